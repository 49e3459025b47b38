import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiWrite } from '../../../lib/api-client.ts';

const initResponseSchema = z.object({
  success: z.boolean(),
  authUrl: z.string().optional(),
  sessionId: z.string().optional(),
  message: z.string().optional(),
});

/** POST /auth/google/init {mode}: the Google authorisation address to send the player to. */
export async function initGoogleOAuth(mode: 'login' | 'signup'): Promise<string> {
  const answer = await apiWrite('/auth/google/init', initResponseSchema, { method: 'POST', body: { mode } });
  if (!answer.success || !answer.authUrl) throw new Error('Google sign-in did not start');
  return answer.authUrl;
}

/** Starting Google sign-in or sign-up: on success the browser leaves for Google. */
export function useInitGoogleOAuth() {
  return useMutation({ mutationFn: initGoogleOAuth, onSuccess: (authUrl) => window.location.assign(authUrl) });
}
