/**
 * Competition mode of the recorder: the duel or league round a session is putted for, its rules
 * (locked once chosen on the duel or league page), and what the top of the recorder says about
 * it. Built from the duel and league answers the pages already read; pure, so every rule is
 * testable by hand.
 */
import type { Duel } from '@holeout/shared/duels';
import type { LeagueDetail, LeagueRound } from '@holeout/shared/leagues';

/** The competition a session is putted for, as the recorder keeps it with the session. */
export interface RecordingCompetition {
  kind: 'duel' | 'league';
  /** `duel_id`, or `league_round_id`. */
  id: number;
  /** The league (for its standing after the session); null for a duel. */
  leagueId: number | null;
  /** What the recorder is headed with: 'Duel vs Sam', 'Spring League · Round 2'. */
  title: string;
  mode: 'time_limit' | 'shoot_out';
  timeLimitMinutes: number | null;
  maxAttempts: number | null;
  distanceFeet: number;
  /** Hand-tapped sessions are refused: only the camera (or the desktop app) may record it. */
  requireTracked: boolean;
  /** In-person leagues: the participant the organiser records now. */
  irlPlayer: string | null;
}

/** Fields the server adds for this feature; optional so older answers still type-check. */
export interface TrackedRule {
  require_tracked_sessions?: boolean;
}

/** Where the recorder was sent from: `?duel=ID`, or `?league=ID&round=ROUND_ID[&irl_player=NAME]`. */
export type CompetitionRequest =
  | { kind: 'duel'; duelId: number }
  | { kind: 'league'; leagueId: number; roundId: number; irlPlayer: string | null };

const positive = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** The competition asked for by the recorder's address, if any. */
export function competitionRequest(search: URLSearchParams): CompetitionRequest | null {
  const duelId = positive(search.get('duel'));
  if (duelId) return { kind: 'duel', duelId };
  const leagueId = positive(search.get('league'));
  const roundId = positive(search.get('round'));
  if (leagueId && roundId) return { kind: 'league', leagueId, roundId, irlPlayer: search.get('irl_player') || null };
  return null;
}

/**
 * The duel as a competition for `viewerId`, or the reason it takes no session from them now:
 * only an active duel the viewer plays and has not submitted to awaits a session.
 */
export function duelCompetition(duel: Duel & TrackedRule, viewerId: number): RecordingCompetition | string {
  const isCreator = duel.creator_id === viewerId;
  if (!isCreator && duel.invited_player_id !== viewerId) return 'You are not a player in this duel.';
  if (duel.status !== 'active') return 'This duel is not waiting for a session.';
  const own = isCreator ? duel.creator_submitted_session_id : duel.invited_player_submitted_session_id;
  if (own !== null) return 'Your session for this duel is already in.';
  const opponent = isCreator ? (duel.invited_player_name ?? 'your opponent') : duel.creator_name;
  return {
    kind: 'duel',
    id: duel.duel_id,
    leagueId: null,
    title: `Duel vs ${opponent}`,
    mode: duel.competition_mode,
    timeLimitMinutes: duel.time_limit_minutes,
    maxAttempts: duel.max_attempts,
    distanceFeet: duel.putting_distance_feet,
    requireTracked: duel.require_tracked_sessions === true,
    irlPlayer: null,
  };
}

/**
 * The league round as a competition, or why it takes no session now. A member putts for
 * themselves; an in-person league's organiser records one named participant at a time.
 */
export function leagueRoundCompetition(
  detail: LeagueDetail,
  roundId: number,
  irlPlayer: string | null,
  now: number,
): RecordingCompetition | string {
  const { league, viewer } = detail;
  const settings = league.settings as LeagueDetail['league']['settings'] & TrackedRule;
  const round: LeagueRound | undefined = detail.rounds.find((r) => r.round_id === roundId);
  if (!round) return 'This round is not part of the league.';
  if (Date.parse(round.start_time) > now) return `Round ${round.round_number} has not started yet.`;
  if (league.status === 'completed') return 'This league has ended.';
  const irl = settings.is_irl;
  if (irl) {
    if (!viewer.is_creator) return 'Only the organiser records the sessions of an in-person league.';
    if (!irlPlayer || !settings.player_names.includes(irlPlayer)) return 'Choose the participant to record.';
    if (round.submissions.some((s) => s.irl_player === irlPlayer)) return `${irlPlayer} already has a session in.`;
  } else {
    if (!viewer.is_member) return 'Only members take part in the rounds.';
    if (round.submissions.some((s) => s.player_id === viewer.player_id && s.irl_player === null)) {
      return 'Your session for this round is already in.';
    }
  }
  const ended = round.status === 'completed' || Date.parse(round.end_time) <= now;
  if (ended && !settings.allow_catch_up_submissions) return `Round ${round.round_number} is closed.`;
  return {
    kind: 'league',
    id: round.round_id,
    leagueId: league.league_id,
    title: `${league.name} · Round ${round.round_number}${irl && irlPlayer ? ` · ${irlPlayer}` : ''}`,
    mode: settings.competition_mode,
    timeLimitMinutes: settings.time_limit_minutes,
    maxAttempts: settings.max_attempts,
    distanceFeet: settings.putting_distance_feet,
    requireTracked: settings.require_tracked_sessions === true,
    irlPlayer: irl ? irlPlayer : null,
  };
}

/** The locked rules in words: '7.0 ft', '5 minutes', '21 putts'. */
export function competitionRules(
  c: Pick<RecordingCompetition, 'mode' | 'timeLimitMinutes' | 'maxAttempts' | 'distanceFeet'>,
) {
  const rows = [{ label: 'Distance', value: `${c.distanceFeet.toFixed(1)} ft` }];
  if (c.mode === 'time_limit') {
    const m = c.timeLimitMinutes ?? 0;
    rows.push({ label: 'Time limit', value: m === 1 ? '1 minute' : `${m} minutes` });
  } else {
    const n = c.maxAttempts ?? 0;
    rows.push({ label: 'Putts', value: n === 1 ? '1 putt' : `${n.toLocaleString('en-US')} putts` });
  }
  return rows;
}

/** Seconds the session may last, for a time-limited competition; null otherwise. */
export function limitSeconds(c: RecordingCompetition | undefined): number | null {
  return c?.mode === 'time_limit' && c.timeLimitMinutes !== null ? c.timeLimitMinutes * 60 : null;
}

/** Why a competition that requires tracked sessions offers only the camera here. */
export const TRACKED_REQUIRED_TEXT =
  'This competition requires tracked sessions: record it with the camera (or the desktop app). Hand-tapped sessions are not accepted.';
