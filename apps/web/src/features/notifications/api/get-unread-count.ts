import { useQuery } from '@tanstack/react-query';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * The header polls the unread count once a minute as a fallback; the live stream refreshes it at
 * once whenever a notification arrives.
 */
export const UNREAD_POLL_MS = 60_000;

/**
 * GET /player/{id}/notifications/unread-count. Typed, not validated: the header is in the main
 * bundle, which stays without zod (decision 023).
 */
export async function getUnreadCount(playerId: number): Promise<number> {
  const answer = await apiRequest(
    `/player/${playerId}/notifications/unread-count`,
    unchecked<{ unread_count: number }>(),
  );
  return answer?.unread_count ?? 0;
}

/** The signed-in player's unread notifications. */
export function useUnreadCount(playerId: number | null) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(playerId),
    queryFn: () => getUnreadCount(playerId as number),
    enabled: playerId !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
}
