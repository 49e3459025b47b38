import { type OAuthMode, type OAuthProvider, oauthInitResponseSchema } from '@holeout/shared/sign-in-providers';
import { apiWrite } from '../../../lib/api-client.ts';

/** POST /auth/{provider}/init: the provider's sign-in address for a popup. */
export async function initOAuth(provider: OAuthProvider, mode: OAuthMode): Promise<string> {
  const answer = await apiWrite(`/auth/${provider}/init`, oauthInitResponseSchema, {
    method: 'POST',
    body: { mode },
    anonymous: mode !== 'link',
  });
  return answer.authUrl;
}
