import { type LeagueSummary, leagueListSchema } from '@holeout/shared/leagues';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /leagues?player_id= — the page player's leagues (`my_leagues`) for the career page's Leagues
 * table. Its key sits under `['leagues']`, so a change on the leagues pages refreshes it too.
 */
export async function getPlayerLeagues(playerId: number, signal?: AbortSignal): Promise<LeagueSummary[]> {
  const answer = await apiRequest('/leagues', leagueListSchema, { query: { player_id: playerId }, signal });
  return answer?.my_leagues ?? [];
}

/**
 * Query hook for {@link getPlayerLeagues}; only for subscribed viewers (`enabled`). A failure is not
 * retried: spec 01 §8 shows it as an empty table (expected for new players).
 */
export function usePlayerLeagues(playerId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['leagues', 'career', playerId],
    queryFn: ({ signal }) => getPlayerLeagues(playerId, signal),
    enabled: enabled && Number.isInteger(playerId) && playerId > 0,
    retry: false,
  });
}
