import { type CareerAccumulator, emptyCareer } from '@holeout/shared/stats/career-record';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { players } from '../../db/schema/accounts.ts';
import { careerStats } from '../../db/schema/career.ts';
import { type SessionReviewState, sessions } from '../../db/schema/sessions.ts';
import { type CareerRow, type CareerValues, careerFromRow, careerToValues } from './career-row.ts';

/** The career row by primary key, or null for a player who never uploaded. */
export async function findCareer(db: DbOrTx, playerId: number): Promise<CareerRow | null> {
  const [row] = await db.select().from(careerStats).where(eq(careerStats.playerId, playerId));
  return row ?? null;
}

/**
 * Makes sure the player's career row exists, locks it for the rest of the transaction and returns
 * it, in one statement: uploads of one player run one after another (session numbers without
 * gaps, exact sums). The no-op `do update` of the upsert takes the row lock like `for update`
 * and, after waiting for another upload, returns the row as that upload committed it.
 */
export async function lockCareer(tx: DbOrTx, playerId: number): Promise<CareerRow> {
  const [row] = await tx
    .insert(careerStats)
    .values({ playerId, ...careerToValues(emptyCareer()) })
    .onConflictDoUpdate({ target: careerStats.playerId, set: { playerId: sql`excluded.player_id` } })
    .returning();
  if (!row) throw new Error(`career row of player ${playerId} was not returned`);
  return row;
}

/** Overwrites the player's career figures (the row must exist: see {@link lockCareer}). */
export async function writeCareer(tx: DbOrTx, playerId: number, values: CareerValues): Promise<void> {
  await tx
    .update(careerStats)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(careerStats.playerId, playerId));
}

/** The player's career as the shared type; the empty career when the player never uploaded. */
export async function loadCareer(db: DbOrTx, playerId: number): Promise<CareerAccumulator> {
  const row = await findCareer(db, playerId);
  return row ? careerFromRow(row) : emptyCareer();
}

// Read on every career page, comparison and history page: prepared, not rebuilt.
const playerCareerStatement = preparedStatement((db) =>
  db
    .select({ name: players.name, career: careerStats })
    .from(players)
    .leftJoin(careerStats, eq(careerStats.playerId, players.id))
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare('player_career'),
);

/** A player's name and career row in one primary-key read; null when the player does not exist. */
export async function findPlayerCareer(
  db: DbOrTx,
  playerId: number,
): Promise<{ name: string; career: CareerRow | null } | null> {
  const [row] = await playerCareerStatement(db).execute({ playerId });
  return row ?? null;
}

// The history page needs only the name and how many numbered sessions there are.
const playerSessionCountStatement = preparedStatement((db) =>
  db
    .select({ name: players.name, totalSessions: careerStats.totalSessions })
    .from(players)
    .leftJoin(careerStats, eq(careerStats.playerId, players.id))
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare('player_session_count'),
);

/** A player's name and numbered-session count (0 before the first upload); null when the player does not exist. */
export async function findPlayerSessionCount(db: DbOrTx, playerId: number) {
  const [row] = await playerSessionCountStatement(db).execute({ playerId });
  return row ? { name: row.name, totalSessions: row.totalSessions ?? 0 } : null;
}

// The owner's record on the dashboard: the whole player row and the career row in one read.
const playerRecordStatement = preparedStatement((db) =>
  db
    .select({ player: players, career: careerStats })
    .from(players)
    .leftJoin(careerStats, eq(careerStats.playerId, players.id))
    .where(eq(players.id, sql.placeholder('playerId')))
    .prepare('player_record'),
);

/** A player's row and career row in one primary-key read; null when the player does not exist. */
export async function findPlayerRecord(db: DbOrTx, playerId: number) {
  const [row] = await playerRecordStatement(db).execute({ playerId });
  return row ?? null;
}

/** What a career rebuild needs of one session: the raw log (as text, parsed one at a time). */
export interface SessionLogRow {
  sessionId: string;
  startedAt: Date;
  durationSeconds: number | null;
  puttLogText: string;
  puttLogSha256: string;
  /** An operator's review: a flagged or removed session keeps its number but not its figures. */
  reviewState: SessionReviewState | null;
}

/**
 * Every career-counting (non-IRL) session of the player with its raw log, in upload order. The career
 * module reads the sessions table here, and only here, to rebuild from the raw logs.
 */
export async function listCareerLogs(db: DbOrTx, playerId: number): Promise<SessionLogRow[]> {
  return db
    .select({
      sessionId: sessions.sessionId,
      startedAt: sessions.startedAt,
      durationSeconds: sessions.durationSeconds,
      puttLogText: sql<string>`${sessions.puttLog}::text`,
      puttLogSha256: sessions.puttLogSha256,
      reviewState: sessions.reviewState,
    })
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.irlPlayer)))
    .orderBy(asc(sessions.sessionNumber));
}

/** Up to `limit` player ids above `afterId`, ascending: how a rebuild walks every player. */
export async function playerIdsAfter(db: DbOrTx, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(gt(players.id, afterId))
    .orderBy(asc(players.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The career row locked for update (null when the player never uploaded). */
export async function findCareerForUpdate(tx: DbOrTx, playerId: number): Promise<CareerRow | null> {
  const [row] = await tx.select().from(careerStats).where(eq(careerStats.playerId, playerId)).for('update');
  return row ?? null;
}
