import { messageResponseSchema } from '@holeout/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';

export interface ResetPasswordInput {
  /** The token of the e-mailed link. */
  token: string;
  password: string;
}

/** POST /reset-password with the token from the e-mailed link; answers the server's message. */
export async function resetPassword({ token, password }: ResetPasswordInput): Promise<string> {
  const answer = await apiWrite('/reset-password', messageResponseSchema, {
    method: 'POST',
    body: { token, password },
    anonymous: true,
  });
  return answer.message;
}

/** Setting a new password from a reset link; the visitor is signed out, so nothing cached changes. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
