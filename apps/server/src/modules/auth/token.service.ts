import { randomBytes, randomUUID } from 'node:crypto';
import type { MembershipTier } from '@holeout/shared/membership';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sha256 } from '../../lib/sha256.ts';
import * as repo from './auth.repo.ts';
import { IdentityCache } from './identity-cache.ts';

export { TOKEN_REVOCATION_CHANNEL } from './auth.repo.ts';
/**
 * The channel migration 0021's triggers announce every change of a token row or a player's tier
 * on, with the player id: whoever writes it, at commit (decision 050).
 */
export const IDENTITY_CHANNEL = 'auth_identity';

const TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
const TICKET_LIFETIME_SECONDS = 60;
const ISSUER = 'holeout';
/** Live tokens kept in memory at most; beyond it the oldest makes room. */
const CACHED_TOKENS = 10_000;

/** Who a valid bearer token speaks for, as read with the token on every request. */
export interface AuthIdentity {
  playerId: number;
  jti: string;
  /** The player's membership tier when the request arrived: what the viewer may see. */
  membershipTier: MembershipTier;
}

/**
 * The signing key: JWT_SECRET when configured, else a secret generated once and kept in the
 * database, so every instance that shares the database shares the secret. Imported once as an
 * HMAC key: handing jose the raw bytes re-imports them on every verification (about 40 µs of
 * CPU per request).
 */
export async function loadSigningSecret(db: DbOrTx, configured?: string): Promise<CryptoKey> {
  const secret = configured ?? (await repo.sharedSecret(db, 'jwt', () => randomBytes(48).toString('base64url')));
  const raw = new TextEncoder().encode(secret);
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** Issues, verifies and revokes bearer tokens and single-use URL tickets. */
export class TokenService {
  /**
   * Live tokens read recently (decision 050). Off until {@link setIdentityChangesHeard} says every
   * change is heard, so an instance that does not listen always reads the row.
   */
  private readonly cache: IdentityCache;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly secret: CryptoKey,
    cacheSeconds = 0,
  ) {
    this.cache = new IdentityCache({ ttlMs: cacheSeconds * 1000, maxEntries: CACHED_TOKENS });
  }

  /** Whether this instance hears every committed identity change (its listener is connected). */
  setIdentityChangesHeard(heard: boolean): void {
    this.cache.setLive(heard);
  }

  /** A change to the player's tokens or tier was committed somewhere (the `auth_identity` channel). */
  identityChanged(playerId: number): void {
    this.cache.changed(playerId);
  }

  /**
   * This instance is changing the player's tokens or tier: they are read from the database until
   * the change is heard. Called before the change is written, so no request answered after the
   * changing call can be served from memory.
   */
  identityChanging(playerId: number): void {
    this.cache.hold(playerId);
  }

  /**
   * Signs a 30-day token and records it so it can be revoked. The payload names the player twice:
   * `sub` (what {@link verify} reads) and `playerId`, which spec 01 §3 lists and clients read.
   */
  async issue(playerId: number, tx: DbOrTx = this.ctx.db): Promise<string> {
    const jti = randomUUID();
    const now = Math.floor(this.ctx.clock.now().getTime() / 1000);
    await repo.insertToken(tx, jti, playerId, new Date((now + TOKEN_LIFETIME_SECONDS) * 1000));
    return new SignJWT({ playerId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(playerId))
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
      .sign(this.secret);
  }

  /**
   * The identity behind a token, or null when it is malformed, tampered, expired or revoked. A token
   * kept in memory (decision 050) was signature-checked when it was kept: the same string needs
   * neither the check nor its row again, only its expiry against the clock.
   */
  async verify(token: string): Promise<AuthIdentity | null> {
    const now = this.ctx.clock.now();
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.expiresAt <= now.getTime()) return null;
      return { playerId: cached.playerId, jti: cached.jti, membershipTier: cached.membershipTier };
    }
    let payload: { sub?: string; jti?: string; exp?: number };
    try {
      ({ payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: now,
      }));
    } catch {
      return null;
    }
    const playerId = Number(payload.sub);
    if (!Number.isSafeInteger(playerId) || !payload.jti) return null;
    const jti = payload.jti;
    const stamp = this.cache.stamp();
    const row = await repo.findLiveToken(this.ctx.db, jti, now);
    if (!row || row.playerId !== playerId) return null;
    const { membershipTier } = row;
    const expiresAt = Math.min(row.expiresAt.getTime(), (payload.exp ?? Number.POSITIVE_INFINITY) * 1000);
    this.cache.store(token, { playerId, jti, membershipTier, expiresAt }, stamp);
    return { playerId, jti, membershipTier };
  }

  /** Revokes one token (committed when this answers, so its player is held from memory after it). */
  async revoke(jti: string): Promise<void> {
    const playerIds = await repo.revokeToken(this.ctx.db, jti, this.ctx.clock.now());
    for (const playerId of playerIds) this.identityChanging(playerId);
  }

  /** Revokes every live token of a player, except `keepJti` when given. */
  async revokeAll(playerId: number, keepJti?: string, tx: DbOrTx = this.ctx.db): Promise<void> {
    this.identityChanging(playerId);
    await repo.revokeTokensOf(tx, playerId, this.ctx.clock.now(), keepJti);
  }

  /** Which of these token ids are still live (unrevoked, unexpired). */
  async liveTokenIds(jtis: readonly string[]): Promise<Set<string>> {
    return repo.liveTokenIds(this.ctx.db, jtis, this.ctx.clock.now());
  }

  /** Which of these players still hold a live bearer token (signed-out players do not). */
  async playersWithLiveTokens(playerIds: readonly number[]): Promise<Set<number>> {
    return repo.playersWithLiveTokens(this.ctx.db, playerIds, this.ctx.clock.now());
  }

  /**
   * Signs `claims` for one purpose (the JWT audience, e.g. a link or setup token of an outside
   * sign-in) with the bearer tokens' key; it can never pass as a bearer token (no subject, and
   * {@link verify} checks none). Answers the token and its id.
   */
  async signFor(audience: string, claims: Record<string, unknown>, lifetimeSeconds: number) {
    const jti = randomUUID();
    const now = Math.floor(this.ctx.clock.now().getTime() / 1000);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.secret);
    return { token, jti };
  }

  /** The claims of a token signed by {@link signFor} for `audience`; null when invalid or expired. */
  async verifyFor(audience: string, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: this.ctx.clock.now(),
      });
      return payload;
    } catch {
      return null;
    }
  }

  /**
   * A single-use ticket that lives 60 seconds, for places where a URL must carry a credential.
   * `tokenJti` is the bearer token that asked for it: the ticket dies with that token (decision
   * 037). Null only for an outside sign-in's hand-off, which no token made.
   */
  async issueTicket(playerId: number, tokenJti: string | null): Promise<{ ticket: string; expires_in: number }> {
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.ctx.clock.now().getTime() + TICKET_LIFETIME_SECONDS * 1000);
    await repo.insertTicket(this.ctx.db, { ticketHash: sha256(ticket), playerId, tokenJti, expiresAt });
    return { ticket, expires_in: TICKET_LIFETIME_SECONDS };
  }

  /**
   * Consumes a ticket atomically: only the first caller within its lifetime gets it, and only
   * while the token that minted it is live. Otherwise nothing changes and the answer says why:
   * `revoked` when that token has been revoked since, `invalid` when unknown, spent or expired.
   */
  async consumeTicket(ticket: string): Promise<repo.TicketSpending> {
    return repo.consumeTicket(this.ctx.db, sha256(ticket), this.ctx.clock.now());
  }
}
