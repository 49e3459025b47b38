import { notificationChangeSchema } from '@holeout/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateNotifications, notificationKeys, updateCachedList } from './notification-keys.ts';

/** Spec 01 §8. */
export const MARK_READ_FAILED = 'Failed to mark notification as read';

/** POST /player/{id}/notifications/{nid}/read */
export async function markNotificationRead(playerId: number, notificationId: number) {
  return apiWrite(`/player/${playerId}/notifications/${notificationId}/read`, notificationChangeSchema, {
    method: 'POST',
  });
}

/** Mark Read: the row turns read and the header count follows the server's answer. */
export function useMarkNotificationRead(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => markNotificationRead(playerId, notificationId),
    onSuccess: (answer, notificationId) => {
      updateCachedList(queryClient, playerId, (list) => ({
        notifications: list.notifications.map((n) => (n.id === notificationId ? { ...n, read_status: true } : n)),
        unread_count: answer.unread_count,
      }));
      queryClient.setQueryData(notificationKeys.unreadCount(playerId), answer.unread_count);
      return invalidateNotifications(queryClient, playerId);
    },
  });
}
