import { describe, expect, it } from 'vitest';
import { buildDuel } from '../../test/build-duel.ts';
import { describeCountdown, formatCountdown, formatRating, formatRatingChange } from './duel-detail-format.ts';
import { duelHandoffUrl, duelParameterString } from './duel-handoff.ts';

describe('formatCountdown', () => {
  it('shows days only when there are any, and never goes below zero', () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03:04:05');
    expect(formatCountdown(59_999)).toBe('00:00:59');
    expect(formatCountdown(-5000)).toBe('00:00:00');
  });

  it('describes the time left in words', () => {
    expect(describeCountdown((26 * 3600 + 60) * 1000)).toBe('1 day, 2 hours, 1 minute');
    expect(describeCountdown(30_000)).toBe('less than a minute');
  });
});

describe('ratings', () => {
  it('shows the rating with its 95 % range and the signed change', () => {
    expect(formatRating({ rating: 1512.4, deviation: 120.2 })).toBe('1,512 ± 240');
    expect(formatRatingChange(12.6)).toBe('+13');
    expect(formatRatingChange(-8.2)).toBe('−8');
    expect(formatRatingChange(0.3)).toBe('±0');
    expect(formatRatingChange(null)).toBeNull();
  });
});

describe('duel hand-off', () => {
  it('gives the spec string and the link for a time-limit duel', () => {
    const duel = buildDuel({ duel_id: 42, time_limit_minutes: 10, putting_distance_feet: 6.5 });
    expect(duelParameterString(duel)).toBe('duel=42,time_limit=10,scoring=total_makes');
    expect(duelHandoffUrl(duel)).toBe('holeout://start?mode=duel&duel_id=42&time_limit_minutes=10&distance_feet=6.5');
  });

  it('leaves the optional time limit out of a shoot-out, whose link carries the putt count', () => {
    const duel = buildDuel({ duel_id: 7, competition_mode: 'shoot_out', time_limit_minutes: null, max_attempts: 21 });
    expect(duelParameterString(duel)).toBe('duel=7,scoring=total_makes');
    expect(duelHandoffUrl(duel)).toBe('holeout://start?mode=duel&duel_id=7&max_attempts=21&distance_feet=7.0');
  });
});
