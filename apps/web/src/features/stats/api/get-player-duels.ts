import { type Duel, duelListSchema } from '@holeout/shared/duels';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /duels?player_id= — a player's duels for the career page's Duels table (the newest finished
 * ones and every open one). Its key sits under `['duels']`, so a duel answered on the duels page
 * refreshes this table too.
 */
export async function getPlayerDuels(playerId: number, signal?: AbortSignal): Promise<Duel[]> {
  const answer = await apiRequest('/duels', duelListSchema, { query: { player_id: playerId }, signal });
  return answer?.duels ?? [];
}

/**
 * Query hook for {@link getPlayerDuels}; only for subscribed viewers (`enabled`). A failure is not
 * retried: spec 01 §8 shows it as an empty table (expected for new players).
 */
export function usePlayerDuels(playerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['duels', 'career', playerId],
    queryFn: ({ signal }) => getPlayerDuels(playerId, signal),
    enabled: enabled && Number.isInteger(playerId) && playerId > 0,
    retry: false,
  });
}
