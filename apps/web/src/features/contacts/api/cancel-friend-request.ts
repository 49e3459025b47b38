import { friendWrite, useFriendMutation } from './friend-queries.ts';

/** DELETE /friends/requests/{playerId} — withdraw the player's own request to that player. */
export const cancelFriendRequest = (playerId: number) => friendWrite(`/friends/requests/${playerId}`, 'DELETE');

export const useCancelFriendRequest = () => useFriendMutation(cancelFriendRequest);
