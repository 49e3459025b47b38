import type { Notification } from '@holeout/shared/notifications';
import { createContext, useContext } from 'react';
import type { LiveStatus } from './notification-connection.ts';

export interface LiveNotifications {
  status: LiveStatus;
  /** The newest notification that arrived live in this tab (null before the first): toasts follow it. */
  latest: Notification | null;
}

export const LiveNotificationsContext = createContext<LiveNotifications>({ status: 'connecting', latest: null });

/** The signed-in tab's live connection, as the notifications page shows it. */
export function useLiveNotifications(): LiveNotifications {
  return useContext(LiveNotificationsContext);
}
