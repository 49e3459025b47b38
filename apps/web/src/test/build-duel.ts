import type { Duel } from '@holeout/shared/duels';

/**
 * A complete duel for web tests: a pending 5-minute time-limit duel at 7 ft, player 12 (Ada)
 * challenging player 34 (Ben), created 2025-03-01; `overrides` replace whole fields.
 */
export function buildDuel(overrides: Partial<Duel> = {}): Duel {
  return {
    duel_id: 1,
    creator_id: 12,
    creator_name: 'Ada',
    invited_player_id: 34,
    invited_player_name: 'Ben',
    invited_contact: null,
    status: 'pending',
    competition_mode: 'time_limit',
    time_limit_minutes: 5,
    max_attempts: null,
    putting_distance_feet: 7,
    invitation_expiry_minutes: 4320,
    creator_score: null,
    invited_player_score: null,
    winner_id: null,
    created_at: '2025-03-01T10:00:00.000Z',
    accepted_at: null,
    completed_at: null,
    expires_at: '2025-03-04T10:00:00.000Z',
    creator_submitted_session_id: null,
    invited_player_submitted_session_id: null,
    creator_putt_log_sha256: null,
    invited_player_putt_log_sha256: null,
    forfeit: false,
    creator_rating: null,
    invited_player_rating: null,
    require_tracked_sessions: false,
    creator_capture_source: null,
    invited_player_capture_source: null,
    ...overrides,
  };
}
