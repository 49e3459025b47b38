import type { LeaderboardEntry } from '@holeout/shared/leaderboards';
import { describe, expect, it } from 'vitest';
import { formatMetricValue, leaderboardCard } from './leaderboard-slots.ts';

const entry = (rank: number, name: string, value: number, extra: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  rank,
  player_id: rank * 10,
  player_name: name,
  value,
  ...extra,
});

describe('leaderboardCard', () => {
  it('fills the slots left unclaimed with null (shown as a dash)', () => {
    const card = leaderboardCard('total_makes', [entry(1, 'Ada', 1520)]);
    expect(card.title).toBe('Most Makes');
    expect(card.slots).toEqual([{ rank: 1, playerId: 10, name: 'Ada', value: '1,520', source: null }, null, null]);
  });

  it('keeps three slots however many entries there are, with shared ranks as given', () => {
    const card = leaderboardCard('best_streak', [
      entry(1, 'A', 9),
      entry(1, 'B', 9),
      entry(3, 'C', 4),
      entry(4, 'D', 2),
    ]);
    expect(card.slots.map((s) => s?.rank)).toEqual([1, 1, 3]);
  });

  it('names an in-person participant by their league name, without a stats link', () => {
    const card = leaderboardCard('total_makes', [
      entry(1, 'Organiser', 5, { player_id: null, irl_player: 'Player 2' }),
    ]);
    expect(card.slots[0]).toMatchObject({ name: 'Player 2', playerId: null });
  });

  it('is empty (three dashes) for no entries', () => {
    expect(leaderboardCard('fastest_21_makes_seconds', []).slots).toEqual([null, null, null]);
  });
});

describe('formatMetricValue', () => {
  it('formats each metric', () => {
    expect(formatMetricValue('total_makes', 12345)).toBe('12,345');
    expect(formatMetricValue('best_streak', 21)).toBe('21');
    expect(formatMetricValue('makes_per_minute', 7.456)).toBe('7.46');
    expect(formatMetricValue('fastest_21_makes_seconds', 63.2)).toBe('63.20s');
  });
});
