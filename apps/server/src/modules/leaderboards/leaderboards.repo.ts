import type { EntrantSource, LeaderboardAggregate, OneSessionMetric } from '@holeout/shared/stats/leaderboard';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { type BestColumns, holdsBest } from '../../db/best-figures.ts';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { careerStats } from '../../db/schema/career.ts';
import { sessions } from '../../db/schema/sessions.ts';

/**
 * Players' figures over all their own sessions: the career rows, kept in each upload's
 * transaction (IRL sessions excluded). Players without a session have no row here.
 */
export async function careerAggregates(db: DbOrTx, playerIds: readonly number[]): Promise<LeaderboardAggregate[]> {
  if (playerIds.length === 0) return [];
  const rows = await db
    .select({
      playerId: careerStats.playerId,
      name: players.name,
      sumMakes: careerStats.sumMakes,
      highBestStreak: careerStats.highBestStreak,
      highMpm: careerStats.highMpm,
      lowFastest21: careerStats.lowFastest21,
    })
    .from(careerStats)
    .innerJoin(players, eq(players.id, careerStats.playerId))
    .where(and(inArray(careerStats.playerId, [...playerIds]), gt(careerStats.totalSessions, 0)));
  return rows.map((r) => ({
    player_id: r.playerId,
    player_name: r.name,
    irl_player: null,
    total_makes: r.sumMakes,
    best_streak: r.highBestStreak,
    makes_per_minute: r.highMpm,
    fastest_21_makes_seconds: r.lowFastest21,
  }));
}

const careerBest: BestColumns = {
  best_streak: careerStats.highBestStreak,
  makes_per_minute: careerStats.highMpm,
  fastest_21_makes_seconds: careerStats.lowFastest21,
};

/**
 * How the session holding each player's career best of `metric` was captured: the player's first
 * own session (IRL ones are not in the career) whose figure equals the career row's best.
 */
export async function careerBestSources(
  db: DbOrTx,
  playerIds: readonly number[],
  metric: OneSessionMetric,
): Promise<EntrantSource[]> {
  if (playerIds.length === 0) return [];
  const s = sessions;
  const c = careerStats;
  const match = holdsBest(metric, s, careerBest);
  const rows = await db
    .selectDistinctOn([s.playerId], { playerId: s.playerId, source: s.captureSource })
    .from(s)
    .innerJoin(c, and(eq(c.playerId, s.playerId), match))
    .where(and(inArray(s.playerId, [...playerIds]), isNull(s.irlPlayer)))
    .orderBy(s.playerId, asc(s.id));
  return rows.map((r) => ({ ...r, irlPlayer: '' }));
}
