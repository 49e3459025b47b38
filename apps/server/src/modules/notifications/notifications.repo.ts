import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { presentNotification } from './notification.presenter.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function listNotifications(db: DbOrTx, playerId: number, limit = 100): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.playerId, playerId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Uses the partial index on unread rows. */
export async function countUnread(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), eq(notifications.readStatus, false)));
  return row?.n ?? 0;
}

export type NewNotificationRow = typeof notifications.$inferInsert;

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const NOTIFY_PAYLOAD_LIMIT = 8_000;

/**
 * The NOTIFY payload of a new row: the notification as the API sends it with its player and
 * whether its e-mail is pending (`{"player_id":…,"email_pending":…,"notification":{…}}`), so a listening instance writes it to its streams without
 * reading the row back (decision 051); `id:playerId` when that would not fit in a payload, so an
 * instance without that player's streams still skips the read.
 */
export function notifyPayload(row: NotificationRow): string {
  const full = JSON.stringify({
    player_id: row.playerId,
    // Whether its e-mail is still to be decided: only then does a listening instance start a drain.
    email_pending: row.emailState === 'pending',
    notification: presentNotification(row),
  });
  return Buffer.byteLength(full) < NOTIFY_PAYLOAD_LIMIT ? full : `${row.id}:${row.playerId}`;
}

/**
 * Inserts a notification and queues its id on the `notifications` channel in the same
 * transaction: PostgreSQL delivers a NOTIFY only when the transaction commits, so a listener on
 * any instance hears of the row exactly when it exists.
 */
export async function insertNotification(db: DbOrTx, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification was not inserted');
  await db.execute(sql`select pg_notify('notifications', ${notifyPayload(row)})`);
  return row;
}

/** Marks one of the player's notifications read; false when the player has no such notification. */
export async function markRead(db: DbOrTx, playerId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readStatus: true })
    .where(and(eq(notifications.id, id), eq(notifications.playerId, playerId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, playerId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readStatus: true })
    .where(and(eq(notifications.playerId, playerId), eq(notifications.readStatus, false)));
}

/** Deletes one of the player's notifications; false when the player has no such notification. */
export async function deleteNotification(db: DbOrTx, playerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.playerId, playerId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** The rows with these ids that still exist, in id order (the live stream's read after a NOTIFY). */
export async function findByIds(db: DbOrTx, ids: readonly number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(inArray(notifications.id, [...ids]))
    .orderBy(asc(notifications.id));
}

/**
 * What a reconnecting stream missed: the player's rows with an id above `afterId`, oldest first,
 * at most the newest `limit` of them.
 */
export async function listAfter(
  db: DbOrTx,
  playerId: number,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), gt(notifications.id, afterId)))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Locks up to `limit` rows whose e-mail is still undecided, skipping rows another instance holds
 * (FOR UPDATE SKIP LOCKED): within the caller's transaction, each row is decided by one instance.
 */
export async function lockPendingEmails(tx: DbOrTx, limit: number): Promise<NotificationRow[]> {
  return tx
    .select()
    .from(notifications)
    .where(eq(notifications.emailState, 'pending'))
    .orderBy(asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setEmailState(
  tx: DbOrTx,
  ids: readonly number[],
  state: 'sent' | 'skipped',
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(notifications)
    .set({ emailState: state, emailedAt: at })
    .where(inArray(notifications.id, [...ids]));
}
