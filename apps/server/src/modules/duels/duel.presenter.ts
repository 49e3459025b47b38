import type { DuelState } from '@holeout/shared/duel-rules';
import type { Duel, DuelRating } from '@holeout/shared/duels';
import { INITIAL_RATING } from '@holeout/shared/stats/glicko2';
import type { DuelRow, DuelView } from './duels.repo.ts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * A player's rating in a duel answer: for a completed, rated duel the rating it left and its
 * change; otherwise the player's current rating (the starting values when never rated).
 */
function rating(
  stored: { rating: number | null; deviation: number | null; change: number | null },
  current: { rating: number | null; deviation: number | null } | null,
): DuelRating {
  if (stored.rating !== null && stored.deviation !== null) {
    return { rating: stored.rating, deviation: stored.deviation, change: stored.change };
  }
  return {
    rating: current?.rating ?? INITIAL_RATING.rating,
    deviation: current?.deviation ?? INITIAL_RATING.deviation,
    change: null,
  };
}

/**
 * A duel as the API answers it. `viewerId` decides one field: the invited contact of a
 * new-player invite, shown only to the creator who typed it.
 */
export function presentDuel(view: DuelView, viewerId: number): Duel {
  const d = view.duel;
  return {
    duel_id: d.id,
    creator_id: d.creatorId,
    creator_name: view.creatorName,
    invited_player_id: d.invitedPlayerId,
    invited_player_name: view.invitedPlayerName,
    invited_contact: viewerId === d.creatorId ? d.invitedContact : null,
    status: d.status,
    competition_mode: d.competitionMode,
    time_limit_minutes: d.timeLimitMinutes,
    max_attempts: d.maxAttempts,
    putting_distance_feet: d.puttingDistanceFeet,
    invitation_expiry_minutes: d.invitationExpiryMinutes,
    require_tracked_sessions: d.requireTrackedSessions,
    creator_score: d.creatorScore,
    invited_player_score: d.invitedPlayerScore,
    winner_id: d.winnerId,
    created_at: d.createdAt.toISOString(),
    accepted_at: iso(d.acceptedAt),
    completed_at: iso(d.completedAt),
    expires_at: d.expiresAt.toISOString(),
    creator_submitted_session_id: d.creatorSessionId,
    invited_player_submitted_session_id: d.invitedPlayerSessionId,
    creator_putt_log_sha256: d.creatorPuttLogSha256,
    invited_player_putt_log_sha256: d.invitedPlayerPuttLogSha256,
    creator_capture_source: d.creatorCaptureSource,
    invited_player_capture_source: d.invitedPlayerCaptureSource,
    forfeit: d.forfeit,
    creator_rating: rating(
      { rating: d.creatorRating, deviation: d.creatorDeviation, change: d.creatorRatingChange },
      view.creatorCurrent,
    ),
    invited_player_rating:
      d.invitedPlayerId === null
        ? null
        : rating(
            { rating: d.invitedPlayerRating, deviation: d.invitedPlayerDeviation, change: d.invitedPlayerRatingChange },
            view.invitedPlayerCurrent,
          ),
  };
}

/** The row as the state machine sees it. */
export function duelState(d: DuelRow): DuelState {
  return {
    status: d.status,
    creatorId: d.creatorId,
    invitedPlayerId: d.invitedPlayerId,
    invitationExpiryMinutes: d.invitationExpiryMinutes,
    puttingDistanceFeet: d.puttingDistanceFeet,
    expiresAt: d.expiresAt,
    acceptedAt: d.acceptedAt,
    completedAt: d.completedAt,
    creatorScore: d.creatorScore,
    invitedPlayerScore: d.invitedPlayerScore,
    winnerId: d.winnerId,
    forfeit: d.forfeit,
  };
}
