import { type Duel, type DuelList, duelListSchema } from '@holeout/shared/duels';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { duelKeys } from './duel-queries.ts';

/** Spec 02 §8: the load failure of the duels page. */
export const LOAD_DUELS_FAILED = 'Failed to load duels.';

const FINISHED = new Set<Duel['status']>(['completed', 'declined', 'expired']);

/**
 * GET /duels?player_id=&before= — every open duel of the player and their newest finished ones
 * (older finished ones page by page, `before` the oldest listed); a 404 is an empty list (spec 02 §8).
 */
export async function getDuels(playerId: number, before?: number, signal?: AbortSignal): Promise<DuelList> {
  const answer = await apiRequest('/duels', duelListSchema, { query: { player_id: playerId, before }, signal });
  return answer ?? { duels: [], has_more: false };
}

/** Where the next page of finished duels starts: below the oldest finished duel of `page`. */
export function nextFinishedCursor(page: DuelList): number | undefined {
  if (!page.has_more) return undefined;
  const ids = page.duels.filter((d) => FINISHED.has(d.status)).map((d) => d.duel_id);
  return ids.length > 0 ? Math.min(...ids) : undefined;
}

/**
 * A fallback for a tab without the live stream: the list is looked at again this often while the
 * page is visible (a notification of a duel refreshes it at once where the stream is connected).
 */
const LIST_REFRESH_MS = 60_000;

/** Query hook for {@link getDuels}: the first page, then older finished duels on request. */
export function useDuels(playerId: number) {
  return useInfiniteQuery({
    queryKey: duelKeys.list(playerId),
    queryFn: ({ pageParam, signal }) => getDuels(playerId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextFinishedCursor,
    refetchInterval: LIST_REFRESH_MS,
    enabled: Number.isInteger(playerId) && playerId > 0,
  });
}
