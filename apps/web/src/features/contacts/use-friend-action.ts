import type { FriendChange } from '@holeout/shared/friends';
import type { UseMutationResult } from '@tanstack/react-query';
import { useToast } from '../../components/toast-provider.tsx';
import { errorText } from '../../lib/api-client.ts';
import { FRIEND_ACTION_FAILED } from './api/friend-queries.ts';

type FriendMutation = UseMutationResult<FriendChange, Error, number>;

/**
 * Runs a friend mutation for one player and says how it went in a toast (the server's own words).
 * Through the mutation's promise, not `mutate`'s callbacks: the row that started it is usually gone
 * by then (an accepted request leaves the pending list), and `mutate` drops the callbacks of an
 * unmounted caller.
 */
export function useFriendAction() {
  const toast = useToast();
  return (mutation: FriendMutation, playerId: number) =>
    mutation.mutateAsync(playerId).then(
      (change) => toast(change.message),
      (err: unknown) => toast(errorText(err, FRIEND_ACTION_FAILED), { error: true }),
    );
}
