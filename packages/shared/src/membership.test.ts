import { describe, expect, it } from 'vitest';
import {
  canCreateLeague,
  canOpenSessionDetails,
  canSeeCareerFigures,
  canSeeOthersCompetitions,
  canUseGifts,
  isFullSubscriber,
  playerStatsFor,
} from './membership.ts';

describe('membership policy', () => {
  it('regular and premium are full subscribers; free and unknown are not', () => {
    expect(isFullSubscriber('regular')).toBe(true);
    expect(isFullSubscriber('premium')).toBe(true);
    expect(isFullSubscriber('free')).toBe(false);
    expect(isFullSubscriber(null)).toBe(false);
    expect(isFullSubscriber(undefined)).toBe(false);
  });

  it('career figures are for full subscribers only', () => {
    expect(canSeeCareerFigures('premium')).toBe(true);
    expect(canSeeCareerFigures('free')).toBe(false);
  });

  it('a free viewer opens only the newest session: page 1, first row', () => {
    expect(canOpenSessionDetails('free', 1, 0)).toBe(true);
    expect(canOpenSessionDetails('free', 1, 1)).toBe(false);
    expect(canOpenSessionDetails('free', 2, 0)).toBe(false);
    expect(canOpenSessionDetails(null, 1, 0)).toBe(true);
  });

  it('a full subscriber opens every session on every page', () => {
    expect(canOpenSessionDetails('regular', 3, 7)).toBe(true);
    expect(canOpenSessionDetails('premium', 1, 20)).toBe(true);
  });

  it('other players’ duel and league tables, gifts and league creation are for full subscribers', () => {
    for (const rule of [canSeeOthersCompetitions, canUseGifts, canCreateLeague]) {
      expect(rule('regular')).toBe(true);
      expect(rule('premium')).toBe(true);
      expect(rule('free')).toBe(false);
      expect(rule(null)).toBe(false);
    }
  });

  it('the player record keeps its headline figures for everyone and its depth for subscribers', () => {
    const stats = { total_makes: 40, max_putts_per_minute: 12.5, most_in_60_seconds: 9, max_session_duration: 300 };
    expect(playerStatsFor('premium', stats)).toBe(stats);
    expect(playerStatsFor('free', stats)).toEqual({
      total_makes: 40,
      max_putts_per_minute: null,
      most_in_60_seconds: null,
      max_session_duration: null,
    });
    expect(stats.most_in_60_seconds).toBe(9);
  });
});
