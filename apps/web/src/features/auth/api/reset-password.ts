import { messageResponseSchema } from '@holeout/shared/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /reset-password with the token from the e-mailed link. */
export async function resetPassword(token: string, password: string): Promise<string | null> {
  const answer = await apiRequest('/reset-password', messageResponseSchema, {
    method: 'POST',
    body: { token, password },
    anonymous: true,
  });
  return answer?.message ?? null;
}
