import { describe, expect, it } from 'vitest';
import { PlayerReadCache } from './player-read-cache.ts';

function cache(options: { ttlMs?: number; maxChars?: number } = {}) {
  let now = 0;
  const c = new PlayerReadCache({ ttlMs: options.ttlMs ?? 1_000, maxChars: options.maxChars ?? 1_000, now: () => now });
  c.setLive(true);
  return { c, advance: (ms: number) => (now += ms) };
}

describe('answers kept in memory per player', () => {
  it('answers a repeated read from memory, as the JSON first sent', async () => {
    const { c } = cache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await c.answer('a', 1, load)).toBe('{"n":1}');
    expect(await c.answer('a', 1, load)).toBe('{"n":1}');
    expect(loads).toBe(1);
  });

  it('drops every answer about a changed player, and only theirs', async () => {
    const { c } = cache();
    c.store('p1:page', 1, '"one"', c.stamp());
    c.store('p1:career', 1, '"one"', c.stamp());
    c.store('p2:page', 2, '"two"', c.stamp());
    c.changed(1);
    expect(c.get('p1:page')).toBeNull();
    expect(c.get('p1:career')).toBeNull();
    expect(c.get('p2:page')).toBe('"two"');
    expect(c.size).toBe(1);
  });

  it('does not keep a read that was in flight while a change was heard', async () => {
    const { c } = cache();
    let release = () => {};
    const slow = c.answer('a', 1, () => new Promise((resolve) => (release = () => resolve('old'))));
    c.changed(7);
    release();
    expect(await slow).toBe('"old"');
    expect(c.get('a')).toBeNull();
  });

  it('uses no answer older than its lifetime', () => {
    const { c, advance } = cache({ ttlMs: 100 });
    c.store('a', 1, '1', c.stamp());
    advance(99);
    expect(c.get('a')).toBe('1');
    advance(1);
    expect(c.get('a')).toBeNull();
    expect(c.heldChars).toBe(0);
  });

  it('keeps nothing while changes are not heard, and forgets everything when they stop being heard', () => {
    const { c } = cache();
    c.store('a', 1, '1', c.stamp());
    c.setLive(false);
    expect(c.get('a')).toBeNull();
    c.store('a', 1, '1', c.stamp());
    expect(c.size).toBe(0);
    c.setLive(true);
    expect(c.get('a')).toBeNull();
  });

  it('is off with a lifetime of 0', () => {
    const { c } = cache({ ttlMs: 0 });
    c.store('a', 1, '1', c.stamp());
    expect(c.get('a')).toBeNull();
  });

  it('holds at most its size in characters, the least recently used making room', () => {
    const { c } = cache({ maxChars: 30 });
    c.store('a', 1, 'a'.repeat(10), c.stamp());
    c.store('b', 2, 'b'.repeat(10), c.stamp());
    c.store('c', 3, 'c'.repeat(10), c.stamp());
    expect(c.get('a')).not.toBeNull(); // a is now the most recently used
    c.store('d', 4, 'd'.repeat(10), c.stamp());
    expect(c.get('b')).toBeNull();
    expect(c.get('a')).not.toBeNull();
    expect(c.get('d')).not.toBeNull();
    expect(c.heldChars).toBeLessThanOrEqual(30);
    c.store('e', 5, 'e'.repeat(31), c.stamp());
    expect(c.get('e')).toBeNull();
    c.store('a', 1, 'A'.repeat(20), c.stamp());
    expect(c.get('a')).toBe('A'.repeat(20));
    expect(c.heldChars).toBeLessThanOrEqual(30);
  });
});
