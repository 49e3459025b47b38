import { unreadCountSchema } from '@holeout/shared/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The header polls the unread count once a minute. */
export const UNREAD_POLL_MS = 60_000;

/** GET /player/{id}/notifications/unread-count */
export async function getUnreadCount(playerId: number): Promise<number> {
  const answer = await apiRequest(`/player/${playerId}/notifications/unread-count`, unreadCountSchema);
  return answer?.unread_count ?? 0;
}

/** The signed-in player's unread notifications, refreshed every 60 seconds. */
export function useUnreadCount(playerId: number | null) {
  return useQuery({
    queryKey: ['notifications', playerId, 'unread-count'],
    queryFn: () => getUnreadCount(playerId as number),
    enabled: playerId !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
}
