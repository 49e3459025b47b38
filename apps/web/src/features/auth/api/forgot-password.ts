import { messageResponseSchema } from '@holeout/shared/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /forgot-password: e-mails a reset link when the address has an account. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const answer = await apiRequest('/forgot-password', messageResponseSchema, { method: 'POST', body: { email } });
  return answer?.message ?? null;
}
