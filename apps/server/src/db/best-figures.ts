import type { OneSessionMetric } from '@holeout/shared/stats/leaderboard';
import { type AnyColumn, eq, type SQL } from 'drizzle-orm';

/** The columns of a row's best figure, per one-session metric. */
export type BestColumns = Record<OneSessionMetric, AnyColumn>;

/**
 * True where a session's (or a league submission's) figure of `metric` equals the best kept in
 * `best`: the session that holds that best.
 */
export function holdsBest(
  metric: OneSessionMetric,
  session: { bestStreak: AnyColumn; makesPerMinute: AnyColumn; fastest21Makes: AnyColumn },
  best: BestColumns,
): SQL {
  const figure = {
    best_streak: session.bestStreak,
    makes_per_minute: session.makesPerMinute,
    fastest_21_makes_seconds: session.fastest21Makes,
  }[metric];
  return eq(figure, best[metric]);
}
