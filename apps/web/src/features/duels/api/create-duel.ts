import { type CreateDuelRequest, createDuelResponseSchema } from '@holeout/shared/duels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateDuelViews } from './duel-queries.ts';

/** Spec 02 §8: fallback text when creating a duel fails. */
export const CREATE_DUEL_FAILED = 'Failed to create duel.';

/** POST /duels — a challenge (or rematch); for a phone invite the answer carries the link to share. */
export async function createDuel(body: CreateDuelRequest) {
  return apiWrite('/duels', createDuelResponseSchema, { method: 'POST', body });
}

/** Creating a duel; the lists, comparisons and active competitions are refetched. */
export function useCreateDuel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDuel,
    onSuccess: () => invalidateDuelViews(queryClient),
  });
}
