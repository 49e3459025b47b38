import { describe, expect, it } from 'vitest';
import { winnerAfterReview } from './duel-review.ts';

const duel = { creatorId: 1, invitedPlayerId: 2, creatorScore: 12, invitedPlayerScore: 9 };

describe('winnerAfterReview', () => {
  it('keeps the result when both sessions count, a draw included', () => {
    expect(winnerAfterReview({ ...duel, creatorCounts: true, invitedCounts: true })).toBe(1);
    expect(winnerAfterReview({ ...duel, invitedPlayerScore: 12, creatorCounts: true, invitedCounts: true })).toBeNull();
  });

  it('gives the duel to the side whose session counts', () => {
    expect(winnerAfterReview({ ...duel, creatorCounts: false, invitedCounts: true })).toBe(2);
    expect(winnerAfterReview({ ...duel, creatorCounts: true, invitedCounts: false })).toBe(1);
  });

  it('gives it to nobody when no session counts (a forfeit won with a flagged session included)', () => {
    expect(winnerAfterReview({ ...duel, creatorCounts: false, invitedCounts: false })).toBeNull();
    expect(
      winnerAfterReview({ ...duel, invitedPlayerScore: null, creatorCounts: false, invitedCounts: false }),
    ).toBeNull();
  });
});
