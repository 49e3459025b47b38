import type { NostrEvent } from '@holeout/shared/sign-in-providers';

/** The NIP-07 interface a Nostr browser extension puts on `window`. */
interface Nip07 {
  getPublicKey(): Promise<string>;
  signEvent(event: { kind: number; created_at: number; tags: string[][]; content: string }): Promise<NostrEvent>;
}

export const NOSTR_MISSING = 'No Nostr extension found. Install one (such as Alby or nos2x) and try again.';

function extension(): Nip07 | null {
  return (window as unknown as { nostr?: Nip07 }).nostr ?? null;
}

/** Whether a NIP-07 extension is present (the Nostr button shows only then). */
export function hasNostrExtension(): boolean {
  return extension() !== null;
}

/** Asks the extension to sign the NIP-98 HTTP-auth event (kind 27235) for this challenge. */
export async function signNostrChallenge(c: { challenge: string; url: string; method: string }): Promise<NostrEvent> {
  const nostr = extension();
  if (!nostr) throw new Error(NOSTR_MISSING);
  await nostr.getPublicKey();
  return nostr.signEvent({
    kind: 27235,
    created_at: Math.floor(Date.now() / 1000),
    tags: [
      ['u', c.url],
      ['method', c.method],
      ['challenge', c.challenge],
    ],
    content: '',
  });
}
