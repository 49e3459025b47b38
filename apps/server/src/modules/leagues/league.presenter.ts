/**
 * League rows → the contract's answers (packages/shared/src/leagues.ts). Pure: every figure is
 * read from the rows given, nothing is fetched here.
 */
import { type LeagueState, leagueStatusAt, leagueTransition } from '@holeout/shared/league-rules';
import {
  LEAGUE_MONTHLY,
  type LeagueRound,
  type LeagueSettings,
  type LeagueSummary,
  type LeagueViewer,
  type RoundSubmission,
  type Standing,
} from '@holeout/shared/leagues';
import { type RankedStanding, type RoundResult, standingsFromRounds } from '@holeout/shared/stats/standings';
import { calendarPath } from './league-settings-rules.ts';
import type { LeagueRow, LeagueView, MemberView, RoundRow, SubmissionView } from './leagues.repo.ts';

/** The settings of a league row (spec 02 §3). */
export function settingsOf(l: LeagueRow): LeagueSettings {
  return {
    num_rounds: l.numRounds,
    round_duration_hours: l.roundDurationHours ?? LEAGUE_MONTHLY,
    competition_mode: l.competitionMode,
    time_limit_minutes: l.timeLimitMinutes,
    max_attempts: l.maxAttempts,
    putting_distance_feet: l.puttingDistanceFeet,
    allow_player_invites: l.allowPlayerInvites,
    allow_late_joiners: l.allowLateJoiners,
    allow_catch_up_submissions: l.allowCatchUp,
    require_tracked_sessions: l.requireTrackedSessions,
    is_irl: l.isIrl,
    num_players: l.isIrl ? l.playerNames.length : null,
    player_names: l.isIrl ? l.playerNames : [],
  };
}

/** What the state machine needs of a league row. */
export function stateOf(l: LeagueRow): LeagueState {
  return {
    status: l.status,
    creatorId: l.creatorId,
    privacy: l.privacy,
    isIrl: l.isIrl,
    allowPlayerInvites: l.allowPlayerInvites,
    allowLateJoiners: l.allowLateJoiners,
    allowCatchUp: l.allowCatchUp,
    startTime: l.startTime,
    endTime: l.endTime,
    memberCount: l.memberCount,
  };
}

/** What a list row adds to the league itself. */
export interface SummaryExtras {
  activeRoundNumber: number | null;
  rank: number | null;
  score: number | null;
  isMember: boolean;
}

export function presentSummary(v: LeagueView, extras: SummaryExtras): LeagueSummary {
  const l = v.league;
  const settings = settingsOf(l);
  return {
    league_id: l.id,
    name: l.name,
    description: l.description,
    privacy_type: l.privacy,
    status: l.status,
    creator_id: l.creatorId,
    creator_name: v.creatorName,
    start_time: l.startTime.toISOString(),
    end_time: l.endTime.toISOString(),
    created_at: l.createdAt.toISOString(),
    time_zone: l.timeZone,
    member_count: l.memberCount,
    settings,
    rules: settings,
    active_round_number: extras.activeRoundNumber,
    rank: extras.rank,
    score: extras.score,
    is_member: extras.isMember,
  };
}

/** The round open at `now` by the clock, if any. */
export function activeRoundNumber(rounds: readonly RoundRow[], now: Date): number | null {
  const t = now.getTime();
  return rounds.find((r) => r.startTime.getTime() <= t && t < r.endTime.getTime())?.roundNumber ?? null;
}

/** How standings and submissions key an entrant: a member by id, an IRL participant by name. */
export const memberKey = (playerId: number) => `p:${playerId}`;
export const irlKey = (name: string) => `irl:${name.toLowerCase()}`;
export const submissionKey = (s: { playerId: number; irlPlayer: string }) =>
  s.irlPlayer === '' ? memberKey(s.playerId) : irlKey(s.irlPlayer);

function presentSubmission(v: SubmissionView): RoundSubmission {
  const s = v.submission;
  const irl = s.irlPlayer === '' ? null : s.irlPlayer;
  return {
    player_id: irl === null ? s.playerId : null,
    player_name: irl ?? v.playerName,
    irl_player: irl,
    score: s.score,
    points_awarded: s.pointsAwarded,
    round_rank: s.roundRank,
    session_id: s.sessionId,
    putt_log_sha256: s.puttLogSha256,
    submitted_at: s.submittedAt.toISOString(),
    catch_up: s.catchUp,
    capture_source: s.captureSource,
  };
}

