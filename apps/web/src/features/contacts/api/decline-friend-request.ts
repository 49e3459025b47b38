import { friendWrite, useFriendMutation } from './friend-queries.ts';

/** POST /friends/requests/{playerId}/decline — decline that player's request. */
export const declineFriendRequest = (playerId: number) => friendWrite(`/friends/requests/${playerId}/decline`, 'POST');

export const useDeclineFriendRequest = () => useFriendMutation(declineFriendRequest);
