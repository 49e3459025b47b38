import { NavLink } from 'react-router';
import { paths } from '../lib/paths.ts';
import { NavIcon } from './nav-icons.tsx';

/** The header's bell: the unread count at a glance and one tap to the notifications page. */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  // The name carries the count as the spec's menu item does: "Notifications (3)".
  const label = unreadCount > 0 ? `Notifications (${unreadCount})` : 'Notifications';
  return (
    <NavLink to={paths.notifications} className="notification-bell" aria-label={label}>
      <NavIcon name="bell" />
      {unreadCount > 0 && (
        <span className="bell-count" aria-hidden="true">
          {unreadCount > 99 ? '99+' : unreadCount}
        </span>
      )}
    </NavLink>
  );
}
