import { messageResponseSchema } from '@holeout/shared/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /logout: revokes the stored token on the server. */
export async function logout(): Promise<void> {
  await apiRequest('/logout', messageResponseSchema, { method: 'POST' });
}
