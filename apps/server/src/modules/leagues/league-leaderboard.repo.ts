import type { EntrantSource, LeaderboardAggregate, OneSessionMetric } from '@holeout/shared/stats/leaderboard';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type BestColumns, holdsBest } from '../../db/best-figures.ts';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { leagueLeaderboard } from '../../db/schema/leaderboards.ts';
import { leagueSubmissions } from '../../db/schema/leagues.ts';
import { sessionCounts, sessions } from '../../db/schema/sessions.ts';

/** One session's figures as a league leaderboard row takes them. */
export interface LeaderboardFigures {
  makes: number;
  bestStreak: number;
  makesPerMinute: number | null;
  fastest21: number | null;
}

/**
 * Folds a session submitted to a league into its entrant's row (inside the submission's
 * transaction): sums and bests in one upsert. GREATEST and LEAST skip nulls, so a session without
 * a rate or a run of 21 leaves the best as it was.
 */
export async function addToLeagueLeaderboard(
  tx: DbOrTx,
  key: { leagueId: number; playerId: number; irlPlayer: string },
  f: LeaderboardFigures,
): Promise<void> {
  const t = leagueLeaderboard;
  await tx
    .insert(t)
    .values({
      ...key,
      sessions: 1,
      totalMakes: f.makes,
      bestStreak: f.bestStreak,
      maxMakesPerMinute: f.makesPerMinute,
      minFastest21: f.fastest21,
    })
    .onConflictDoUpdate({
      target: [t.leagueId, t.playerId, t.irlPlayer],
      set: {
        sessions: sql`${t.sessions} + 1`,
        totalMakes: sql`${t.totalMakes} + excluded.total_makes`,
        bestStreak: sql`greatest(${t.bestStreak}, excluded.best_streak)`,
        maxMakesPerMinute: sql`greatest(${t.maxMakesPerMinute}, excluded.max_makes_per_minute)`,
        minFastest21: sql`least(${t.minFastest21}, excluded.min_fastest_21)`,
      },
    });
}

/**
 * Writes one entrant's league row again from their submissions that count (an operator flagged or
 * removed a session, or cleared one: decision 041), or deletes it when none counts — the upserts
 * of {@link addToLeagueLeaderboard} cannot take a session back out of a max or a min.
 */
export async function recountLeagueLeaderboardEntry(
  tx: DbOrTx,
  key: { leagueId: number; playerId: number; irlPlayer: string },
): Promise<void> {
  const s = leagueSubmissions;
  const t = leagueLeaderboard;
  const [row] = await tx
    .select({
      sessions: sql<number>`count(*)::int`,
      totalMakes: sql<number>`coalesce(sum(${s.makes}), 0)::int`,
      bestStreak: sql<number>`coalesce(max(${s.bestStreak}), 0)::int`,
      maxMakesPerMinute: sql<number | null>`max(${s.makesPerMinute})`,
      minFastest21: sql<number | null>`min(${s.fastest21Makes})`,
    })
    .from(s)
    .innerJoin(sessions, eq(sessions.sessionId, s.sessionId))
    .where(
      and(eq(s.leagueId, key.leagueId), eq(s.playerId, key.playerId), eq(s.irlPlayer, key.irlPlayer), sessionCounts()),
    );
  const where = and(eq(t.leagueId, key.leagueId), eq(t.playerId, key.playerId), eq(t.irlPlayer, key.irlPlayer));
  if (!row || row.sessions === 0) {
    await tx.delete(t).where(where);
    return;
  }
  const figures = {
    sessions: row.sessions,
    totalMakes: row.totalMakes,
    bestStreak: row.bestStreak,
    maxMakesPerMinute: row.maxMakesPerMinute === null ? null : Number(row.maxMakesPerMinute),
    minFastest21: row.minFastest21 === null ? null : Number(row.minFastest21),
  };
  await tx
    .insert(t)
    .values({ ...key, ...figures })
    .onConflictDoUpdate({ target: [t.leagueId, t.playerId, t.irlPlayer], set: figures });
}

/** The league's rows (its members' and named players' figures over the sessions submitted to it). */
export async function leagueAggregates(db: DbOrTx, leagueId: number): Promise<LeaderboardAggregate[]> {
  const rows = await db
    .select({
      playerId: leagueLeaderboard.playerId,
      name: players.name,
      irlPlayer: leagueLeaderboard.irlPlayer,
      totalMakes: leagueLeaderboard.totalMakes,
      bestStreak: leagueLeaderboard.bestStreak,
      mpm: leagueLeaderboard.maxMakesPerMinute,
      fastest: leagueLeaderboard.minFastest21,
    })
    .from(leagueLeaderboard)
    .innerJoin(players, eq(players.id, leagueLeaderboard.playerId))
    .where(eq(leagueLeaderboard.leagueId, leagueId));
  return rows.map((r) => {
    const irl = r.irlPlayer === '' ? null : r.irlPlayer;
    return {
      player_id: irl === null ? r.playerId : null,
      player_name: irl ?? r.name,
      irl_player: irl,
      total_makes: r.totalMakes,
      best_streak: r.bestStreak,
      makes_per_minute: r.mpm,
      fastest_21_makes_seconds: r.fastest,
    };
  });
}

const leagueBest: BestColumns = {
  best_streak: leagueLeaderboard.bestStreak,
  makes_per_minute: leagueLeaderboard.maxMakesPerMinute,
  fastest_21_makes_seconds: leagueLeaderboard.minFastest21,
};

/**
 * How the session holding each entrant's best of `metric` in a league was captured: among the
 * entrant's submissions whose figure equals the row's best, the first submitted (the one that set
 * it). Keys are `playerId` and `irlPlayer` ('' for members).
 */
export async function leagueBestSources(
  db: DbOrTx,
  leagueId: number,
  metric: OneSessionMetric,
): Promise<EntrantSource[]> {
  const s = leagueSubmissions;
  const b = leagueLeaderboard;
  const match = holdsBest(metric, s, leagueBest);
  return db
    .selectDistinctOn([s.playerId, s.irlPlayer], {
      playerId: s.playerId,
      irlPlayer: s.irlPlayer,
      source: s.captureSource,
    })
    .from(s)
    .innerJoin(b, and(eq(b.leagueId, s.leagueId), eq(b.playerId, s.playerId), eq(b.irlPlayer, s.irlPlayer), match))
    .where(eq(s.leagueId, leagueId))
    .orderBy(s.playerId, s.irlPlayer, asc(s.id));
}
