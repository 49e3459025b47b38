import { notificationListSchema } from '@holeout/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type NotificationList, notificationKeys } from './notification-keys.ts';

/** GET /player/{id}/notifications; a 404 reads as an empty list. */
export async function getNotifications(playerId: number): Promise<NotificationList> {
  return (
    (await apiRequest(`/player/${playerId}/notifications`, notificationListSchema)) ?? {
      notifications: [],
      unread_count: 0,
    }
  );
}

/** The signed-in player's notifications, newest first as the server sends them. */
export function useNotifications(playerId: number) {
  return useQuery({ queryKey: notificationKeys.list(playerId), queryFn: () => getNotifications(playerId) });
}
