import { z } from 'zod';

/** Spec 01 §9: sessions page size 21; latest sessions default 5. */
export const SESSIONS_PAGE_SIZE = 21;
export const SESSIONS_PAGE_SIZE_MAX = 100;
export const LATEST_SESSIONS_DEFAULT = 5;

const countMap = z.record(z.string(), z.number());
const countStatMap = z.record(z.string(), z.object({ high: z.number(), sum: z.number() }));

/** Marks a session played for a duel or a league round; absent for practice (spec 02 §3). */
export const sessionCompetitionSchema = z.object({
  type: z.enum(['duel', 'league']),
  opponent_name: z.string().nullable().optional(),
  league_name: z.string().nullable().optional(),
  round_number: z.number().int().nullable().optional(),
});
export type SessionCompetition = z.infer<typeof sessionCompetitionSchema>;

/**
 * One session as lists show it. Figures are derived on the server from the putt log.
 * The breakdowns are null and `details_locked` true where the viewer's membership does not
 * allow them (spec 01 §6: free viewers see details of the first session on page 1 only).
 */
export const sessionSummarySchema = z.object({
  session_id: z.string().uuid(),
  /** `Session #`: the player's sessions counted from 1 in upload order. */
  session_number: z.number().int(),
  start_time: z.string(),
  created_at: z.string(),
  /** Seconds. */
  session_duration: z.number(),
  putting_distance_feet: z.number(),
  putts: z.number().int(),
  makes: z.number().int(),
  misses: z.number().int(),
  best_streak: z.number().int(),
  /** Seconds; null when the session has no run of 21 makes. */
  fastest_21_makes: z.number().nullable(),
  putts_per_minute: z.number().nullable(),
  makes_per_minute: z.number().nullable(),
  most_makes_in_60_seconds: z.number().int(),
  competition: sessionCompetitionSchema.nullable(),
  details_locked: z.boolean(),
  makes_overview: countMap.nullable(),
  misses_overview: countMap.nullable(),
  makes_by_category: countMap.nullable(),
  misses_by_category: countMap.nullable(),
  consecutive_by_category: countMap.nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  /** Number of sessions in the whole history. */
  total: z.number().int(),
  /** ceil(total ÷ limit): 0 when the player has no sessions; a page beyond it is empty. */
  total_pages: z.number().int(),
});

/** GET /player/{id}/sessions */
export const sessionsPageSchema = z.object({
  player_id: z.number().int(),
  player_name: z.string(),
  sessions: z.array(sessionSummarySchema),
  pagination: paginationSchema,
});
export type SessionsPage = z.infer<typeof sessionsPageSchema>;

export const sessionsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(SESSIONS_PAGE_SIZE_MAX).default(SESSIONS_PAGE_SIZE),
});

/** GET /player-sessions-latest */
export const latestSessionsQuerySchema = z.object({
  player_id: z.coerce.number().int().positive(),
  limit: z.coerce.number().int().min(1).max(50).default(LATEST_SESSIONS_DEFAULT),
});
export const latestSessionsSchema = z.object({ sessions: z.array(sessionSummarySchema) });

/**
 * The session in the upload answer: always with its breakdowns (the uploader just sent the log).
 * IRL sessions (`irl_player` set) are stored for their league only: they have no `session_number`
 * and are not part of the uploader's history or career.
 */
export const uploadedSessionSchema = sessionSummarySchema.extend({
  session_number: z.number().int().nullable(),
  irl_player: z.string().nullable(),
});
export type UploadedSession = z.infer<typeof uploadedSessionSchema>;

/** POST /sessions answer: 201 when stored now, 200 when the same upload was already stored. */
export const sessionUploadResponseSchema = z.object({
  success: z.literal(true),
  created: z.boolean(),
  session: uploadedSessionSchema,
});
export type SessionUploadResponse = z.infer<typeof sessionUploadResponseSchema>;

/**
 * GET /career-stats. `locked` is true when the viewer is not a full subscriber: then only the
 * name and the session count are sent, every figure is null (spec 01 §6; not merely blurred).
 */
export const careerStatsSchema = z.object({
  player_id: z.number().int(),
  player_name: z.string(),
  locked: z.boolean(),
  total_sessions: z.number().int(),
  sum_makes: z.number().nullable(),
  sum_misses: z.number().nullable(),
  sum_putts: z.number().nullable(),
  high_makes: z.number().nullable(),
  high_best_streak: z.number().nullable(),
  low_fastest_21: z.number().nullable(),
  high_most_in_60: z.number().nullable(),
  high_ppm: z.number().nullable(),
  avg_ppm: z.number().nullable(),
  high_mpm: z.number().nullable(),
  avg_mpm: z.number().nullable(),
  /** Seconds. */
  high_duration: z.number().nullable(),
  /** Seconds. */
  sum_duration: z.number().nullable(),
  consecutive: countStatMap.nullable(),
  makes_overview: countStatMap.nullable(),
  makes_detailed: countStatMap.nullable(),
  misses_overview: countStatMap.nullable(),
  misses_detailed: countStatMap.nullable(),
});
export type CareerStats = z.infer<typeof careerStatsSchema>;

/** A career record with every figure withheld: for free viewers, and the web's 404 stand-in. */
export function withheldCareerStats(
  playerId: number,
  playerName: string,
  totalSessions: number,
  locked: boolean,
): CareerStats {
  return {
    player_id: playerId,
    player_name: playerName,
    locked,
    total_sessions: totalSessions,
    sum_makes: null,
    sum_misses: null,
    sum_putts: null,
    high_makes: null,
    high_best_streak: null,
    low_fastest_21: null,
    high_most_in_60: null,
    high_ppm: null,
    avg_ppm: null,
    high_mpm: null,
    avg_mpm: null,
    high_duration: null,
    sum_duration: null,
    consecutive: null,
    makes_overview: null,
    makes_detailed: null,
    misses_overview: null,
    misses_detailed: null,
  };
}

export const careerStatsQuerySchema = z.object({ player_id: z.coerce.number().int().positive() });

/** GET /players/search */
export const playerSearchQuerySchema = z.object({
  term: z.string().trim().min(1, 'Please enter a search term').max(254),
  exclude_player_id: z.coerce.number().int().positive().optional(),
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
  player1_id: z.coerce.number().int().positive(),
  player2_id: z.coerce.number().int().positive(),
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
});
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
