import { PROVIDER_ENTRIES, type SignInMethod } from '@holeout/shared/sign-in-providers';
import { useState } from 'react';
import { FormMessage } from '../../../components/form-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { hasNostrExtension } from '../../../lib/nostr-signer.ts';
import { ProviderButton } from '../../auth/components/provider-button.tsx';
import { useLinkSignInMethod, useSignInMethods, useUnlinkSignInMethod } from '../api/sign-in-methods.ts';
import { settingsError } from '../settings-options.ts';

function methodName(kind: SignInMethod['kind']): string {
  return kind === 'password' ? 'Password' : PROVIDER_ENTRIES[kind].name;
}

/**
 * Settings → Security: how the player signs in (password, Google, LinkedIn, Nostr), with Link
 * buttons for the providers not linked yet and Unlink for each identity — the server refuses to
 * remove the last way in.
 */
export function SignInMethodsSection() {
  const methods = useSignInMethods();
  const link = useLinkSignInMethod();
  const unlink = useUnlinkSignInMethod();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});

  if (methods.isPending) return <Spinner label="Loading sign-in methods" inline />;
  if (!methods.data) {
    return <FormMessage error={settingsError(errorText(methods.error, 'Could not load your sign-in methods.'))} />;
  }
  const { methods: list, providers } = methods.data;
  const linked = new Set(list.map((m) => m.kind));
  const linkable = [...providers, ...(hasNostrExtension() ? (['nostr'] as const) : [])].filter((p) => !linked.has(p));
  const busy = link.isPending || unlink.isPending;

  const onLink = (provider: (typeof linkable)[number]) => {
    setMessage({});
    link.mutate(provider, {
      onSuccess: (error) =>
        setMessage(error ? { error: settingsError(error) } : { success: `${PROVIDER_ENTRIES[provider].name} linked.` }),
      onError: (err) => setMessage({ error: settingsError(errorText(err, err.message)) }),
    });
  };
  const onUnlink = (method: SignInMethod) => {
    if (method.id === null) return;
    setMessage({});
    unlink.mutate(method.id, {
      onSuccess: (answer) => setMessage({ success: answer.message }),
      onError: (err) => setMessage({ error: settingsError(errorText(err, 'Could not remove this sign-in method.')) }),
    });
  };

  return (
    <div className="sign-in-methods">
      <h3 id="sign-in-methods-heading">Sign-in methods</h3>
      <ul className="sign-in-method-list" aria-labelledby="sign-in-methods-heading">
        {list.map((method) => (
          <li key={method.id ?? 'password'} className="section-row">
            <span>
              <strong>{methodName(method.kind)}</strong> <span className="muted">{method.label}</span>
            </span>
            {method.id !== null && (
              <button
                type="button"
                className="button button-ghost"
                disabled={busy}
                onClick={() => onUnlink(method)}
                aria-label={`Unlink ${methodName(method.kind)} ${method.label}`}
              >
                Unlink
              </button>
            )}
          </li>
        ))}
      </ul>
      {linkable.length > 0 && (
        <div className="form-actions">
          {linkable.map((provider) => (
            <ProviderButton key={provider} provider={provider} busy={busy} onPress={() => onLink(provider)}>
              Link {PROVIDER_ENTRIES[provider].name}
            </ProviderButton>
          ))}
        </div>
      )}
      <FormMessage error={message.error} success={message.success} />
    </div>
  );
}
