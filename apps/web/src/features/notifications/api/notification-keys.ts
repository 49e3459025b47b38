import type { Notification } from '@holeout/shared/notifications';
import type { QueryClient } from '@tanstack/react-query';

/** The cache keys of one player's notifications: everything under `all` is theirs. */
export const notificationKeys = {
  all: (playerId: number | null) => ['notifications', playerId] as const,
  list: (playerId: number | null) => ['notifications', playerId, 'list'] as const,
  unreadCount: (playerId: number | null) => ['notifications', playerId, 'unread-count'] as const,
};

export interface NotificationList {
  notifications: Notification[];
  unread_count: number;
}

/** Marks the player's list and unread count stale, so the page and the header fetch them again. */
export function invalidateNotifications(queryClient: QueryClient, playerId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all(playerId) });
}

/** Applies `change` to the cached list (if any) at once, ahead of the refetch. */
export function updateCachedList(
  queryClient: QueryClient,
  playerId: number,
  change: (list: NotificationList) => NotificationList,
): void {
  queryClient.setQueryData<NotificationList>(notificationKeys.list(playerId), (list) => (list ? change(list) : list));
}
