import { messageResponseSchema } from '@holeout/shared/accounts';
import {
  nostrChallengeResponseSchema,
  type OAuthProvider,
  oauthInitResponseSchema,
  signInMethodsResponseSchema,
} from '@holeout/shared/sign-in-providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiWrite } from '../../../lib/api-client.ts';
import { signNostrChallenge } from '../../../lib/nostr-signer.ts';
import { runOAuthPopup } from '../../../lib/oauth-popup.ts';

const KEY = ['auth', 'sign-in-methods'] as const;

/** GET /auth/sign-in-methods: the password and linked identities, and the providers that can be linked. */
export function useSignInMethods() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiRequest('/auth/sign-in-methods', signInMethodsResponseSchema)) ?? null,
  });
}

/** DELETE /auth/sign-in-methods/{id}: unlinks an identity (the server keeps the last way in). */
export function useUnlinkSignInMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiWrite(`/auth/sign-in-methods/${id}`, messageResponseSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * Links Google or LinkedIn (POST /auth/{provider}/init with mode link, then the popup) or a Nostr
 * key (a challenge signed by the extension, POST /auth/nostr/link). Must be called inside the
 * click, so the popup may open. Resolves to the error text of a refused link, else null.
 */
export function useLinkSignInMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: OAuthProvider | 'nostr'): Promise<string | null> => {
      if (provider === 'nostr') {
        const challenge = await apiWrite('/auth/nostr/challenge', nostrChallengeResponseSchema, {
          method: 'POST',
          body: { action: 'link' },
        });
        const event = await signNostrChallenge(challenge);
        await apiWrite('/auth/nostr/link', messageResponseSchema, { method: 'POST', body: { event } });
        return null;
      }
      const authUrl = apiWrite(`/auth/${provider}/init`, oauthInitResponseSchema, {
        method: 'POST',
        body: { mode: 'link' },
      }).then((answer) => answer.authUrl);
      const result = await runOAuthPopup(authUrl);
      return result.oauth_error ?? null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
