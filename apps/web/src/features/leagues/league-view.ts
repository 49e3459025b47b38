/**
 * How a league and its rounds read on screen (spec 02 §4): statuses as of now, the per-member
 * round labels, the list tables' rows. Pure, so every rule is tested with hand-made leagues.
 */
import type {
  LeagueDetail,
  LeagueInvite,
  LeagueRound,
  LeagueSettings,
  LeagueStatus,
  LeagueSummary,
  RoundStatus,
} from '@holeout/shared/leagues';
import { formatDateTime } from '../../lib/format.ts';
import { roundDurationLabel } from './league-form.ts';

const time = (iso: string) => Date.parse(iso);

/** Spec 02 §4: a league shows as completed once its last round's end time has passed. */
export function displayLeagueStatus(league: Pick<LeagueSummary, 'status' | 'end_time'>, now: number): LeagueStatus {
  // A league in setup has not begun: its planned end passing does not end it (Start League re-times it).
  if (league.status === 'setup') return 'setup';
  return league.status !== 'completed' && time(league.end_time) <= now ? 'completed' : league.status;
}

/** Spec 02 §4: an active round shows as completed once its end time has passed. */
export function displayRoundStatus(round: Pick<LeagueRound, 'status' | 'end_time'>, now: number): RoundStatus {
  return round.status === 'active' && time(round.end_time) <= now ? 'completed' : round.status;
}

export const LEAGUE_STATUS_LABELS: Record<LeagueStatus, string> = {
  setup: 'Setup',
  registering: 'Registering',
  active: 'Active',
  completed: 'Completed',
};

/** The status cell of a league: 'Round 3' while a round runs, else the status by name. */
export function leagueStatusLabel(
  league: Pick<LeagueSummary, 'status' | 'end_time' | 'active_round_number'>,
  now: number,
): string {
  const status = displayLeagueStatus(league, now);
  if (status === 'active' && league.active_round_number !== null) return `Round ${league.active_round_number}`;
  return LEAGUE_STATUS_LABELS[status];
}

/** Per-member round labels (spec 02 §4 "Per-member round display"). */
export type MemberRoundLabel = 'Open App' | 'Submitted' | 'Completed' | 'Round Closed' | 'Scheduled';

/**
 * The label of one member for one round. The spec leaves the precedence open; this one is:
 *
 * 1. **Submitted** — the member's session is in (whatever the round's state).
 * 2. **Scheduled** — the round has not started.
 * 3. **Open App** — the round is running, or it has ended while catch-up submissions are allowed
 *    and the league is not over: a session can still be putted for it.
 * 4. **Round Closed** — the round's time is up but the server has not closed it yet (no points yet).
 * 5. **Completed** — the round is closed and scored (this member got 0 points).
 */
export function memberRoundLabel(
  round: Pick<LeagueRound, 'status' | 'start_time' | 'end_time'>,
  submitted: boolean,
  league: { status: LeagueStatus; allowCatchUp: boolean },
  now: number,
): MemberRoundLabel {
  if (submitted) return 'Submitted';
  const started = round.status !== 'scheduled' || time(round.start_time) <= now;
  if (!started) return 'Scheduled';
  const ended = displayRoundStatus(round, now) === 'completed';
  if (!ended) return 'Open App';
  if (league.allowCatchUp && league.status !== 'completed') return 'Open App';
  return round.status === 'completed' ? 'Completed' : 'Round Closed';
}

/** The round a member putts for now: the running one, else none. */
export function currentRound(rounds: readonly LeagueRound[], now: number): LeagueRound | null {
  return rounds.find((r) => displayRoundStatus(r, now) === 'active' && time(r.start_time) <= now) ?? null;
}

/** The latest round that has started (by number), whatever its state; null before the league begins. */
export function lastStartedRound(rounds: readonly LeagueRound[], now: number): LeagueRound | null {
  return (
    [...rounds].filter((r) => time(r.start_time) <= now).sort((a, b) => b.round_number - a.round_number)[0] ?? null
  );
}

/** The next round to start, for the countdown before a league (or a round) begins. */
export function nextRound(rounds: readonly LeagueRound[], now: number): LeagueRound | null {
  return (
    [...rounds].filter((r) => time(r.start_time) > now).sort((a, b) => time(a.start_time) - time(b.start_time))[0] ??
    null
  );
}

