/**
 * The comparison page's Duel History rows (its Head-to-Head Leaderboard comes from
 * GET /leaderboards-v2, components/leaderboard-boards.tsx). Pure so score placement is tested once.
 */
import type { CompareResponse } from '@holeout/shared/players';
import { formatDateTime, formatStat, NOT_AVAILABLE } from '../../lib/format.ts';

/** One Duel History line, from player 1's and player 2's side. */
export interface DuelHistoryRow {
  duelId: number;
  date: string;
  player1Score: string;
  player2Score: string;
  status: string;
  winner: string;
}

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_new_player: 'Pending',
  accepted: 'Pending',
  active: 'Active',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Scores only for completed duels (else '-'); the winner by name, 'Draw' for a completed tie. */
export function duelHistoryRows(data: CompareResponse): DuelHistoryRow[] {
  const { player1_stats: p1, player2_stats: p2 } = data;
  const nameOf = (id: number | null) =>
    id === p1.player_id ? p1.player_name : id === p2.player_id ? p2.player_name : NOT_AVAILABLE;
  return data.duel_history.map((duel) => {
    const completed = duel.status === 'completed';
    const scoreOf = (playerId: number) => {
      if (!completed) return '-';
      const score = duel.creator_id === playerId ? duel.creator_score : duel.invited_player_score;
      return score == null ? '-' : formatStat(score);
    };
    return {
      duelId: duel.duel_id,
      date: formatDateTime(duel.created_at),
      player1Score: scoreOf(p1.player_id),
      player2Score: scoreOf(p2.player_id),
      status: STATUS_LABELS[duel.status] ?? duel.status,
      winner: completed ? (duel.winner_id == null ? 'Draw' : nameOf(duel.winner_id)) : '-',
    };
  });
}
