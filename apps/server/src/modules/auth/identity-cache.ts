import type { MembershipTier } from '@holeout/shared/membership';
import { HeardCache, type HeardCacheOptions } from '../../lib/heard-cache.ts';

/** What a live token stands for, as its row said when it was read. */
export interface CachedIdentity {
  playerId: number;
  /** The token's id (its row). */
  jti: string;
  membershipTier: MembershipTier;
  /** When the token expires (ms since the epoch; the earlier of its row and its signed claim), checked against the app's clock on each use. */
  expiresAt: number;
}

interface Entry extends CachedIdentity {
  /** When the row was read, on the monotonic clock. */
  readAt: number;
}

export interface IdentityCacheOptions extends HeardCacheOptions {
  /** Beyond this many tokens the oldest entry makes room. */
  maxEntries: number;
}

/**
 * Live bearer tokens held in memory for a short time, so an authenticated request does not read
 * the token row every time (decision 050). It is only trusted while the instance hears every
 * change (`live`): a change committed anywhere — revocation, expiry moved, membership tier — is
 * announced on the `auth_identity` channel and drops that player's entries here ({@link changed});
 * a change this instance is making drops them and keeps the player out of the cache until its
 * announcement is heard ({@link hold}), so a revoking call never answers while this instance
 * would still accept the token. No entry outlives `ttlMs`, whatever is heard or missed.
 *
 * A read that was in flight while any change was heard or made is used for its own request but
 * not kept: its row may predate the change (the generation check in {@link store}).
 */
export class IdentityCache extends HeardCache<IdentityCacheOptions> {
  private readonly entries = new Map<string, Entry>();
  /** Players this instance is changing: no entry until the change is heard, or `ttlMs` passed. */
  private readonly held = new Map<number, number>();

  get size(): number {
    return this.entries.size;
  }

  /** The identity of `token` (the whole signed string: a hit needs no signature check). */
  get(token: string): CachedIdentity | null {
    if (!this.live) return null;
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (this.expired(entry.readAt)) {
      this.entries.delete(token);
      return null;
    }
    return entry;
  }

  /** Keeps `token`'s identity; only ever called once its signature and its row were checked. */
  store(token: string, identity: CachedIdentity, stamp: number): void {
    if (!this.current(stamp) || this.isHeld(identity.playerId)) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { ...identity, readAt: this.now() });
  }

  /** A change of the player's tokens or tier has committed (heard on the channel). */
  changed(playerId: number): void {
    this.generation += 1;
    this.held.delete(playerId);
    this.forget(playerId);
  }

  /** This instance is about to change the player's tokens or tier (committed or not yet). */
  hold(playerId: number): void {
    this.generation += 1;
    this.held.set(playerId, this.now() + this.ttlMs);
    this.forget(playerId);
  }

  protected dropAll(): void {
    this.entries.clear();
    this.held.clear();
  }

  private isHeld(playerId: number): boolean {
    const until = this.held.get(playerId);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.held.delete(playerId);
    return false;
  }

  private forget(playerId: number): void {
    for (const [token, entry] of this.entries) if (entry.playerId === playerId) this.entries.delete(token);
  }
}
