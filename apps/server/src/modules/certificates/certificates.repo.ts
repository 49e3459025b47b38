import { and, asc, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { certificates } from '../../db/schema/certificates.ts';
import { duels } from '../../db/schema/duels.ts';
import { leagueSubmissions } from '../../db/schema/leagues.ts';
import { type SessionReviewState, sessions } from '../../db/schema/sessions.ts';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificateRow = typeof certificates.$inferInsert;

/** Inserts a certificate unless the player already holds that award; true when inserted. */
export async function insertCertificate(tx: DbOrTx, values: NewCertificateRow): Promise<boolean> {
  const rows = await tx.insert(certificates).values(values).onConflictDoNothing().returning({ id: certificates.id });
  return rows.length > 0;
}

/** A player's certificates, newest achievement first. */
export async function listPlayerCertificates(db: DbOrTx, playerId: number): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.playerId, playerId))
    .orderBy(desc(certificates.achievedAt), asc(certificates.id));
}

export async function findCertificate(db: DbOrTx, id: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row ?? null;
}

export async function findPlayerName(db: DbOrTx, playerId: number): Promise<string | null> {
  const [row] = await db.select({ name: players.name }).from(players).where(eq(players.id, playerId));
  return row?.name ?? null;
}

/** One of the player's own (non-IRL) sessions, with what its awards are computed from. */
export interface AwardSessionRow {
  sessionId: string;
  sessionNumber: number | null;
  startedAt: Date;
  puttLogSha256: string;
  bestStreak: number;
  makes: number;
  putts: number;
  /** An operator's review (decision 041): a flagged or removed session earns nothing. */
  reviewState?: SessionReviewState | null;
}

const awardSessionColumns = {
  sessionId: sessions.sessionId,
  sessionNumber: sessions.sessionNumber,
  startedAt: sessions.startedAt,
  puttLogSha256: sessions.puttLogSha256,
  bestStreak: sessions.bestStreak,
  makes: sessions.makes,
  putts: sessions.putts,
  reviewState: sessions.reviewState,
};

/** The player's numbered sessions after `afterNumber`, in session order (a page of at most `limit`). */
export async function listAwardSessions(
  db: DbOrTx,
  playerId: number,
  afterNumber: number,
  limit: number,
): Promise<AwardSessionRow[]> {
  return db
    .select(awardSessionColumns)
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), gt(sessions.sessionNumber, afterNumber)))
    .orderBy(asc(sessions.sessionNumber))
    .limit(limit);
}

/** SHA-256 of the putt logs of the player's sessions 1 … `upToNumber`, in session order. */
export async function sessionLogHashes(db: DbOrTx, playerId: number, upToNumber: number): Promise<string[]> {
  const rows = await db
    .select({ hash: sessions.puttLogSha256 })
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), lte(sessions.sessionNumber, upToNumber)))
    .orderBy(asc(sessions.sessionNumber));
  return rows.map((r) => r.hash);
}

/** SHA-256 of the logs a player submitted to a league, in submission order. */
export async function leagueLogHashes(db: DbOrTx, leagueId: number, playerId: number): Promise<string[]> {
  const rows = await db
    .select({ hash: leagueSubmissions.puttLogSha256 })
    .from(leagueSubmissions)
    .where(
      and(
        eq(leagueSubmissions.leagueId, leagueId),
        eq(leagueSubmissions.playerId, playerId),
        eq(leagueSubmissions.irlPlayer, ''),
      ),
    )
    .orderBy(asc(leagueSubmissions.submittedAt), asc(leagueSubmissions.id));
  return rows.map((r) => r.hash);
}

/** The player's first won duel (by completion), for the retroactive command. */
export async function findFirstDuelWin(db: DbOrTx, playerId: number): Promise<typeof duels.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(duels)
    .where(and(eq(duels.winnerId, playerId), isNotNull(duels.completedAt)))
    .orderBy(asc(duels.completedAt), asc(duels.id))
    .limit(1);
  return row ?? null;
}
