import { nostrChallengeResponseSchema, nostrSignInResponseSchema } from '@holeout/shared/sign-in-providers';
import { apiWrite } from '../../../lib/api-client.ts';
import { signNostrChallenge } from '../../../lib/nostr-signer.ts';

/**
 * Nostr sign-in: POST /auth/nostr/challenge, the extension signs it (NIP-07, NIP-98 event), then
 * POST /auth/nostr/sign-in. A known key answers a sign-in; a new one a setup token.
 */
export async function nostrSignIn() {
  const challenge = await apiWrite('/auth/nostr/challenge', nostrChallengeResponseSchema, {
    method: 'POST',
    body: { action: 'sign-in' },
    anonymous: true,
  });
  const event = await signNostrChallenge(challenge);
  return apiWrite('/auth/nostr/sign-in', nostrSignInResponseSchema, {
    method: 'POST',
    body: { event },
    anonymous: true,
  });
}
