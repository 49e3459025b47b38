import { type LeagueList, leagueListSchema } from '@holeout/shared/leagues';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/** No leagues at all: what a 404 or a not-found message means (spec 02 §2). */
export const EMPTY_LEAGUE_LIST: LeagueList = { my_leagues: [], public_leagues: [], pending_invites: [] };

/**
 * GET /leagues?player_id= — the player's leagues, the public leagues they may join and their
 * pending invitations. A 404, or an answer whose message says nothing was found, is three empty
 * lists rather than a failure (spec 02 §2 "Leagues page").
 */
export async function getLeagues(playerId: number, signal?: AbortSignal): Promise<LeagueList> {
  try {
    const answer = await apiRequest('/leagues', leagueListSchema, { query: { player_id: playerId }, signal });
    return answer ?? EMPTY_LEAGUE_LIST;
  } catch (err) {
    if (err instanceof ApiError && err.status < 500 && /not found/i.test(err.message)) return EMPTY_LEAGUE_LIST;
    throw err;
  }
}

/** Query hook for {@link getLeagues}. */
export function useLeagues(playerId: number) {
  return useQuery({
    queryKey: leagueKeys.list(playerId),
    queryFn: ({ signal }) => getLeagues(playerId, signal),
    enabled: Number.isInteger(playerId) && playerId > 0,
  });
}
