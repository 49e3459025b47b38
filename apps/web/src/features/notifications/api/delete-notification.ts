import { notificationChangeSchema } from '@holeout/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateNotifications, notificationKeys, updateCachedList } from './notification-keys.ts';

/** Spec 01 §8. */
export const DELETE_FAILED = 'Failed to delete notification';

/** DELETE /player/{id}/notifications/{nid} */
export async function deleteNotification(playerId: number, notificationId: number) {
  return apiWrite(`/player/${playerId}/notifications/${notificationId}`, notificationChangeSchema, {
    method: 'DELETE',
  });
}

/** Delete: the row leaves the list and the header count follows the server's answer. */
export function useDeleteNotification(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => deleteNotification(playerId, notificationId),
    onSuccess: (answer, notificationId) => {
      updateCachedList(queryClient, playerId, (list) => ({
        notifications: list.notifications.filter((n) => n.id !== notificationId),
        unread_count: answer.unread_count,
      }));
      queryClient.setQueryData(notificationKeys.unreadCount(playerId), answer.unread_count);
      return invalidateNotifications(queryClient, playerId);
    },
  });
}
