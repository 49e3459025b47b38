import { describe, expect, it } from 'vitest';
import { type CachedIdentity, IdentityCache } from './identity-cache.ts';

const alice: CachedIdentity = { playerId: 1, jti: 'a1', membershipTier: 'free', expiresAt: Date.UTC(2030, 0, 1) };
const bob: CachedIdentity = { playerId: 2, jti: 'b1', membershipTier: 'premium', expiresAt: Date.UTC(2030, 0, 1) };

function cache(ttlMs = 5_000, maxEntries = 100) {
  let now = 0;
  const c = new IdentityCache({ ttlMs, maxEntries, now: () => now });
  c.setLive(true);
  return { c, advance: (ms: number) => (now += ms) };
}

describe('IdentityCache', () => {
  it('keeps a token read while nothing changed, for at most its lifetime', () => {
    const { c, advance } = cache();
    c.store('a1', alice, c.stamp());
    expect(c.get('a1')).toMatchObject(alice);
    advance(4_999);
    expect(c.get('a1')).toMatchObject(alice);
    advance(1);
    expect(c.get('a1')).toBeNull();
  });

  it('keeps nothing while the instance does not hear every change, and forgets all when it stops', () => {
    const { c } = cache();
    c.store('a1', alice, c.stamp());
    c.setLive(false);
    expect(c.get('a1')).toBeNull();
    c.store('a1', alice, c.stamp());
    expect(c.get('a1')).toBeNull();
    c.setLive(true);
    expect(c.get('a1')).toBeNull();
  });

  it('is off with a lifetime of 0', () => {
    const { c } = cache(0);
    c.store('a1', alice, c.stamp());
    expect(c.get('a1')).toBeNull();
  });

  it("drops a player's tokens when a change of theirs is heard, and only theirs", () => {
    const { c } = cache();
    c.store('a1', alice, c.stamp());
    c.store('a2', alice, c.stamp());
    c.store('b1', bob, c.stamp());
    c.changed(alice.playerId);
    expect(c.get('a1')).toBeNull();
    expect(c.get('a2')).toBeNull();
    expect(c.get('b1')).toMatchObject(bob);
  });

  it('does not keep a row read while a change was heard or made (it may predate the change)', () => {
    const { c } = cache();
    const before = c.stamp();
    c.changed(bob.playerId);
    c.store('a1', alice, before);
    expect(c.get('a1')).toBeNull();
    const again = c.stamp();
    c.hold(bob.playerId);
    c.store('a1', alice, again);
    expect(c.get('a1')).toBeNull();
    c.store('a1', alice, c.stamp());
    expect(c.get('a1')).toMatchObject(alice);
  });

  it('keeps a player this instance is changing out until the change is heard, or the lifetime passed', () => {
    const { c, advance } = cache();
    c.store('a1', alice, c.stamp());
    c.hold(alice.playerId);
    expect(c.get('a1')).toBeNull();
    c.store('a1', alice, c.stamp());
    expect(c.get('a1')).toBeNull();
    c.changed(alice.playerId);
    c.store('a1', alice, c.stamp());
    expect(c.get('a1')).toMatchObject(alice);

    c.hold(alice.playerId); // a change that was rolled back is never announced
    advance(5_000);
    c.store('a1', alice, c.stamp());
    expect(c.get('a1')).toMatchObject(alice);
  });

  it('makes room by dropping the oldest token', () => {
    const { c } = cache(5_000, 2);
    c.store('a1', alice, c.stamp());
    c.store('a2', alice, c.stamp());
    c.store('b1', bob, c.stamp());
    expect(c.size).toBe(2);
    expect(c.get('a1')).toBeNull();
    expect(c.get('b1')).toMatchObject(bob);
  });
});
