import type { Notification } from '@holeout/shared/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { getStreamTicket } from '../api/get-stream-ticket.ts';
import { invalidateNotifications, notificationKeys, updateCachedList } from '../api/notification-keys.ts';
import { showPopup } from './browser-popups.ts';
import { LiveNotificationsContext } from './live-notifications-context.ts';
import { type LiveStatus, NotificationConnection } from './notification-connection.ts';

/** A live notification: first in the cached list (once), and the header's count fetched again. */
function receive(queryClient: QueryClient, playerId: number, n: Notification): void {
  updateCachedList(queryClient, playerId, (list) => {
    if (list.notifications.some((existing) => existing.id === n.id)) return list;
    return {
      notifications: [n, ...list.notifications],
      unread_count: list.unread_count + (n.read_status ? 0 : 1),
    };
  });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(playerId) });
  // What the notification is about changed too: a duel page or league page open in this tab
  // shows the new state at once instead of at its next poll.
  for (const key of staleQueryRoots(n.link_path)) void queryClient.invalidateQueries({ queryKey: [key] });
}

/** The cache roots a notification's link points into (`/duels/12` → duels, comparison …; `/contacts` → friends). */
export function staleQueryRoots(linkPath: string | null): string[] {
  if (linkPath?.startsWith('/duels')) return ['duels', 'comparison', 'active-competitions'];
  if (linkPath?.startsWith('/leagues')) return ['leagues', 'active-competitions'];
  if (linkPath?.startsWith('/contacts')) return ['friends', 'leaderboards', 'player-search'];
  return [];
}

/**
 * Holds the signed-in tab's live connection (one per tab, closed on sign-out): each notification
 * updates the header count and the notifications page at once, shows a browser pop-up when
 * allowed, and is read out to screen-reader users through a polite live region.
 */
export function LiveNotificationsProvider({ children }: { children: ReactNode }) {
  const { status: authStatus, player } = useAuth();
  const playerId = authStatus === 'authenticated' && player ? player.player_id : null;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [latest, setLatest] = useState<Notification | null>(null);

  useEffect(() => {
    if (playerId === null) return;
    const connection = new NotificationConnection({
      getTicket: getStreamTicket,
      onStatus: setStatus,
      onConnected: (again) => {
        // After a gap the replay covers the newest 100; one more fetch covers the rest. (Not on
        // the first connection: the page has just fetched, and a request then would only race a
        // sign-out made elsewhere.)
        if (again) void invalidateNotifications(queryClient, playerId);
      },
      onNotification: (n) => {
        receive(queryClient, playerId, n);
        setLatest(n);
        showPopup(n);
      },
    });
    connection.start();
    return () => {
      connection.stop();
      setStatus('connecting');
      setLatest(null);
    };
  }, [playerId, queryClient]);

  const value = useMemo(() => ({ status, latest }), [status, latest]);
  return (
    <LiveNotificationsContext.Provider value={value}>
      {children}
      {playerId !== null && (
        // A plain polite live region (no status role: pages keep theirs as the one status).
        <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="notification-announcer">
          {latest && <p key={latest.id}>{`New notification: ${latest.title}. ${latest.message}`}</p>}
        </div>
      )}
    </LiveNotificationsContext.Provider>
  );
}
