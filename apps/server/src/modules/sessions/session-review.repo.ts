import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type SessionReviewState, sessions } from '../../db/schema/sessions.ts';

/** What the operator's review reads of a stored session. */
export interface ReviewedSessionRow {
  id: number;
  sessionId: string;
  playerId: number;
  sessionNumber: number | null;
  irlPlayer: string | null;
  durationSeconds: number | null;
  reviewState: SessionReviewState | null;
  puttLogText: string;
}

const reviewColumns = {
  id: sessions.id,
  sessionId: sessions.sessionId,
  playerId: sessions.playerId,
  sessionNumber: sessions.sessionNumber,
  irlPlayer: sessions.irlPlayer,
  durationSeconds: sessions.durationSeconds,
  reviewState: sessions.reviewState,
  puttLogText: sql<string>`${sessions.puttLog}::text`,
};

/** Up to `limit` sessions after row id `afterId`, by id: how the review walks every stored log. */
export async function sessionsAfter(db: DbOrTx, afterId: number, limit: number): Promise<ReviewedSessionRow[]> {
  return db.select(reviewColumns).from(sessions).where(gt(sessions.id, afterId)).orderBy(asc(sessions.id)).limit(limit);
}

/** One session by its client id, locked for the review's transaction. */
export async function lockSessionForReview(tx: DbOrTx, sessionId: string): Promise<ReviewedSessionRow | null> {
  const [row] = await tx.select(reviewColumns).from(sessions).where(eq(sessions.sessionId, sessionId)).for('update');
  return row ?? null;
}

/** Records the operator's review of a session. */
export async function setReview(
  tx: DbOrTx,
  id: number,
  review: { state: SessionReviewState; note: string | null; at: Date },
): Promise<void> {
  await tx
    .update(sessions)
    .set({ reviewState: review.state, reviewNote: review.note, reviewedAt: review.at })
    .where(and(eq(sessions.id, id)));
}
