import { type FriendLists, friendListsSchema } from '@holeout/shared/friends';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { FRIENDS_KEY } from './friend-queries.ts';

/** Fallback text when the friend lists fail to load. */
export const LOAD_FRIENDS_FAILED = 'Could not load your friends.';

const EMPTY: FriendLists = { friends: [], incoming: [], outgoing: [] };

/** GET /friends — the player's friends and pending requests both ways. */
export async function getFriends(signal?: AbortSignal): Promise<FriendLists> {
  return (await apiRequest('/friends', friendListsSchema, { signal })) ?? EMPTY;
}

/** Query hook for {@link getFriends}; a friend notification refreshes it (live provider). */
export function useFriends() {
  return useQuery({ queryKey: FRIENDS_KEY, queryFn: ({ signal }) => getFriends(signal) });
}
