import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const initResponseSchema = z.object({
  success: z.boolean(),
  authUrl: z.string().optional(),
  sessionId: z.string().optional(),
  message: z.string().optional(),
});

/** POST /auth/google/init {mode}: the Google authorisation address to send the player to. */
export async function initGoogleOAuth(mode: 'login' | 'signup'): Promise<string | null> {
  const answer = await apiRequest('/auth/google/init', initResponseSchema, { method: 'POST', body: { mode } });
  return answer?.success && answer.authUrl ? answer.authUrl : null;
}
