import { type OAuthMode, type OAuthProvider, PROVIDER_ENTRIES } from '@holeout/shared/sign-in-providers';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../../components/form-message.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { hasNostrExtension } from '../../../lib/nostr-signer.ts';
import { runOAuthPopup } from '../../../lib/oauth-popup.ts';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useProviders } from '../api/get-providers.ts';
import { initOAuth } from '../api/init-oauth.ts';
import { nostrSignIn } from '../api/nostr-sign-in.ts';
import { useAuth } from '../auth-context.ts';
import { oauthFailure, useOAuthOutcome } from '../use-oauth-outcome.ts';
import { ProviderButton } from './provider-button.tsx';

/** Spec 01 §8: the init call failed. */
const INIT_FAILED = (provider: OAuthProvider) => `Failed to initialize ${PROVIDER_ENTRIES[provider].name} OAuth`;

/**
 * 'Continue with Google' / 'Continue with LinkedIn' for the providers the server is configured
 * for (in a popup, spec 01 §4), and 'Continue with Nostr' when a NIP-07 extension is present.
 */
export function ProviderButtons({ mode }: { mode: Exclude<OAuthMode, 'link'> }) {
  const providers = useProviders().data ?? [];
  const nostr = hasNostrExtension();
  const outcome = useOAuthOutcome();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (providers.length === 0 && !nostr) return null;

  async function run(action: () => Promise<string | null>) {
    setBusy(true);
    setError(null);
    try {
      setError(await action());
    } finally {
      setBusy(false);
    }
  }

  const withProvider = (provider: OAuthProvider) =>
    run(async () => {
      const authUrl = initOAuth(provider, mode).catch((err: unknown) => {
        throw new Error(errorText(err, INIT_FAILED(provider)));
      });
      try {
        return await outcome(await runOAuthPopup(authUrl), mode);
      } catch (err) {
        // Popup blocked, closed ('Authentication cancelled'), timed out, or the init refused.
        return err instanceof Error ? err.message : 'Authentication failed';
      }
    });

  const withNostr = () =>
    run(async () => {
      try {
        const answer = await nostrSignIn();
        if ('setupToken' in answer) {
          navigate(withQuery(paths.setupAccount, { token: answer.setupToken, provider: 'nostr' }));
        } else {
          signIn(answer.token, answer.player);
          navigate(paths.home, { replace: true });
        }
        return null;
      } catch (err) {
        return oauthFailure(mode, errorText(err, err instanceof Error ? err.message : 'Authentication failed'));
      }
    });

  return (
    <div className="provider-buttons">
      <p className="divider">or</p>
      {providers.map((provider) => (
        <ProviderButton key={provider} provider={provider} busy={busy} onPress={() => withProvider(provider)} marked>
          Continue with {PROVIDER_ENTRIES[provider].name}
        </ProviderButton>
      ))}
      {nostr && (
        <ProviderButton provider="nostr" busy={busy} onPress={withNostr} marked>
          Continue with Nostr
        </ProviderButton>
      )}
      <FormMessage error={error} />
    </div>
  );
}
