import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';

describe('AttemptLimiter', () => {
  it('allows `max` attempts in a window and refuses the next', () => {
    const limiter = new AttemptLimiter(3, 60_000);
    expect([1, 2, 3].map(() => limiter.hit('a', 0))).toEqual([false, false, false]);
    expect(limiter.hit('a', 1)).toBe(true);
    expect(limiter.hit('b', 1)).toBe(false);
  });

  it('starts a new window once the old one has passed', () => {
    const limiter = new AttemptLimiter(1, 1000);
    limiter.hit('a', 0);
    expect(limiter.hit('a', 999)).toBe(true);
    expect(limiter.hit('a', 1000)).toBe(false);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter(1, 1000);
    limiter.hit('a', 0);
    limiter.reset('a');
    expect(limiter.hit('a', 1)).toBe(false);
  });

  it('never refuses when disabled', () => {
    const limiter = new AttemptLimiter(0, 1000, false);
    expect(limiter.hit('a', 0)).toBe(false);
    expect(limiter.hit('a', 0)).toBe(false);
  });

  it('stays bounded under a flood of distinct keys, dropping the oldest first', () => {
    const limiter = new AttemptLimiter(1, 60_000);
    limiter.hit('first', 0);
    limiter.hit('first', 0);
    for (let i = 0; i < 10_000; i++) limiter.hit(`flood-${i}`, 1);
    const size = (limiter as unknown as { windows: Map<string, unknown> }).windows.size;
    expect(size).toBeLessThanOrEqual(10_000);
    // Recent keys are still counted.
    expect(limiter.hit('flood-9999', 2)).toBe(true);
  });
});
