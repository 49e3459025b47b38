import type { NostrEvent } from '@holeout/shared/sign-in-providers';
import { verifyEvent } from 'nostr-tools/pure';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { SignInMethodsService } from './sign-in-methods.service.ts';

/** NIP-98 HTTP auth event kind. */
const HTTP_AUTH_KIND = 27235;
/** A challenge, and the event carrying it, live at most 5 minutes (DESIGN §1). */
const LIFETIME_SECONDS = 300;
/** How far ahead of the server's clock an event's time may be (clocks differ a little). */
const FUTURE_SKEW_SECONDS = 60;
export const NOSTR_REFUSED = 'The signed Nostr event was not accepted. Please try again.';

export type NostrAction = 'sign-in' | 'link';

function tag(event: NostrEvent, name: string): string | undefined {
  return event.tags.find((t) => t[0] === name)?.[1];
}

/**
 * Nostr sign-in (NIP-07 in the browser): a one-time challenge, then a NIP-98 HTTP-auth event
 * signed by the extension carrying it, checked for kind, URL, method, age, signature and single
 * use. The public key is the identity; no self-declared NIP-05 address is ever consulted.
 */
export class NostrService {
  constructor(
    private readonly ctx: Pick<AppContext, 'config' | 'clock'>,
    private readonly methods: SignInMethodsService,
  ) {}

  /** The address a signed event is sent to, and must name in its `u` tag. */
  url(action: NostrAction): string {
    return `${this.ctx.config.publicUrl}/api/auth/nostr/${action}`;
  }

  async challenge(action: NostrAction) {
    const challenge = await this.methods.newChallenge('nostr', LIFETIME_SECONDS * 1000, { data: { action } });
    return { challenge, url: this.url(action), method: 'POST' as const, expires_in: LIFETIME_SECONDS };
  }

  /** POST /auth/nostr/sign-in: a linked key signs in; a new one gets a setup token. */
  async signIn(event: NostrEvent) {
    const subject = await this.verify(event, 'sign-in');
    const outcome = await this.methods.signInOrPropose({
      provider: 'nostr',
      subject,
      email: null,
      emailVerified: false,
      name: '',
      picture: null,
    });
    if (outcome.action === 'signed_in') return this.methods.signedIn(outcome.playerId);
    return { success: true as const, setupToken: outcome.token, message: 'Choose a display name to finish.' };
  }

  /** POST /auth/nostr/link: adds the key to the signed-in account. */
  async link(playerId: number, event: NostrEvent) {
    const subject = await this.verify(event, 'link');
    await this.methods.link(playerId, { provider: 'nostr', subject, email: null });
    return { success: true, message: 'Your Nostr key is now linked.' };
  }

  /** The event's public key once every NIP-98 check passed and its challenge is used up. */
  private async verify(event: NostrEvent, action: NostrAction): Promise<string> {
    const now = Math.floor(this.ctx.clock.now().getTime() / 1000);
    const challenge = tag(event, 'challenge');
    const fresh = event.created_at <= now + FUTURE_SKEW_SECONDS && now - event.created_at <= LIFETIME_SECONDS;
    const ok =
      event.kind === HTTP_AUTH_KIND &&
      tag(event, 'u') === this.url(action) &&
      tag(event, 'method') === 'POST' &&
      challenge !== undefined &&
      fresh &&
      // A copy: nostr-tools marks the object it verified, and the caller's stays untouched.
      verifyEvent({ ...event });
    if (!ok || !challenge) throw new HttpError(401, NOSTR_REFUSED);
    const stored = await this.methods.consumeChallenge('nostr', challenge);
    if (stored?.data?.action !== action) throw new HttpError(401, NOSTR_REFUSED);
    return event.pubkey;
  }
}