/**
 * Rounds a member may still submit to as a catch-up: ended, unsubmitted by them, while the
 * league allows catch-up and is not over.
 */
export function catchUpRounds(
  rounds: readonly LeagueRound[],
  playerId: number,
  league: { status: LeagueStatus; allowCatchUp: boolean },
  now: number,
): LeagueRound[] {
  if (!league.allowCatchUp || league.status === 'completed') return [];
  return rounds.filter(
    (r) => displayRoundStatus(r, now) === 'completed' && !r.submissions.some((s) => s.player_id === playerId),
  );
}

/** The rules table (spec 02 §2): each setting as a labelled line. */
export function rulesRows(league: Pick<LeagueSummary, 'privacy_type' | 'start_time' | 'time_zone'>, s: LeagueSettings) {
  const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
  const rows: { label: string; value: string }[] = [
    { label: 'Privacy', value: league.privacy_type === 'public' ? 'Public' : 'Private' },
    { label: 'Starts', value: formatDateTime(league.start_time) },
    { label: 'Rounds', value: String(s.num_rounds) },
    { label: 'Round length', value: roundDurationLabel(s.round_duration_hours) },
    {
      label: 'Competition mode',
      value: s.competition_mode === 'time_limit' ? 'Time limit' : 'Shoot-out',
    },
    s.competition_mode === 'time_limit'
      ? { label: 'Time limit', value: `${s.time_limit_minutes ?? '-'} minutes` }
      : { label: 'Putts', value: `${(s.max_attempts ?? 0).toLocaleString('en-US')} putts` },
    { label: 'Putting distance', value: `${s.putting_distance_feet.toFixed(1)} ft` },
    { label: 'Members may invite', value: yesNo(s.allow_player_invites) },
    { label: 'Late joiners', value: yesNo(s.allow_late_joiners) },
    { label: 'Catch-up submissions', value: yesNo(s.allow_catch_up_submissions) },
    { label: 'In person (IRL)', value: s.is_irl ? `Yes, ${s.num_players ?? s.player_names.length} players` : 'No' },
  ];
  if (league.time_zone) rows.splice(2, 0, { label: 'Time zone', value: league.time_zone });
  return rows;
}

/** One row of a list table on /leagues. */
export interface LeagueRowView {
  leagueId: number;
  name: string;
  status: string;
  members: number;
  starts: string;
  privacy: string;
  creator: string;
  /** Invitations only. */
  inviteId?: number;
  inviter?: string;
}

export function leagueRow(league: LeagueSummary | LeagueInvite, now: number): LeagueRowView {
  const row: LeagueRowView = {
    leagueId: league.league_id,
    name: league.name,
    status: leagueStatusLabel(league, now),
    members: league.member_count,
    starts: formatDateTime(league.start_time),
    privacy: league.privacy_type === 'public' ? 'Public' : 'Private',
    creator: league.creator_name,
  };
  if ('invite_id' in league) {
    row.inviteId = league.invite_id;
    row.inviter = league.inviter_name;
  }
  return row;
}

/** Whether the viewer may join a public league from the list (spec 02 §4 "Joining"). */
export function canJoinFromList(league: LeagueSummary, now: number): boolean {
  if (league.is_member) return false;
  if (league.privacy_type !== 'public') return false;
  const status = displayLeagueStatus(league, now);
  // A league in setup takes members too, unless it is in person (decision 043).
  if (status === 'setup') return !league.settings.is_irl;
  return status === 'registering' || (status === 'active' && league.settings.allow_late_joiners);
}

/** A member's submission to a round, if any. */
export function submissionOf(round: LeagueRound, key: { playerId: number | null; irlPlayer: string | null }) {
  return (
    round.submissions.find((s) =>
      key.irlPlayer !== null ? s.irl_player === key.irlPlayer : s.player_id === key.playerId && s.irl_player === null,
    ) ?? null
  );
}

/** The viewer's own place and points, from the standings. */
export function viewerStanding(detail: Pick<LeagueDetail, 'standings'>, playerId: number) {
  return detail.standings.find((s) => s.player_id === playerId && s.irl_player === null) ?? null;
}
