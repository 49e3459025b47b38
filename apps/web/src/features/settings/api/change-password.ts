import { messageResponseSchema } from '@holeout/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  playerId: number;
  oldPassword: string;
  newPassword: string;
}

/** POST /player/{id}/change-password; other signed-in devices are signed out by the server. */
export async function changePassword({ playerId, oldPassword, newPassword }: ChangePasswordInput) {
  return apiWrite(`/player/${playerId}/change-password`, messageResponseSchema, {
    method: 'POST',
    body: { old_password: oldPassword, new_password: newPassword },
  });
}

/** Changing the password; this device stays signed in and nothing it has cached changes. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
