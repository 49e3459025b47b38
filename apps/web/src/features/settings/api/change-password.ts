import { messageResponseSchema } from '@holeout/shared/accounts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /player/{id}/change-password; other signed-in devices are signed out by the server. */
export async function changePassword(playerId: number, oldPassword: string, newPassword: string) {
  return apiRequest(`/player/${playerId}/change-password`, messageResponseSchema, {
    method: 'POST',
    body: { old_password: oldPassword, new_password: newPassword },
  });
}
