import { leagueChangeResponseSchema } from '@holeout/shared/leagues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateLeagueViews, leagueKeys } from './league-keys.ts';

/** POST /leagues/{id}/start — active now, every round re-timed from now. */
export async function startLeague(leagueId: number) {
  return apiWrite(`/leagues/${leagueId}/start`, leagueChangeResponseSchema, { method: 'POST' });
}

/** Start League (Edit League modal); the answer replaces the cached league. */
export function useStartLeague(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startLeague(leagueId),
    onSuccess: async ({ message: _message, ...detail }) => {
      queryClient.setQueryData(leagueKeys.detail(leagueId), detail);
      await invalidateLeagueViews(queryClient);
    },
  });
}
