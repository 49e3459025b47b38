/**
 * The two ways a career record could be computed on every read instead of
 * being kept up to date on upload — the baselines the benchmark compares
 * `GET /api/career-stats` against. Neither is used by the app.
 */
import type { ConsecutiveLabel, MissKind, Zone } from '@holeout/shared/putt-log';
import {
  addSessionToCareer,
  type CareerAccumulator,
  careerFromSessions,
  emptyCareer,
} from '@holeout/shared/stats/career-record';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/sessions.ts';

const careerSessions = (playerId: number) => and(eq(sessions.playerId, playerId), isNull(sessions.irlPlayer));

/** Reads every putt log of the player and recomputes all figures from scratch. */
export async function careerFromAllLogs(db: Db, playerId: number): Promise<CareerAccumulator> {
  const rows = await db
    .select({ putts: sessions.puttLog, started: sessions.startedAt, duration: sessions.durationSeconds })
    .from(sessions)
    .where(careerSessions(playerId))
    .orderBy(asc(sessions.sessionNumber));
  return careerFromSessions(
    rows.map((r) => ({ putts: r.putts, started_at: r.started.toISOString(), duration_seconds: r.duration })),
  );
}

/** Reads every session's stored figures (no logs) and folds them; cheaper, still a full scan. */
export async function careerFromStoredFigures(db: Db, playerId: number): Promise<CareerAccumulator> {
  const rows = await db
    .select({
      started: sessions.startedAt,
      makes: sessions.makes,
      misses: sessions.misses,
      putts: sessions.putts,
      session_duration: sessions.sessionDuration,
      best_streak: sessions.bestStreak,
      fastest_21_makes: sessions.fastest21Makes,
      most_makes_in_60_seconds: sessions.mostMakesIn60Seconds,
      putts_per_minute: sessions.puttsPerMinute,
      makes_per_minute: sessions.makesPerMinute,
      makes_overview: sessions.makesOverview,
      misses_overview: sessions.missesOverview,
      makes_by_category: sessions.makesByCategory,
      misses_by_category: sessions.missesByCategory,
      consecutive_by_category: sessions.consecutiveByCategory,
    })
    .from(sessions)
    .where(careerSessions(playerId))
    .orderBy(asc(sessions.sessionNumber));
  let acc = emptyCareer();
  for (const { started, ...r } of rows) {
    acc = addSessionToCareer(
      acc,
      {
        ...r,
        makes_overview: r.makes_overview as Record<Zone, number>,
        misses_overview: r.misses_overview as Record<MissKind, number>,
        consecutive_by_category: r.consecutive_by_category as Record<ConsecutiveLabel, number>,
      },
      started.toISOString(),
    );
  }
  return acc;
}
