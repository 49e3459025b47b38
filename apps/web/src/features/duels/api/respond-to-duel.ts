import { duelResponseSchema } from '@holeout/shared/duels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateDuelViews } from './duel-queries.ts';

/** Spec 02 §8: fallback text when accepting or declining fails. */
export const RESPOND_DUEL_FAILED = 'Failed to respond to duel.';

export interface RespondToDuelInput {
  duelId: number;
  playerId: number;
  response: 'accepted' | 'declined';
}

/** POST /duels/{id}/respond — the invited player accepts or declines. */
export async function respondToDuel({ duelId, playerId, response }: RespondToDuelInput) {
  return apiWrite(`/duels/${duelId}/respond`, duelResponseSchema, {
    method: 'POST',
    body: { player_id: playerId, response },
  });
}

/** Answering a challenge; the duel, its lists, comparisons and active competitions are refetched. */
export function useRespondToDuel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToDuel,
    onSuccess: () => invalidateDuelViews(queryClient),
  });
}
