import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { isPlainText } from './text.ts';

/** GET /players/search */
export const playerSearchQuerySchema = z.object({
  term: z
    .string()
    .trim()
    .min(1, 'Please enter a search term')
    .max(254)
    .refine(isPlainText, 'Search term must not contain control characters'),
  exclude_player_id: idParamSchema.optional(),
});
export const playerSearchResultSchema = z.object({
  players: z.array(
    z.object({
      player_id: z.number().int(),
      name: z.string(),
      /** Present only when the term was exactly this address (DESIGN §8). */
      email: z.string().optional(),
    }),
  ),
});

/** GET /compare */
export const compareQuerySchema = z.object({
  player1_id: idParamSchema,
  player2_id: idParamSchema,
});
const comparePlayerSchema = z.object({
  player_id: z.number().int(),
  player_name: z.string(),
  sum_makes: z.number(),
  high_best_streak: z.number(),
  avg_ppm: z.number().nullable(),
  /** Percent, makes ÷ putts × 100 over the career; null without putts. */
  avg_accuracy: z.number().nullable(),
  /** Best single-session figures, for the head-to-head boards. */
  high_mpm: z.number().nullable(),
  low_fastest_21: z.number().nullable(),
  /**
   * Glicko-2 duel rating: about 95 % of the time the true strength lies within rating ± 2 ×
   * deviation; a player never rated has 1500 ± 350 and 0 duels.
   */
  duel_rating: z.object({ rating: z.number(), deviation: z.number(), duels: z.number().int() }).nullable().optional(),
});
export type CompareCard = z.infer<typeof comparePlayerSchema>;

export const compareDuelSchema = z.object({
  duel_id: z.number().int(),
  created_at: z.string().nullable(),
  status: z.string(),
  creator_id: z.number().int(),
  invited_player_id: z.number().int().nullable(),
  creator_score: z.number().nullable(),
  invited_player_score: z.number().nullable(),
  winner_id: z.number().int().nullable(),
});
export const compareResponseSchema = z.object({
  player1_stats: comparePlayerSchema,
  player2_stats: comparePlayerSchema,
  h2h: z.object({
    player1_wins: z.number().int(),
    player2_wins: z.number().int(),
    total_completed_duels: z.number().int(),
  }),
  duel_history: z.array(compareDuelSchema),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
