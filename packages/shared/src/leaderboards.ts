/**
 * Leaderboards contract (spec 02 §7, §9; spec 01 §7; DESIGN §6): GET /leaderboards-v2.
 */
import { z } from 'zod';
import { idParamSchema, MAX_ID } from './ids.ts';
import { CAPTURE_SOURCES } from './putt-log.ts';

export const LEADERBOARD_METRICS = [
  'total_makes',
  'best_streak',
  'makes_per_minute',
  'fastest_21_makes_seconds',
] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export const LEADERBOARD_CONTEXTS = ['leagues', 'custom', 'friends'] as const;
export type LeaderboardContext = (typeof LEADERBOARD_CONTEXTS)[number];

/** Card titles of the four boards (spec 01 comparison page). */
export const LEADERBOARD_METRIC_TITLES: Record<LeaderboardMetric, string> = {
  total_makes: 'Most Makes',
  best_streak: 'Best Streak',
  makes_per_minute: 'Makes/Min',
  fastest_21_makes_seconds: 'Fastest 21',
};

/** Lower is better only for the fastest 21 makes. */
export function metricIsAscending(metric: LeaderboardMetric): boolean {
  return metric === 'fastest_21_makes_seconds';
}

/** League cards show this many slots; unclaimed ones show a dash (spec 02 §9). */
export const LEADERBOARD_CARD_SLOTS = 3;
export const LEADERBOARD_UNCLAIMED = '-';
/** Most players a `custom` board may list. */
export const LEADERBOARD_CUSTOM_MAX_PLAYERS = 100;
export const LEADERBOARD_LIMIT_DEFAULT = 100;
export const LEADERBOARD_LIMIT_MAX = 500;

const ID_LIST_MESSAGE = `player_ids must be ids from 1 to ${MAX_ID}, separated by commas`;

/**
 * `player_ids` as one comma-separated parameter (`1,2`), at most
 * {@link LEADERBOARD_CUSTOM_MAX_PLAYERS}, duplicates dropped. A repeated parameter is refused, like
 * every repeated parameter of the API.
 */
export const playerIdListSchema = z
  .string()
  .max(2000)
  .transform((v, ctx) => {
    const parts = v.split(',');
    const ids: number[] = [];
    for (const part of parts) {
      const r = idParamSchema.safeParse(part.trim());
      if (!r.success) {
        ctx.addIssue({ code: 'custom', message: ID_LIST_MESSAGE });
        return z.NEVER;
      }
      if (!ids.includes(r.data)) ids.push(r.data);
    }
    if (ids.length === 0 || ids.length > LEADERBOARD_CUSTOM_MAX_PLAYERS) {
      ctx.addIssue({ code: 'custom', message: `player_ids must list 1 to ${LEADERBOARD_CUSTOM_MAX_PLAYERS} players` });
      return z.NEVER;
    }
    return ids;
  });

/**
 * GET /leaderboards-v2?metric=&context_type=… with `context_id` (a league) for `leagues`,
 * `player_ids` for `custom`, `player_id` (the token's player; default) for `friends`.
 */
export const leaderboardQuerySchema = z
  .object({
    metric: z.enum(LEADERBOARD_METRICS),
    context_type: z.enum(LEADERBOARD_CONTEXTS),
    context_id: idParamSchema.optional(),
    player_ids: playerIdListSchema.optional(),
    player_id: idParamSchema.optional(),
    limit: z
      .string()
      .regex(/^[0-9]{1,4}$/, `limit must be a whole number from 1 to ${LEADERBOARD_LIMIT_MAX}`)
      .transform(Number)
      .pipe(
        z.number().min(1).max(LEADERBOARD_LIMIT_MAX, `limit must be a whole number from 1 to ${LEADERBOARD_LIMIT_MAX}`),
      )
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.context_type === 'leagues' && q.context_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['context_id'],
        message: 'context_id (the league) is required for leagues',
      });
    }
    if (q.context_type === 'custom' && q.player_ids === undefined) {
      ctx.addIssue({ code: 'custom', path: ['player_ids'], message: 'player_ids is required for custom' });
    }
  });
export type LeaderboardQuery = z.output<typeof leaderboardQuerySchema>;

/** One entry (spec 02 §3: `player_id, player_name, value`, plus the shared `rank`). */
export const leaderboardEntrySchema = z.object({
  /** Ties share the rank (1, 1, 3). */
  rank: z.number().int(),
  /** Null for an in-person (IRL) participant of a league, who has no account. */
  player_id: z.number().int().nullable(),
  player_name: z.string(),
  /** IRL participants: their name in the league; null otherwise. */
  irl_player: z.string().nullable().optional(),
  value: z.number(),
  /**
   * How the session that holds the value was captured, for the metrics one session holds
   * (best_streak, makes_per_minute, fastest_21_makes_seconds; the first session to reach it);
   * null for sums (total_makes). Always sent by the server.
   */
  capture_source: z.enum(CAPTURE_SOURCES).nullable().optional(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** Best first; players without a value for the metric (no sessions, no run of 21) are left out. */
export const leaderboardResponseSchema = z.object({
  metric: z.enum(LEADERBOARD_METRICS),
  context_type: z.enum(LEADERBOARD_CONTEXTS),
  leaderboard: z.array(leaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
