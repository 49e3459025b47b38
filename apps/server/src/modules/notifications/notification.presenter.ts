import type { Notification } from '@holeout/shared/notifications';
import type { notifications } from '../../db/schema/notifications.ts';

type NotificationRow = typeof notifications.$inferSelect;

/** A notification row as the API sends it. */
export function presentNotification(n: NotificationRow): Notification {
  return {
    id: n.id,
    title: n.title,
    message: n.message,
    created_at: n.createdAt.toISOString(),
    read_status: n.readStatus,
    link_path: n.linkPath,
  };
}
