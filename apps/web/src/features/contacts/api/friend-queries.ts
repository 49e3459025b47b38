import { type FriendChange, friendChangeSchema } from '@holeout/shared/friends';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { LEADERBOARDS_KEY } from '../../../components/leaderboard-boards.tsx';
import { apiWrite } from '../../../lib/api-client.ts';

/** Cache key of the player's friend lists. */
export const FRIENDS_KEY = ['friends'] as const;

/** Fallback text when a friend action fails without a message of the server's. */
export const FRIEND_ACTION_FAILED = 'Could not update your friends. Please try again.';

/**
 * After a friendship changed: the lists, the Friends Leaderboard (a friend joined or left it) and
 * searches (friends come first in them).
 */
export async function invalidateFriendViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: FRIENDS_KEY }),
    queryClient.invalidateQueries({ queryKey: LEADERBOARDS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['player-search'] }),
  ]);
}

/** A friend change sent to `path`; its answer says where the pair stands now. */
export function friendWrite(path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<FriendChange> {
  return apiWrite(path, friendChangeSchema, { method, body });
}

/** The mutation hook of one friend call: `call(otherPlayerId)`, then every friend view refetched. */
export function useFriendMutation(call: (playerId: number) => Promise<FriendChange>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateFriendViews(queryClient) });
}
