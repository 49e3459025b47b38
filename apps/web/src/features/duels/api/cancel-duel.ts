import { duelResponseSchema } from '@holeout/shared/duels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateDuelViews } from './duel-queries.ts';

/** Spec 02 §8: fallback text when cancelling fails (the later reading, without a full stop). */
export const CANCEL_DUEL_FAILED = 'Failed to cancel duel invitation';

/** POST /duels/{id}/cancel — the creator withdraws a pending invitation. */
export async function cancelDuel(duelId: number) {
  return apiWrite(`/duels/${duelId}/cancel`, duelResponseSchema, { method: 'POST' });
}

/** Cancelling an invitation; the duel, its lists, comparisons and active competitions are refetched. */
export function useCancelDuel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDuel,
    onSuccess: () => invalidateDuelViews(queryClient),
  });
}
