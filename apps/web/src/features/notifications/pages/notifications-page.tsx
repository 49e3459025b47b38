import { Spinner } from '../../../components/spinner.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { DELETE_FAILED, useDeleteNotification } from '../api/delete-notification.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { MARK_ALL_READ_FAILED, useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { MARK_READ_FAILED, useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { LiveBadge } from '../components/live-badge.tsx';
import { NotificationItem } from '../components/notification-item.tsx';
import { PopupPermissionPrompt } from '../components/popup-permission.tsx';
import { useLiveNotifications } from '../live/live-notifications-context.ts';
import '../notifications.css';

/** Spec 01 §8. */
export const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications';

/** Spec 01 §2: what the empty state lists. */
export const NOTIFICATION_KIND_LABELS = [
  'Duel challenges',
  'Achievements',
  'League updates',
  'Match results',
  'Reminders',
  'Social',
] as const;

/** /notifications: the player's notifications, newest first, updated live. */
export function NotificationsPage() {
  const player = useCurrentPlayer();
  const playerId = player.player_id;
  const query = useNotifications(playerId);
  const { status } = useLiveNotifications();
  const markRead = useMarkNotificationRead(playerId);
  const markAll = useMarkAllNotificationsRead(playerId);
  const remove = useDeleteNotification(playerId);
  const toast = useToast();
  usePageTitle('Notifications');

  const list = query.data?.notifications ?? [];
  const busy = markRead.isPending || markAll.isPending || remove.isPending;
  const failed = (message: string) => () => toast(message, { error: true });

  return (
    <div className="page page-narrow">
      <div className="page-header with-actions">
        <h1>Notifications</h1>
        {list.length > 0 && (
          <div className="notification-header-tools">
            <LiveBadge status={status} />
            <button
              type="button"
              className="button button-primary"
              aria-disabled={busy || undefined}
              onClick={() => !busy && markAll.mutate(undefined, { onError: failed(MARK_ALL_READ_FAILED) })}
            >
              Mark All as Read
            </button>
          </div>
        )}
      </div>
      <PopupPermissionPrompt />
      {query.isPending && <Spinner label="Loading notifications" />}
      {query.isError && (
        <p className="form-message form-message-error" role="alert">
          {NOTIFICATIONS_LOAD_FAILED}
        </p>
      )}
      {query.data && list.length === 0 && (
        <section className="card empty-state" aria-labelledby="all-caught-up">
          <h2 id="all-caught-up">All Caught Up!</h2>
          <LiveBadge status={status} />
          <p>You have no notifications. This is where you will hear about:</p>
          <ul className="notification-kinds">
            {NOTIFICATION_KIND_LABELS.map((kind) => (
              <li key={kind}>{kind}</li>
            ))}
          </ul>
        </section>
      )}
      {list.length > 0 && (
        <section className="card" aria-label="Your notifications">
          <ul className="notification-list">
            {list.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                timeZone={player.timezone}
                busy={busy}
                onMarkRead={(id) => markRead.mutate(id, { onError: failed(MARK_READ_FAILED) })}
                onDelete={(id) => remove.mutate(id, { onError: failed(DELETE_FAILED) })}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
