import { describe, expect, it } from 'vitest';
import { type LeaderboardAggregate, rankLeaderboard } from './leaderboard.ts';

const row = (id: number, name: string, f: Partial<LeaderboardAggregate>): LeaderboardAggregate => ({
  player_id: id,
  player_name: name,
  irl_player: null,
  total_makes: null,
  best_streak: null,
  makes_per_minute: null,
  fastest_21_makes_seconds: null,
  ...f,
});

const rows = [
  row(1, 'Ann', { total_makes: 120, best_streak: 9, makes_per_minute: 6.5, fastest_21_makes_seconds: 48.2 }),
  row(2, 'Bob', { total_makes: 300, best_streak: 14, makes_per_minute: 6.5, fastest_21_makes_seconds: null }),
  row(3, 'Cid', { total_makes: 120, best_streak: 3, makes_per_minute: 4, fastest_21_makes_seconds: 39.9 }),
  row(4, 'Dee', { total_makes: 10, best_streak: 3 }),
];

describe('rankLeaderboard', () => {
  it('ranks highest first with shared ranks, names ordering a tie', () => {
    expect(rankLeaderboard(rows, 'total_makes', 10).map((e) => [e.rank, e.player_name, e.value])).toEqual([
      [1, 'Bob', 300],
      [2, 'Ann', 120],
      [2, 'Cid', 120],
      [4, 'Dee', 10],
    ]);
  });

  it('ranks the fastest 21 lowest first and leaves out players without a run of 21', () => {
    expect(rankLeaderboard(rows, 'fastest_21_makes_seconds', 10).map((e) => [e.rank, e.player_id])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('leaves out missing rates and cuts at the limit after ranking', () => {
    const top = rankLeaderboard(rows, 'makes_per_minute', 2);
    expect(top).toEqual([
      { rank: 1, player_id: 1, player_name: 'Ann', irl_player: null, value: 6.5 },
      { rank: 1, player_id: 2, player_name: 'Bob', irl_player: null, value: 6.5 },
    ]);
    expect(rankLeaderboard([], 'best_streak', 3)).toEqual([]);
  });
});
