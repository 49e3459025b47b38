/**
 * The comparison page's Head-to-Head Leaderboard (four boards from the two players' figures) and
 * its Duel History rows. Pure so ranking, N/A handling and score placement are tested once.
 */
import type { CompareResponse } from '@holeout/shared/players';
import { formatDateTime, formatStat, NOT_AVAILABLE } from '../../lib/format.ts';

type ComparePlayer = CompareResponse['player1_stats'];

/** Spec 01 §9: leaderboard cards show three slots, unclaimed ones filled with a dash. */
export const BOARD_SLOTS = 3;

/** One slot of a board; `null` is an unclaimed slot. */
export interface BoardEntry {
  /** Null for a player without a figure: listed after the ranked ones with 'N/A'. */
  rank: number | null;
  playerId: number;
  name: string;
  value: string;
}

/** One of the four boards. */
export interface Board {
  title: string;
  slots: (BoardEntry | null)[];
}

interface Metric {
  title: string;
  read: (p: ComparePlayer) => number | null;
  lowerIsBetter: boolean;
  unit: string;
}

const METRICS: Metric[] = [
  { title: 'Most Makes', read: (p) => p.sum_makes, lowerIsBetter: false, unit: '' },
  { title: 'Best Streak', read: (p) => p.high_best_streak, lowerIsBetter: false, unit: '' },
  { title: 'Makes/Min', read: (p) => p.high_mpm, lowerIsBetter: false, unit: '' },
  { title: 'Fastest 21', read: (p) => p.low_fastest_21, lowerIsBetter: true, unit: 's' },
];

const known = (v: number | null): v is number => v != null && Number.isFinite(v);

/**
 * Ranks the players on one metric; equal figures share a place. Players without a figure (no run
 * of 21, no session yet) have nothing to be ranked by: they follow, unranked, with 'N/A'.
 */
function rankBoard(metric: Metric, players: ComparePlayer[]): Board {
  const ranked = players
    .map((p) => ({ p, v: metric.read(p) }))
    .filter((e): e is { p: ComparePlayer; v: number } => known(e.v))
    .sort((a, b) => (metric.lowerIsBetter ? a.v - b.v : b.v - a.v));
  const slots: (BoardEntry | null)[] = [];
  ranked.forEach((e, i) => {
    const previous = slots[i - 1];
    // Equal figures share a place (1-1), as on every leaderboard.
    const rank = previous?.rank != null && ranked[i - 1].v === e.v ? previous.rank : i + 1;
    slots.push({ rank, playerId: e.p.player_id, name: e.p.player_name, value: formatStat(e.v, metric.unit) });
  });
  for (const p of players) {
    if (!known(metric.read(p)))
      slots.push({ rank: null, playerId: p.player_id, name: p.player_name, value: NOT_AVAILABLE });
  }
  while (slots.length < BOARD_SLOTS) slots.push(null);
  return { title: metric.title, slots };
}

/** The four head-to-head boards: Most Makes, Best Streak, Makes/Min, Fastest 21 (lower is better). */
export function headToHeadBoards(player1: ComparePlayer, player2: ComparePlayer): Board[] {
  return METRICS.map((m) => rankBoard(m, [player1, player2]));
}

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
