import type { Notification } from '@holeout/shared/notifications';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presentNotification } from './notification.presenter.ts';
import { countUnread, insertNotification, listNotifications } from './notifications.repo.ts';

/** What a module tells a player. `kind` groups notifications (and picks the e-mail preference). */
export interface NewNotification {
  playerId: number;
  kind: string;
  title: string;
  message: string;
  /** Where View leads in the web app, e.g. `/duels/12`. */
  linkPath: string | null;
}

/** A player's notifications: created by other modules inside their transactions, read and cleared here. */
export class NotificationsService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  /**
   * Records a notification inside the caller's transaction, so it exists exactly when the change
   * it reports does; live delivery follows the commit (NOTIFY on the `notifications` channel).
   */
  async notify(tx: DbOrTx, n: NewNotification): Promise<number> {
    const row = await insertNotification(tx, {
      playerId: n.playerId,
      kind: n.kind,
      title: n.title,
      message: n.message,
      linkPath: n.linkPath,
    });
    return row.id;
  }

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
