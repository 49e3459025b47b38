import { friendWrite, useFriendMutation } from './friend-queries.ts';

/** POST /friends/requests — ask a player to be friends (accepts theirs when they asked first). */
export const sendFriendRequest = (playerId: number) =>
  friendWrite('/friends/requests', 'POST', { friend_id: playerId });

export const useSendFriendRequest = () => useFriendMutation(sendFriendRequest);
