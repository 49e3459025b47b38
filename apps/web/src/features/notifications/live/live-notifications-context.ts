import { createContext, useContext } from 'react';
import type { LiveStatus } from './notification-connection.ts';

export interface LiveNotifications {
  status: LiveStatus;
}

export const LiveNotificationsContext = createContext<LiveNotifications>({ status: 'connecting' });

/** The signed-in tab's live connection, as the notifications page shows it. */
export function useLiveNotifications(): LiveNotifications {
  return useContext(LiveNotificationsContext);
}
