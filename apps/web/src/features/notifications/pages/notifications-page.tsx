import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useNotifications } from '../api/get-notifications.ts';

export const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications';

/** /notifications: the player's notifications, newest first. */
export function NotificationsPage() {
  const player = useCurrentPlayer();
  const query = useNotifications(player.player_id);
  usePageTitle('Notifications');

  return (
    <div className="page page-narrow">
      <div className="page-header">
        <h1>Notifications</h1>
      </div>
      {query.isPending && <Spinner label="Loading notifications" />}
      {query.isError && (
        <p className="form-message form-message-error" role="alert">
          {NOTIFICATIONS_LOAD_FAILED}
        </p>
      )}
      {query.data && query.data.notifications.length === 0 && (
        <section className="card empty-state">
          <h2>All Caught Up!</h2>
          <p>
            You have no notifications. This is where you will hear about duel challenges, achievements, league updates,
            match results, reminders and social activity.
          </p>
        </section>
      )}
      {query.data && query.data.notifications.length > 0 && (
        <section className="card" aria-label="Your notifications">
          <ul className="notification-list">
            {query.data.notifications.map((n) => (
              <li key={n.id} className={n.read_status ? 'notification' : 'notification notification-unread'}>
                <div className="notification-body">
                  <p className="notification-title">
                    {!n.read_status && <span className="visually-hidden">Unread: </span>}
                    {n.title}
                  </p>
                  <p>{n.message}</p>
                  <p className="notification-time">
                    <time dateTime={n.created_at}>{formatDateTime(n.created_at)}</time>
                  </p>
                </div>
                {n.link_path?.startsWith('/') && (
                  <Link className="button button-secondary" to={n.link_path}>
                    View
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <p className="section-intro">Marking notifications as read and deleting them is coming soon.</p>
        </section>
      )}
    </div>
  );
}
