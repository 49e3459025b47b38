import { describe, expect, it } from 'vitest';
import { isSettling, ratingDetail, ratingInWords } from './duel-rating.ts';

describe('a duel rating in words (decision 056)', () => {
  it('says a new or little-tested rating is still settling, a tested one by its number alone', () => {
    expect(ratingInWords({ rating: 1520.4, deviation: 239.5 })).toBe('1,520, still settling');
    expect(ratingInWords({ rating: 1612, deviation: 80 })).toBe('1,612');
    expect(isSettling(100)).toBe(true);
    expect(isSettling(99.9)).toBe(false);
  });

  it('keeps the Glicko-2 range as the detail', () => {
    expect(ratingDetail({ rating: 1520.4, deviation: 239.5 })).toMatch(/^Glicko-2 rating 1,520 ± 479:/);
  });
});
