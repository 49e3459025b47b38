import { leagueChangeResponseSchema } from '@holeout/shared/leagues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateLeagueViews, leagueKeys } from './league-keys.ts';

/** POST /leagues/{id}/join with `player_id` (checked against the token by the server). */
export async function joinLeague(leagueId: number, playerId: number) {
  return apiWrite(`/leagues/${leagueId}/join`, leagueChangeResponseSchema, {
    method: 'POST',
    body: { player_id: playerId },
  });
}

/** Joining a public league (from the list or the league page). */
export function useJoinLeague(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leagueId: number) => joinLeague(leagueId, playerId),
    onSuccess: async ({ message: _message, ...detail }) => {
      queryClient.setQueryData(leagueKeys.detail(detail.league.league_id), detail);
      await invalidateLeagueViews(queryClient);
    },
  });
}
