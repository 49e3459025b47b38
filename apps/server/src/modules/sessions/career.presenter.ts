import { type CareerStats, withheldCareerStats } from '@holeout/shared/career';
import { type CareerAccumulator, careerAverages } from '@holeout/shared/stats/career-record';

/**
 * The career record as `GET /career-stats` sends it. A viewer who is not a full subscriber gets
 * `locked: true`, the name and the session count, and null for every figure (spec 01 §6), so the
 * numbers never reach a browser that is only meant to show them blurred.
 */
export function presentCareerStats(
  playerId: number,
  playerName: string,
  acc: CareerAccumulator,
  unlocked: boolean,
): CareerStats {
  if (!unlocked) return withheldCareerStats(playerId, playerName, acc.total_sessions, true);
  const { avg_ppm, avg_mpm } = careerAverages(acc);
  return {
    player_id: playerId,
    player_name: playerName,
    total_sessions: acc.total_sessions,
    locked: false,
    sum_makes: acc.sum_makes,
    sum_misses: acc.sum_misses,
    sum_putts: acc.sum_putts,
    high_makes: acc.high_makes,
    high_best_streak: acc.high_best_streak,
    low_fastest_21: acc.low_fastest_21,
    high_most_in_60: acc.high_most_in_60,
    high_ppm: acc.high_ppm,
    avg_ppm,
    high_mpm: acc.high_mpm,
    avg_mpm,
    high_duration: acc.high_duration,
    sum_duration: acc.sum_duration,
    consecutive: acc.consecutive,
    makes_overview: acc.makes_overview,
    makes_detailed: acc.makes_detailed,
    misses_overview: acc.misses_overview,
    misses_detailed: acc.misses_detailed,
  };
}
