import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/mail.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export interface NewOutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Writes a message. With `claimUntil` the row is born claimed by the caller (one attempt started,
 * leased until then); without it nobody will deliver it.
 */
export async function insertMessage(
  db: DbOrTx,
  message: NewOutboxMessage,
  claimUntil: Date | null,
): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attempts: claimUntil ? 1 : 0,
      nextAttemptAt: claimUntil,
    })
    .returning();
  if (!row) throw new Error('the outbox insert returned no row');
  return row;
}

/**
 * Claims up to `limit` unsent rows due at `now`: counts an attempt and moves `next_attempt_at` to
 * `leaseUntil`, in one statement. Rows another instance is claiming at the same moment are skipped
 * (FOR UPDATE SKIP LOCKED), and a claimed row is not due again before its lease ends, so two
 * instances never deliver one row at the same time.
 */
export async function claimDue(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at, nextAttemptAt: null }).where(eq(outbox.id, id));
}

/** Keeps the error; `retryAt` null gives the message up. */
export async function markFailed(db: DbOrTx, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.update(outbox).set({ error, nextAttemptAt: retryAt }).where(eq(outbox.id, id));
}

/** The newest messages, optionally to one address, newest first: what the operator reads. */
export async function listRecent(db: DbOrTx, limit: number, to?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
