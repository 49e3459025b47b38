/**
 * Leaderboard ranking (DESIGN §6) as a pure function over per-player aggregates: the server keeps
 * the aggregates as sessions and submissions land, and ranks only the rows of the asked context.
 */
import { type LeaderboardEntry, type LeaderboardMetric, metricIsAscending } from '../leaderboards.ts';
import type { CaptureSource } from '../putt-log.ts';
import { sharedRanks } from './standings.ts';

/** Whose best a source is for: a member (or career player) by id, an IRL participant by name too ('' for members). */
export interface SourceKey {
  playerId: number;
  irlPlayer: string;
}

/** How the session holding an entrant's best was captured (decision 039). */
export type EntrantSource = SourceKey & { source: CaptureSource };

/** The metrics one session sets (a best), unlike the total of makes. */
export type OneSessionMetric = Exclude<LeaderboardMetric, 'total_makes'>;

/** One player's (or IRL participant's) figures in a context; null where the metric has no value. */
export interface LeaderboardAggregate {
  player_id: number | null;
  player_name: string;
  irl_player: string | null;
  total_makes: number | null;
  best_streak: number | null;
  makes_per_minute: number | null;
  fastest_21_makes_seconds: number | null;
}

/**
 * The board of `metric`: rows without a value are left out, best first (fewest seconds for the
 * fastest 21, else highest), equal values share the rank (1, 1, 3), names break ties for display,
 * at most `limit` entries.
 */
export function rankLeaderboard(
  rows: readonly LeaderboardAggregate[],
  metric: LeaderboardMetric,
  limit: number,
): LeaderboardEntry[] {
  const withValue = rows.flatMap((r) => {
    const value = r[metric];
    return value === null || !Number.isFinite(value) ? [] : [{ row: r, value }];
  });
  const sign = metricIsAscending(metric) ? 1 : -1;
  const byValue = (a: { value: number }, b: { value: number }) => sign * (a.value - b.value);
  const ranked = sharedRanks(withValue, byValue);
  // Names order the rows within a tie; ranks come from the values alone.
  ranked.sort((a, b) => a.rank - b.rank || a.item.row.player_name.localeCompare(b.item.row.player_name));
  return ranked.slice(0, limit).map(({ item, rank }) => ({
    rank,
    player_id: item.row.player_id,
    player_name: item.row.player_name,
    irl_player: item.row.irl_player,
    value: item.value,
  }));
}
