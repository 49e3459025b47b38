import { isAppLinkPath, type Notification } from '@holeout/shared/notifications';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';

interface NotificationItemProps {
  notification: Notification;
  /** The player's time zone; the browser's when absent. */
  timeZone?: string;
  busy: boolean;
  onMarkRead: (id: number) => void;
  onDelete: (id: number) => void;
}

/** One notification: title, message, local time, and Mark Read (unread only), View (with a link) and Delete. */
export function NotificationItem({ notification: n, timeZone, busy, onMarkRead, onDelete }: NotificationItemProps) {
  const titleId = `notification-${n.id}-title`;
  return (
    <li className={n.read_status ? 'notification' : 'notification notification-unread'} aria-labelledby={titleId}>
      <div className="notification-body">
        <p className="notification-title" id={titleId}>
          {!n.read_status && <span className="visually-hidden">Unread: </span>}
          {n.title}
        </p>
        <p>{n.message}</p>
        <p className="notification-time">
          <time dateTime={n.created_at}>{formatDateTime(n.created_at, timeZone)}</time>
        </p>
      </div>
      <div className="notification-actions">
        {!n.read_status && (
          <button
            type="button"
            className="button button-secondary"
            aria-describedby={titleId}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onMarkRead(n.id)}
          >
            Mark Read
          </button>
        )}
        {n.link_path && isAppLinkPath(n.link_path) && (
          <Link className="button button-secondary" to={n.link_path} aria-describedby={titleId}>
            View
          </Link>
        )}
        <button
          type="button"
          className="button button-ghost"
          aria-describedby={titleId}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onDelete(n.id)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
