/**
 * The league page's results pivot (spec 02 §2): one row per player (a member, or a named
 * participant of an in-person league), one column per round, with each round's score and points,
 * the player's label where there is no score (spec 02 §4), and the standings' rank and points.
 * Sorting by name, by points or by one round's score. Pure, so the pivot and sorting are tested
 * once.
 */
import type { LeagueDetail } from '@holeout/shared/leagues';
import type { CaptureSourceValue } from '../../components/capture-source-icon.tsx';
import { displayLeagueStatus, type MemberRoundLabel, memberRoundLabel, submissionOf } from './league-view.ts';

export interface PivotCell {
  roundNumber: number;
  /** Null when the player has not submitted to this round. */
  score: number | null;
  /** Points once the round is closed; null while it is open or without a submission. */
  points: number | null;
  label: MemberRoundLabel;
  catchUp: boolean;
  /** How the submitted session was captured (null without a submission, or from an older server). */
  source: CaptureSourceValue | null;
}

export interface PivotRow {
  /** Stable key: `p:{player_id}` or `irl:{name}`. */
  key: string;
  name: string;
  playerId: number | null;
  irlPlayer: string | null;
  /** Shared standings rank; null for a player without a standing yet. */
  rank: number | null;
  points: number;
  cells: PivotCell[];
}

/** The pivot of a league as of `now`: players in standings order, rounds by number. */
export function resultsPivot(detail: Pick<LeagueDetail, 'league' | 'members' | 'rounds' | 'standings'>, now: number) {
  const { league, members, standings } = detail;
  const rounds = [...detail.rounds].sort((a, b) => a.round_number - b.round_number);
  const leagueState = {
    status: displayLeagueStatus(league, now),
    allowCatchUp: league.settings.allow_catch_up_submissions,
  };

  type Key = { playerId: number | null; irlPlayer: string | null; name: string };
  const keys: Key[] = league.settings.is_irl
    ? league.settings.player_names.map((n) => ({ playerId: null, irlPlayer: n, name: n }))
    : members.map((m) => ({ playerId: m.player_id, irlPlayer: null, name: m.name }));
  // Someone who left keeps their results: they stay in the standings, so they stay in the pivot.
  for (const s of standings) {
    const listed = keys.some((k) =>
      s.irl_player !== null ? k.irlPlayer === s.irl_player : k.playerId === s.player_id,
    );
    if (!listed) keys.push({ playerId: s.player_id, irlPlayer: s.irl_player, name: s.irl_player ?? s.player_name });
  }

  const rows: PivotRow[] = keys.map((k) => {
    const standing =
      standings.find((s) => (k.irlPlayer !== null ? s.irl_player === k.irlPlayer : s.player_id === k.playerId)) ?? null;
    return {
      key: k.irlPlayer !== null ? `irl:${k.irlPlayer}` : `p:${k.playerId}`,
      name: k.name,
      playerId: k.playerId,
      irlPlayer: k.irlPlayer,
      rank: standing?.rank ?? null,
      points: standing?.points ?? 0,
      cells: rounds.map((round) => {
        const submission = submissionOf(round, k);
        return {
          roundNumber: round.round_number,
          score: submission?.score ?? null,
          points: submission?.points_awarded ?? (round.status === 'completed' ? 0 : null),
          label: memberRoundLabel(round, submission !== null, leagueState, now),
          catchUp: submission?.catch_up ?? false,
          source: (submission as { capture_source?: CaptureSourceValue | null } | null)?.capture_source ?? null,
        };
      }),
    };
  });
  return { rounds: rounds.map((r) => r.round_number), rows: sortPivot(rows, DEFAULT_PIVOT_SORT) };
}

/** Column a pivot is sorted by: the player's name, their points, or one round's score. */
export type PivotSortKey = 'name' | 'points' | `round-${number}`;
export type SortDirection = 'ascending' | 'descending';
export interface PivotSort {
  key: PivotSortKey;
  direction: SortDirection;
}

/** Standings order: most points first. */
export const DEFAULT_PIVOT_SORT: PivotSort = { key: 'points', direction: 'descending' };

/** Clicking a header: the same column flips; a new one starts A→Z for names, best first for figures. */
export function nextPivotSort(current: PivotSort, key: PivotSortKey): PivotSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

const byName = (a: PivotRow, b: PivotRow) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/**
 * The rows in `sort` order. Players without a score for the sorted round come last in either
 * direction (there is nothing to compare); equal figures fall back to the name.
 */
export function sortPivot(rows: readonly PivotRow[], sort: PivotSort): PivotRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  if (sort.key === 'name') return [...rows].sort((a, b) => sign * byName(a, b));
  if (sort.key === 'points') return [...rows].sort((a, b) => sign * (a.points - b.points) || byName(a, b));
  const roundNumber = Number(sort.key.slice('round-'.length));
  const scoreOf = (row: PivotRow) => row.cells.find((c) => c.roundNumber === roundNumber)?.score ?? null;
  return [...rows].sort((a, b) => {
    const x = scoreOf(a);
    const y = scoreOf(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** The pivot's column names, for the narrow-screen "Sort by" control. */
export function pivotSortOptions(rounds: readonly number[]): { key: PivotSortKey; label: string }[] {
  return [
    { key: 'points', label: 'Points' },
    { key: 'name', label: 'Player' },
    ...rounds.map((n) => ({ key: `round-${n}` as PivotSortKey, label: `Round ${n}` })),
  ];
}
