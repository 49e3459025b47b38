import { type LeagueDetail, leagueDetailSchema } from '@holeout/shared/leagues';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { leagueKeys } from './league-keys.ts';

/**
 * How often an open league is looked at again while the page is visible: submissions, joins and
 * round closes made elsewhere show without a reload (a notification refreshes it sooner).
 */
const DETAIL_REFRESH_MS = 60_000;

/** GET /leagues/{id}?player_id= — the league, its members, rounds, standings and what the viewer may do; null when unknown. */
export async function getLeague(
  leagueId: number,
  playerId: number,
  signal?: AbortSignal,
): Promise<LeagueDetail | null> {
  return apiRequest(`/leagues/${leagueId}`, leagueDetailSchema, { query: { player_id: playerId }, signal });
}

/** Query hook for {@link getLeague}; refreshed every minute until the league completes. */
export function useLeague(leagueId: number, playerId: number) {
  return useQuery({
    queryKey: leagueKeys.detail(leagueId),
    queryFn: ({ signal }) => getLeague(leagueId, playerId, signal),
    enabled: Number.isInteger(leagueId) && leagueId > 0,
    refetchInterval: (query) => (query.state.data?.league.status === 'completed' ? false : DETAIL_REFRESH_MS),
  });
}
