import { messageResponseSchema } from '@holeout/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';

/** POST /forgot-password: e-mails a reset link when the address has an account; answers the server's message. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await apiWrite('/forgot-password', messageResponseSchema, { method: 'POST', body: { email } });
  return answer.message;
}

/** Asking for a reset link; it changes nothing the app has cached. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