/** Rounds with their submissions, best score first. */
export function presentRounds(rounds: readonly RoundRow[], subs: readonly SubmissionView[]): LeagueRound[] {
  const byRound = new Map<number, SubmissionView[]>();
  for (const v of subs) {
    const list = byRound.get(v.submission.roundId) ?? [];
    list.push(v);
    byRound.set(v.submission.roundId, list);
  }
  return rounds.map((r) => ({
    round_id: r.id,
    round_number: r.roundNumber,
    status: r.status,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    participants_at_close: r.participantsAtClose,
    submissions: (byRound.get(r.id) ?? [])
      .sort((a, b) => b.submission.score - a.submission.score || a.submission.id - b.submission.id)
      .map(presentSubmission),
  }));
}

/** The results of completed rounds, as the standings fold reads them. */
export function completedResults(rounds: readonly RoundRow[], subs: readonly SubmissionView[]): RoundResult[][] {
  const completed = new Set(rounds.filter((r) => r.status === 'completed').map((r) => r.id));
  const byRound = new Map<number, RoundResult[]>();
  for (const { submission: s } of subs) {
    if (!completed.has(s.roundId) || s.pointsAwarded === null) continue;
    const list = byRound.get(s.roundId) ?? [];
    list.push({ key: submissionKey(s), points: s.pointsAwarded, score: s.score });
    byRound.set(s.roundId, list);
  }
  return [...byRound.values()];
}

/** The standings: current members (or the IRL league's named players), ranked by points. */
export function leagueStandings(
  league: LeagueRow,
  members: readonly MemberView[],
  rounds: readonly RoundRow[],
  subs: readonly SubmissionView[],
): { ranked: RankedStanding[]; present: (r: RankedStanding) => Standing } {
  const names = new Map<string, { playerId: number | null; name: string; irl: string | null }>();
  if (league.isIrl) {
    for (const n of league.playerNames) names.set(irlKey(n), { playerId: null, name: n, irl: n });
  } else {
    for (const m of members) names.set(memberKey(m.playerId), { playerId: m.playerId, name: m.name, irl: null });
  }
  const nameOf = (k: string) => names.get(k)?.name ?? k;
  const ranked = standingsFromRounds([...names.keys()], completedResults(rounds, subs), nameOf);
  return {
    ranked,
    present: (r) => {
      const who = names.get(r.key);
      return {
        rank: r.rank,
        player_id: who?.playerId ?? null,
        player_name: who?.name ?? r.key,
        irl_player: who?.irl ?? null,
        points: r.points,
        rounds_submitted: r.roundsSubmitted,
        total_score: r.totalScore,
      };
    },
  };
}

/** The status the league has at `now` (the sweep writes it within a minute). */
export const statusNow = (l: LeagueRow, now: Date) => leagueStatusAt(stateOf(l), now);

/**
 * What the viewer may do on the league's page, asked of the league's rules (so the page offers
 * exactly what the server would accept), and their calendar feed when a member.
 */
export function presentViewer(
  l: LeagueRow,
  viewerId: number,
  now: Date,
  member: { calendarToken: string } | null,
  inviteId: number | null,
): LeagueViewer {
  const state = stateOf(l);
  const allowed = (event: Parameters<typeof leagueTransition>[1]) => leagueTransition(state, event, now).ok;
  const isMember = member !== null;
  return {
    player_id: viewerId,
    is_member: isMember,
    is_creator: l.creatorId === viewerId,
    invite_id: inviteId,
    can_edit: allowed({ type: 'edit', playerId: viewerId, isIrl: l.isIrl }),
    can_start: allowed({ type: 'start', playerId: viewerId }),
    can_invite: allowed({ type: 'invite', playerId: viewerId, isMember }),
    can_join: allowed({ type: 'join', playerId: viewerId, isMember, invited: inviteId !== null }),
    can_leave: allowed({ type: 'leave', playerId: viewerId, isMember }),
    can_delete: allowed({ type: 'delete', playerId: viewerId }),
    calendar_url: member ? calendarPath(l.id, viewerId, member.calendarToken) : null,
  };
}

/** One player's result in one league (`LeaguesService.resultsOf`). */
export interface LeagueResult {
  name: string;
  status: LeagueSummary['status'];
  standing: Standing;
  /** Players in the standings. */
  players: number;
  /** The player's completed rounds, oldest first. */
  rounds: { round: LeagueRound; submission: RoundSubmission }[];
}
