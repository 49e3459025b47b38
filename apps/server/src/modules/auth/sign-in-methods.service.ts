import { randomBytes } from 'node:crypto';
import {
  LINK_TOKEN_LIFETIME_SECONDS,
  type LinkTokenPayload,
  linkTokenPayloadSchema,
  PROVIDER_ENTRIES,
  type SignInMethod,
  type SignInProvider,
  shortNpub,
} from '@holeout/shared/sign-in-providers';
import { npubEncode } from 'nostr-tools/nip19';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sha256 } from '../../lib/sha256.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import * as repo from './sign-in-methods.repo.ts';
import type { TokenService } from './token.service.ts';

/** An outside identity whose owner the server has just verified (an ID token, a signed event). */
export interface VerifiedIdentity {
  provider: SignInProvider;
  /** The provider's id of the person: the OpenID Connect `sub`, or the Nostr public key (hex). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/** Where a verified identity leads: signed in, or a signed token for /link-account or /setup-account. */
export type SignInOutcome = { action: 'signed_in'; playerId: number } | { action: 'link' | 'setup'; token: string };

export const LINK_FAILED = 'Failed to link account';
export const SETUP_FAILED = 'Failed to create account';
const BAD_TOKEN = 'This link has expired or was already used. Please sign in again.';
const LAST_WAY_IN = 'You cannot remove your only way to sign in.';
const METHOD_NOT_FOUND = 'Sign-in method not found';

/** The e-mail an account created through Nostr holds: npubs have none, and `.invalid` never delivers. */
export function nostrEmail(npub: string): string {
  return `${npub}@nostr.invalid`;
}

/** Whether `provider`'s identity was already linked to another player. */
export function alreadyLinked(provider: SignInProvider): string {
  return `This ${PROVIDER_ENTRIES[provider].name} account is already linked to another player.`;
}

/**
 * The outside identities of players: signing in with one, proposing a link (an existing
 * account's e-mail) or a new account, linking and unlinking, and the single-use secrets of the
 * sign-in flows. Shared by the OpenID Connect and the Nostr flows.
 */
export class SignInMethodsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
    private readonly tokens: TokenService,
    private readonly accounts: AccountsService,
  ) {}

  /** A single-use secret kept by its hash for `lifetimeMs`. */
  async newChallenge(
    purpose: 'oauth_state' | 'nostr',
    lifetimeMs: number,
    extra: { playerId?: number | null; data?: Record<string, string> } = {},
  ): Promise<string> {
    const key = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.ctx.clock.now().getTime() + lifetimeMs);
    await repo.insertChallenge(this.ctx.db, { keyHash: sha256(key), purpose, expiresAt, ...extra });
    return key;
  }

  /** Uses up a challenge; null when unknown, expired or already used. */
  async consumeChallenge(purpose: 'oauth_state' | 'nostr', key: string) {
    return repo.consumeChallenge(this.ctx.db, purpose, sha256(key), this.ctx.clock.now());
  }

  /**
   * A linked identity signs straight in. Otherwise an OpenID Connect identity proposes a link to
   * the account holding its e-mail — only when the provider verified that e-mail — or a new
   * account; a Nostr key (no e-mail) always proposes a new account.
   */
  async signInOrPropose(identity: VerifiedIdentity): Promise<SignInOutcome> {
    const linked = await repo.findIdentity(this.ctx.db, identity.provider, identity.subject);
    if (linked) return { action: 'signed_in', playerId: linked.playerId };
    if (identity.provider === 'nostr') {
      const npub = npubEncode(identity.subject);
      return this.proposal('setup', { ...identity, email: nostrEmail(npub), emailVerified: false });
    }
    if (!identity.email || !identity.emailVerified) {
      throw new HttpError(403, `Your ${PROVIDER_ENTRIES[identity.provider].name} e-mail address is not verified.`);
    }
    const email = identity.email.toLowerCase();
    const existing = await this.accounts.findByEmail(email);
    return this.proposal(existing ? 'link' : 'setup', { ...identity, email });
  }

  /** Links an identity to a signed-in player (settings); 409 when it belongs to someone else. */
  async link(
    playerId: number,
    identity: Pick<VerifiedIdentity, 'provider' | 'subject' | 'email'>,
    db: DbOrTx = this.ctx.db,
  ) {
    const row = await repo.insertIdentity(db, {
      playerId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
    });
    if (row) return;
    const owner = await repo.findIdentity(db, identity.provider, identity.subject);
    if (owner?.playerId !== playerId) throw new HttpError(409, alreadyLinked(identity.provider));
  }

  /**
   * POST /api/auth/link-oauth: the player has just signed in with the account's password; the
   * link token must name that account's e-mail.
   */
  async completeLink(playerId: number, linkToken: string, provider: SignInProvider) {
    const claims = await this.redeem('link', linkToken, provider);
    const player = await this.accounts.findById(playerId);
    if (!player) throw new HttpError(404, PLAYER_NOT_FOUND);
    if (player.email !== claims.email) throw new HttpError(403, LINK_FAILED);
    await this.link(playerId, claims);
    return { success: true, message: `Your ${PROVIDER_ENTRIES[provider].name} account is now linked.` };
  }

  /** POST /api/auth/complete-oauth-signup: a new account (no password) with its identity linked. */
  async completeSignup(setupToken: string, displayName: string, provider: SignInProvider) {
    const claims = await this.redeem('setup', setupToken, provider);
    const row = await this.ctx.db.transaction(async (tx) => {
      const created = await this.accounts.create(
        { name: displayName, email: claims.email, passwordHash: null, consentContactInfo: true, referredBy: null },
        tx,
      );
      if (!created) throw new HttpError(409, 'An account with this email already exists. Please sign in instead.');
      await this.link(created.id, claims, tx);
      return created;
    });
    this.ctx.events.emit('player.registered', { playerId: row.id, email: row.email });
    return this.signedIn(row.id, 'Account created successfully.');
  }

  /** The sign-in answer for a player whose outside identity was just verified. */
  async signedIn(playerId: number, message = 'Login successful') {
    const row = await this.accounts.findById(playerId);
    if (!row) throw new HttpError(404, PLAYER_NOT_FOUND);
    const token = await this.tokens.issue(row.id);
    return { success: true as const, token, player: await this.accounts.present(row), message };
  }

  /** How the player can sign in: the password (when set), then each linked identity. */
  async list(playerId: number): Promise<{ methods: SignInMethod[] }> {
    const player = await this.accounts.findById(playerId);
    if (!player) throw new HttpError(404, PLAYER_NOT_FOUND);
    const identities = await repo.identitiesOf(this.ctx.db, playerId);
    const methods: SignInMethod[] = identities.map((i) => ({
      id: i.id,
      kind: i.provider,
      label: i.provider === 'nostr' ? shortNpub(npubEncode(i.subject)) : (i.email ?? ''),
      linked_at: i.createdAt.toISOString(),
    }));
    if (player.passwordHash) methods.unshift({ id: null, kind: 'password', label: player.email, linked_at: null });
    return { methods };
  }

  /**
   * Unlinks an identity, never the last way in: under the player's row lock, so two concurrent
   * unlinks of a password-less account cannot both remove one of its last two identities.
   */
  async unlink(playerId: number, id: number) {
    await this.ctx.db.transaction(async (tx) => {
      await this.accounts.lockMembershipTier(tx, playerId);
      const player = await this.accounts.findById(playerId, tx);
      if (!player) throw new HttpError(404, PLAYER_NOT_FOUND);
      if (!(await repo.deleteIdentity(tx, playerId, id))) throw new HttpError(404, METHOD_NOT_FOUND);
      // Counted after the delete, which the refusal rolls back.
      const ways = (await repo.countIdentitiesOf(tx, playerId)) + (player.passwordHash ? 1 : 0);
      if (ways === 0) throw new HttpError(409, LAST_WAY_IN);
    });
    return { success: true, message: 'Sign-in method removed.' };
  }

  /** Signs a 15-minute single-use link or setup token carrying the identity (spec 01 §3). */
  private async proposal(action: 'link' | 'setup', identity: VerifiedIdentity & { email: string }) {
    const payload: LinkTokenPayload = {
      action,
      provider: identity.provider,
      subject: identity.subject,
      ...(identity.provider === 'google' && { googleId: identity.subject }),
      email: identity.email,
      name: identity.name,
      picture: identity.picture,
      emailVerified: identity.emailVerified,
    };
    const { token, jti } = await this.tokens.signFor(`holeout:${action}`, payload, LINK_TOKEN_LIFETIME_SECONDS);
    const expiresAt = new Date(this.ctx.clock.now().getTime() + LINK_TOKEN_LIFETIME_SECONDS * 1000);
    await repo.insertChallenge(this.ctx.db, { keyHash: sha256(jti), purpose: action, expiresAt });
    return { action, token };
  }

  /** Verifies a link or setup token for this provider and uses it up. */
  private async redeem(action: 'link' | 'setup', token: string, provider: SignInProvider): Promise<LinkTokenPayload> {
    const claims = await this.tokens.verifyFor(`holeout:${action}`, token);
    const payload = linkTokenPayloadSchema.safeParse(claims);
    if (!payload.success || payload.data.action !== action || payload.data.provider !== provider || !claims?.jti) {
      throw new HttpError(400, BAD_TOKEN);
    }
    const used = await repo.consumeChallenge(this.ctx.db, action, sha256(String(claims.jti)), this.ctx.clock.now());
    if (!used) throw new HttpError(400, BAD_TOKEN);
    return payload.data;
  }
}
