import { PROVIDER_ENTRIES } from '@holeout/shared/sign-in-providers';
import type { ReactNode } from 'react';

type Provider = keyof typeof PROVIDER_ENTRIES;

function ProviderMark({ provider }: { provider: Provider }) {
  const entry = PROVIDER_ENTRIES[provider];
  return (
    <span className="provider-mark" aria-hidden="true" style={{ background: entry.colour }}>
      {entry.icon}
    </span>
  );
}

/**
 * A secondary button for one sign-in provider, its words saying what it does ('Continue with
 * Google', 'Link Google'); `marked` puts the provider's mark before them (the sign-in pages).
 */
export function ProviderButton({
  provider,
  busy,
  onPress,
  marked = false,
  children,
}: {
  provider: Provider;
  busy: boolean;
  onPress: () => void;
  marked?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={marked ? 'button button-secondary provider-button' : 'button button-secondary'}
      disabled={busy}
      onClick={onPress}
    >
      {marked && (
        <>
          <ProviderMark provider={provider} />{' '}
        </>
      )}
      {children}
    </button>
  );
}
