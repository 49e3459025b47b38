import { z } from 'zod';

/** Marks a session played for a duel or a league round; absent for practice (spec 02 §3). */
export const sessionCompetitionSchema = z.object({
  type: z.enum(['duel', 'league']),
  opponent_name: z.string().nullable().optional(),
  league_name: z.string().nullable().optional(),
  round_number: z.number().int().nullable().optional(),
});
export type SessionCompetition = z.infer<typeof sessionCompetitionSchema>;

/**
 * The machine-readable `code` beside `message` in every refusal of a session submitted to a duel
 * or a league round, so a client (the recorder) can react without reading the text:
 * - `competition_closed`: the duel is no longer active or the round no longer takes sessions;
 * - `already_submitted`: this player (or IRL participant) already submitted to it;
 * - `tracked_session_required`: a hand-tapped (`phone`) session sent to a competition that
 *   requires tracked sessions;
 * - `rules_mismatch`: the session's distance is not the competition's;
 * - `competition_not_open`: the duel is not accepted yet, or the league or round has not started;
 * - `competition_not_found`: no such duel or league round;
 * - `not_a_participant`: the player is not in the duel or league (or is not the IRL organiser);
 * - `invalid_entrant`: the IRL participant named (or not named) does not fit the league, or the
 *   upload names a duel and a round at once.
 */
export const COMPETITION_REFUSAL_CODES = [
  'competition_closed',
  'already_submitted',
  'tracked_session_required',
  'rules_mismatch',
  'competition_not_open',
  'competition_not_found',
  'not_a_participant',
  'invalid_entrant',
] as const;
export type CompetitionRefusalCode = (typeof COMPETITION_REFUSAL_CODES)[number];

/** 422 for a hand-tapped session sent to a competition that requires tracked sessions. */
export const TRACKED_SESSION_REQUIRED =
  'This competition requires tracked sessions (camera or desktop app). Hand-tapped sessions are not accepted — record it with the camera instead.';

/** GET /active-competitions: what awaits a session from the token's player (DESIGN §3). */
export const activeCompetitionsSchema = z.object({
  duels: z.array(
    z.object({
      duel_id: z.number().int(),
      opponent_name: z.string(),
      competition_mode: z.enum(['time_limit', 'shoot_out']),
      time_limit_minutes: z.number().nullable(),
      max_attempts: z.number().nullable(),
      putting_distance_feet: z.number(),
      /** True when only camera or desktop sessions are accepted (a `phone` one is refused). */
      require_tracked_sessions: z.boolean(),
      expires_at: z.string(),
    }),
  ),
  league_rounds: z.array(
    z.object({
      league_id: z.number().int(),
      league_name: z.string(),
      league_round_id: z.number().int(),
      round_number: z.number().int(),
      competition_mode: z.enum(['time_limit', 'shoot_out']),
      time_limit_minutes: z.number().nullable(),
      max_attempts: z.number().nullable(),
      putting_distance_feet: z.number(),
      /** True when only camera or desktop sessions are accepted (a `phone` one is refused). */
      require_tracked_sessions: z.boolean(),
      ends_at: z.string(),
    }),
  ),
});
export type ActiveCompetitions = z.infer<typeof activeCompetitionsSchema>;
