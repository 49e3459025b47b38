import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './delivery-policy.ts';

describe('retryDelayMs', () => {
  it('waits a minute after the first failure and doubles up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('gives up after the last attempt', () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBe(10);
    expect(retryDelayMs(10)).toBeNull();
    expect(retryDelayMs(11)).toBeNull();
  });
});
