/**
 * Constants of the shared contract that the first screen (sign-in state, dashboard) needs, copied
 * here because their shared modules also build zod schemas: importing one constant from them
 * would put all of zod in the first download (docs/decisions/023). `contract-constants.test.ts`
 * holds each copy equal to the shared original, so they cannot drift. Elsewhere import the
 * shared modules directly.
 */

/** `@holeout/shared/accounts` NOTIFICATION_FLAGS: spec 01 §9, all on by default. */
export const NOTIFICATION_FLAGS = [
  'duel_requests',
  'duel_updates',
  'league_invites',
  'league_updates',
  'fundraiser_updates',
  'product_updates',
] as const;

/** `@holeout/shared/accounts` EMPTY_PLAYER_STATS: the figures of a player with no sessions. */
export const EMPTY_PLAYER_STATS = Object.freeze({
  total_sessions: 0,
  total_makes: 0,
  total_misses: 0,
  best_streak: 0,
  fastest_21_makes_seconds: null,
  fastest_21_makes: null,
  max_makes_per_minute: null,
  max_putts_per_minute: null,
  most_in_60_seconds: 0,
  max_session_duration: 0,
  make_percentage: null,
  last_session_at: null,
});

/** `@holeout/shared/putt-log` CONSECUTIVE_THRESHOLDS: spec 01 §9. */
export const CONSECUTIVE_THRESHOLDS = [3, 7, 10, 15, 21, 50, 77, 100] as const;
