import { friendWrite, useFriendMutation } from './friend-queries.ts';

/** POST /friends/requests/{playerId}/accept — accept that player's request. */
export const acceptFriendRequest = (playerId: number) => friendWrite(`/friends/requests/${playerId}/accept`, 'POST');

export const useAcceptFriendRequest = () => useFriendMutation(acceptFriendRequest);
