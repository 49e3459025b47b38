import type { ConsecutiveLabel, MissKind, Zone } from '@holeout/shared/putt-log';
import type { CareerAccumulator, CountStat } from '@holeout/shared/stats/career-record';
import type { careerStats } from '../../db/schema/career.ts';

/** A stored career row as Drizzle reads it. */
export type CareerRow = typeof careerStats.$inferSelect;
/** The writable figures of a career row (everything but the key and the bookkeeping time). */
export type CareerValues = Omit<typeof careerStats.$inferInsert, 'playerId' | 'updatedAt'>;

/**
 * The one mapping from a stored row to the shared `CareerAccumulator`. Timestamps come back as
 * ISO strings in UTC; `diffCareer` compares them as instants, so the offset change is harmless.
 */
export function careerFromRow(row: CareerRow): CareerAccumulator {
  return {
    total_sessions: row.totalSessions,
    sum_makes: row.sumMakes,
    sum_misses: row.sumMisses,
    sum_putts: row.sumPutts,
    sum_duration: row.sumDuration,
    high_makes: row.highMakes,
    high_best_streak: row.highBestStreak,
    low_fastest_21: row.lowFastest21,
    high_most_in_60: row.highMostIn60,
    high_ppm: row.highPpm,
    high_mpm: row.highMpm,
    high_duration: row.highDuration,
    consecutive: row.consecutive as Record<ConsecutiveLabel, CountStat>,
    makes_overview: row.makesOverview as Record<Zone, CountStat>,
    makes_detailed: row.makesDetailed,
    misses_overview: row.missesOverview as Record<MissKind, CountStat>,
    misses_detailed: row.missesDetailed,
    last_session_at: row.lastSessionAt ? row.lastSessionAt.toISOString() : null,
  };
}

/** The inverse of {@link careerFromRow}: the column values that store a `CareerAccumulator`. */
export function careerToValues(acc: CareerAccumulator): CareerValues {
  return {
    totalSessions: acc.total_sessions,
    sumMakes: acc.sum_makes,
    sumMisses: acc.sum_misses,
    sumPutts: acc.sum_putts,
    sumDuration: acc.sum_duration,
    highMakes: acc.high_makes,
    highBestStreak: acc.high_best_streak,
    lowFastest21: acc.low_fastest_21,
    highMostIn60: acc.high_most_in_60,
    highPpm: acc.high_ppm,
    highMpm: acc.high_mpm,
    highDuration: acc.high_duration,
    lastSessionAt: acc.last_session_at === null ? null : new Date(acc.last_session_at),
    consecutive: acc.consecutive,
    makesOverview: acc.makes_overview,
    makesDetailed: acc.makes_detailed,
    missesOverview: acc.misses_overview,
    missesDetailed: acc.misses_detailed,
  };
}
