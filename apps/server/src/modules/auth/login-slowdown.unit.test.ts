import { describe, expect, it } from 'vitest';
import { failureDelayMs } from './auth.service.ts';

describe('failureDelayMs', () => {
  it('answers the first ten failures of an account at once', () => {
    for (let n = 0; n <= 10; n++) expect(failureDelayMs(n)).toBe(0);
  });

  it('then doubles from a quarter second up to eight seconds', () => {
    expect([11, 12, 13, 14, 15, 16].map(failureDelayMs)).toEqual([250, 500, 1000, 2000, 4000, 8000]);
    expect(failureDelayMs(40)).toBe(8000);
  });
});
