/**
 * What the recorder plays for a duel or a league round, built from the duel and league answers:
 * only a competition that awaits this player's session (or, in person, the participant's) is
 * one; otherwise the reason why not. Pure, so every rule is testable by hand.
 */
import type { Duel } from '@holeout/shared/duels';
import type { LeagueDetail, LeagueRound } from '@holeout/shared/leagues';
import type { RecordingCompetition, TrackedRule } from './competition.ts';

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
