import type { CompareResponse } from '@holeout/shared/players';
import { describe, expect, it } from 'vitest';
import { duelHistoryRows } from './compare-boards.ts';

const ann = {
  player_id: 1,
  player_name: 'Ann',
  sum_makes: 300,
  high_best_streak: 25,
  avg_ppm: 8.1,
  avg_accuracy: 71.5,
  high_mpm: 6.25,
  low_fastest_21: 40.5,
};
const bob = { ...ann, player_id: 2, player_name: 'Bob', sum_makes: 410 };

const data = (history: CompareResponse['duel_history']): CompareResponse => ({
  player1_stats: ann,
  player2_stats: bob,
  h2h: { player1_wins: 0, player2_wins: 0, total_completed_duels: 0 },
  duel_history: history,
});
const duel = {
  duel_id: 9,
  created_at: '2025-03-04T14:05:00',
  status: 'completed',
  creator_id: 2,
  invited_player_id: 1,
  creator_score: 30,
  invited_player_score: 27,
  winner_id: 2,
};

describe('duelHistoryRows', () => {
  it("puts each score in its player's column whoever created the duel", () => {
    expect(duelHistoryRows(data([duel]))).toEqual([
      {
        duelId: 9,
        date: 'Mar 04, 2025, 14:05',
        player1Score: '27',
        player2Score: '30',
        status: 'Completed',
        winner: 'Bob',
      },
    ]);
  });

  it("shows '-' for scores and winner of duels not completed, N/A for a missing date", () => {
    const [row] = duelHistoryRows(data([{ ...duel, status: 'active', created_at: null, winner_id: null }]));
    expect(row).toMatchObject({ date: 'N/A', player1Score: '-', player2Score: '-', status: 'Active', winner: '-' });
  });

  it('calls a completed duel without a winner a draw', () => {
    const [row] = duelHistoryRows(data([{ ...duel, creator_score: 20, invited_player_score: 20, winner_id: null }]));
    expect(row.winner).toBe('Draw');
  });
});
