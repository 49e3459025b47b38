import {
  emailFlagForKind,
  isAppLinkPath,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationChange,
} from '@holeout/shared/notifications';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentNotification } from './notification.presenter.ts';
import * as repo from './notifications.repo.ts';

/** What a module tells a player. `kind` groups notifications (and picks the e-mail preference). */
export interface NewNotification {
  playerId: number;
  kind: string;
  title: string;
  message: string;
  /** Where View leads in the web app, e.g. `/duels/12`: one of its own paths, or null. */
  linkPath: string | null;
}

/** A player's notifications: created by other modules inside their transactions, read and cleared here. */
export class NotificationsService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  /**
   * Records a notification inside the caller's transaction, so it exists exactly when the change
   * it reports does; live delivery follows the commit (NOTIFY on the `notifications` channel), and
   * the e-mail drain decides its e-mail (`email_state` pending) — unless its kind has no e-mail
   * preference at all, which is never e-mailed and skips the drain.
   */
  async notify(tx: DbOrTx, n: NewNotification): Promise<number> {
    if (n.linkPath !== null && !isAppLinkPath(n.linkPath)) {
      throw new Error(`notification link must be a path of the web app, got ${JSON.stringify(n.linkPath)}`);
    }
    const row = await repo.insertNotification(tx, {
      playerId: n.playerId,
      kind: n.kind,
      title: n.title,
      message: n.message,
      linkPath: n.linkPath,
      emailState: emailFlagForKind(n.kind) === null ? 'skipped' : 'pending',
    });
    return row.id;
  }

  async list(playerId: number): Promise<{ notifications: Notification[]; unread_count: number }> {
    const [rows, unread] = await Promise.all([
      repo.listNotifications(this.ctx.db, playerId),
      repo.countUnread(this.ctx.db, playerId),
    ]);
    return { notifications: rows.map(presentNotification), unread_count: unread };
  }

  async unreadCount(playerId: number): Promise<{ unread_count: number }> {
    return { unread_count: await repo.countUnread(this.ctx.db, playerId) };
  }

  /** Marks one of the player's notifications read (again is fine); 404 when they have no such one. */
  async markRead(playerId: number, notificationId: number): Promise<NotificationChange> {
    if (!(await repo.markRead(this.ctx.db, playerId, notificationId))) {
      throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
    }
    return this.change(playerId, NOTIFICATION_MESSAGES.markedRead);
  }

  async markAllRead(playerId: number): Promise<NotificationChange> {
    await repo.markAllRead(this.ctx.db, playerId);
    return this.change(playerId, NOTIFICATION_MESSAGES.markedAllRead);
  }

  /** Deletes one of the player's notifications; 404 when they have no such one. */
  async remove(playerId: number, notificationId: number): Promise<NotificationChange> {
    if (!(await repo.deleteNotification(this.ctx.db, playerId, notificationId))) {
      throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
    }
    return this.change(playerId, NOTIFICATION_MESSAGES.deleted);
  }

  private async change(playerId: number, message: string): Promise<NotificationChange> {
    return { message, unread_count: await repo.countUnread(this.ctx.db, playerId) };
  }
}
