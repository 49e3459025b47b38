/**
 * The career page's Leagues table (spec 01 §2 "Display rules"): only leagues whose status is active
 * or completed; an active one reads 'Round {n}' while a round runs, else 'Active'; a completed one
 * reads 'Complete'. Rank and points are the page player's standing in it.
 */
import type { LeagueSummary } from '@holeout/shared/leagues';

export interface CareerLeagueRow {
  leagueId: number;
  name: string;
  status: string;
  /** Shared rank in the standings, or '-' before the player has one. */
  rank: string;
  /** Points from completed rounds, or '-'. */
  points: string;
}

type Summary = Pick<
  LeagueSummary,
  'league_id' | 'name' | 'status' | 'active_round_number' | 'rank' | 'score' | 'start_time'
>;

/** Rows for the leagues of the page's player: running ones first, then newest start first. */
export function careerLeagueRows(leagues: readonly Summary[]): CareerLeagueRow[] {
  return leagues
    .filter((l) => l.status === 'active' || l.status === 'completed')
    .sort(
      (a, b) =>
        (a.status === 'active' ? 0 : 1) - (b.status === 'active' ? 0 : 1) ||
        Date.parse(b.start_time) - Date.parse(a.start_time) ||
        b.league_id - a.league_id,
    )
    .map((l) => ({
      leagueId: l.league_id,
      name: l.name,
      status:
        l.status === 'completed'
          ? 'Complete'
          : l.active_round_number !== null
            ? `Round ${l.active_round_number}`
            : 'Active',
      rank: l.rank === null ? '-' : String(l.rank),
      points: l.score === null ? '-' : l.score.toLocaleString('en-US'),
    }));
}
