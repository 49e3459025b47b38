import { z } from 'zod';
import { idParamSchema } from './ids.ts';

const countStatMap = z.record(z.string(), z.object({ high: z.number(), sum: z.number() }));

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

export const careerStatsQuerySchema = z.object({ player_id: idParamSchema });
