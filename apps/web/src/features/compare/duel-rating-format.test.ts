import { describe, expect, it } from 'vitest';
import { formatDuelRating } from './duel-rating-format.ts';

describe('formatDuelRating', () => {
  it('shows the rating in words and the number of duels', () => {
    expect(formatDuelRating({ rating: 1623.6, deviation: 87.4, duels: 12 })).toEqual({
      value: '1,624',
      note: '12 duels',
      description: 'Duel rating 1,624, from 12 duels',
    });
    expect(formatDuelRating({ rating: 1520, deviation: 240, duels: 2 })?.value).toBe('1,520, still settling');
    expect(formatDuelRating({ rating: 1500, deviation: 350, duels: 1 })?.note).toBe('1 duel');
  });

  it('says an unrated player is not rated yet, and shows nothing without a rating', () => {
    expect(formatDuelRating({ rating: 1500, deviation: 350, duels: 0 })).toEqual({
      value: 'Not rated yet',
      note: 'no duels yet',
      description: 'Not rated yet: no duels',
    });
    expect(formatDuelRating(null)).toBeNull();
    expect(formatDuelRating(undefined)).toBeNull();
  });
});
