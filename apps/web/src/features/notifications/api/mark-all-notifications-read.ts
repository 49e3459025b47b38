import { notificationChangeSchema } from '@holeout/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateNotifications, notificationKeys, updateCachedList } from './notification-keys.ts';

/** Spec 01 §8. */
export const MARK_ALL_READ_FAILED = 'Failed to mark all notifications as read';

/** POST /player/{id}/notifications/read-all */
export async function markAllNotificationsRead(playerId: number) {
  return apiWrite(`/player/${playerId}/notifications/read-all`, notificationChangeSchema, { method: 'POST' });
}

/** Mark All as Read: every row turns read and the header count drops to the server's answer. */
export function useMarkAllNotificationsRead(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(playerId),
    onSuccess: (answer) => {
      updateCachedList(queryClient, playerId, (list) => ({
        notifications: list.notifications.map((n) => ({ ...n, read_status: true })),
        unread_count: answer.unread_count,
      }));
      queryClient.setQueryData(notificationKeys.unreadCount(playerId), answer.unread_count);
      return invalidateNotifications(queryClient, playerId);
    },
  });
}
