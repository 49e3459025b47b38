import { type Duel, duelSchema } from '@holeout/shared/duels';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { duelKeys } from './duel-queries.ts';

/** How often an open duel is looked at again, so its page follows an answer or a session. */
const OPEN_DUEL_REFRESH_MS = 30_000;

/** GET /duels/{id} — null when the server answers 404 (no such duel). */
export async function getDuel(duelId: number, signal?: AbortSignal): Promise<Duel | null> {
  return apiRequest(`/duels/${duelId}`, duelSchema, { signal });
}

/** Query hook for {@link getDuel}; an open duel is refreshed now and then. */
export function useDuel(duelId: number) {
  return useQuery({
    queryKey: duelKeys.detail(duelId),
    queryFn: ({ signal }) => getDuel(duelId, signal),
    enabled: Number.isInteger(duelId) && duelId > 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'pending_new_player' || status === 'active'
        ? OPEN_DUEL_REFRESH_MS
        : false;
    },
  });
}
