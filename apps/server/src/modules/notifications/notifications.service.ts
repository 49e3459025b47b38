import type { Notification } from '@holeout/shared/notifications';
import type { AppContext } from '../../app-context.ts';
import { presentNotification } from './notification.presenter.ts';
import { countUnread, listNotifications } from './notifications.repo.ts';

/** A player's notifications (read side; creating and delivering them comes with duels). */
export class NotificationsService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  async list(playerId: number): Promise<{ notifications: Notification[]; unread_count: number }> {
    const [rows, unread] = await Promise.all([
      listNotifications(this.ctx.db, playerId),
      countUnread(this.ctx.db, playerId),
    ]);
    return { notifications: rows.map(presentNotification), unread_count: unread };
  }

  async unreadCount(playerId: number): Promise<{ unread_count: number }> {
    return { unread_count: await countUnread(this.ctx.db, playerId) };
  }
}
