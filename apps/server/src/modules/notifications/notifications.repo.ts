import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

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

/**
 * Inserts a notification and queues its id on the `notifications` channel in the same
 * transaction: PostgreSQL delivers a NOTIFY only when the transaction commits, so a listener on
 * any instance hears of the row exactly when it exists.
 */
export async function insertNotification(db: DbOrTx, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification was not inserted');
  await db.execute(sql`select pg_notify('notifications', ${String(row.id)})`);
  return row;
}
