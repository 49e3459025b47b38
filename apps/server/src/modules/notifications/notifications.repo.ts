import { and, count, desc, eq } from 'drizzle-orm';
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
