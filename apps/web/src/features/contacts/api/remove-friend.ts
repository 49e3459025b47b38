import { friendWrite, useFriendMutation } from './friend-queries.ts';

/** DELETE /friends/{playerId} — end the friendship, for both. */
export const removeFriend = (playerId: number) => friendWrite(`/friends/${playerId}`, 'DELETE');

export const useRemoveFriend = () => useFriendMutation(removeFriend);
