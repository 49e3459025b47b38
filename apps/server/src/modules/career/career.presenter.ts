import type { PlayerStats } from '@holeout/shared/accounts';
import { type CareerStats, withheldCareerStats } from '@holeout/shared/career';
import type { CompareCard } from '@holeout/shared/players';
import { type CareerAccumulator, careerAverages } from '@holeout/shared/stats/career-record';
import { accuracy, accuracyFromMisses } from '@holeout/shared/stats/figures';

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

/**
 * The all-time figures of the player record, in full: the owner's membership then decides what is
 * sent (`playerStatsFor`). IRL sessions are not in the career, so not here.
 */
export function presentPlayerStats(c: CareerAccumulator): PlayerStats {
  return {
    total_sessions: c.total_sessions,
    total_makes: c.sum_makes,
    total_misses: c.sum_misses,
    best_streak: c.high_best_streak,
    fastest_21_makes_seconds: c.low_fastest_21,
    fastest_21_makes: c.low_fastest_21,
    max_makes_per_minute: c.high_mpm,
    max_putts_per_minute: c.high_ppm,
    most_in_60_seconds: c.high_most_in_60,
    max_session_duration: c.high_duration,
    make_percentage: accuracyFromMisses(c.sum_makes, c.sum_misses),
    last_session_at: c.last_session_at,
  };
}

/** One side of the comparison page. */
export function presentCompareCard(playerId: number, name: string, acc: CareerAccumulator): CompareCard {
  return {
    player_id: playerId,
    player_name: name,
    sum_makes: acc.sum_makes,
    high_best_streak: acc.high_best_streak,
    avg_ppm: careerAverages(acc).avg_ppm,
    avg_accuracy: accuracy(acc.sum_makes, acc.sum_putts),
    high_mpm: acc.high_mpm,
    low_fastest_21: acc.low_fastest_21,
  };
}
