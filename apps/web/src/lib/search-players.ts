import { playerSearchResultSchema } from '@holeout/shared/players';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** Spec 02 §8: fallback text when the opponent search fails. */
export const SEARCH_PLAYERS_FAILED = 'Failed to search for players.';

export type FoundPlayer = z.infer<typeof playerSearchResultSchema>['players'][number];

/** GET /players/search?term=&exclude_player_id= — players by name, or by an exact e-mail or phone. */
export async function searchPlayers(
  term: string,
  excludePlayerId: number,
  signal?: AbortSignal,
): Promise<FoundPlayer[]> {
  const answer = await apiRequest('/players/search', playerSearchResultSchema, {
    query: { term, exclude_player_id: excludePlayerId },
    signal,
  });
  return answer?.players ?? [];
}

/** Query hook for {@link searchPlayers} (duel opponents, league invites); runs only when `enabled`. */
export function useSearchPlayers(term: string, excludePlayerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['player-search', term, excludePlayerId],
    queryFn: ({ signal }) => searchPlayers(term, excludePlayerId, signal),
    enabled: enabled && term.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
