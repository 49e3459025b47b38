/**
 * Constants of the contract that the web app's first screen (sign-in state, dashboard) needs,
 * in a file without zod, so importing them does not put zod in the first download
 * (docs/decisions/023). accounts.ts and putt-log.ts re-export them; everything else imports those.
 */
import type { PlayerStats } from './accounts.ts';

/** Spec 01 §9: e-mail notification flags, all on by default. */
export const NOTIFICATION_FLAGS = [
  'duel_requests',
  'duel_updates',
  'league_invites',
  'league_updates',
  'fundraiser_updates',
  'product_updates',
] as const;

/** Figures of a player with no sessions yet. */
export const EMPTY_PLAYER_STATS: Readonly<PlayerStats> = Object.freeze({
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

/** Make-run lengths for which `consecutive_by_category` counts maximal runs (spec 01 §9). */
export const CONSECUTIVE_THRESHOLDS = [3, 7, 10, 15, 21, 50, 77, 100] as const;
