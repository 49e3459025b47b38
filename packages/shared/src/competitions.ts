import { z } from 'zod';

/** Marks a session played for a duel or a league round; absent for practice (spec 02 §3). */
export const sessionCompetitionSchema = z.object({
  type: z.enum(['duel', 'league']),
  opponent_name: z.string().nullable().optional(),
  league_name: z.string().nullable().optional(),
  round_number: z.number().int().nullable().optional(),
});
export type SessionCompetition = z.infer<typeof sessionCompetitionSchema>;

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
      ends_at: z.string(),
    }),
  ),
});
export type ActiveCompetitions = z.infer<typeof activeCompetitionsSchema>;
