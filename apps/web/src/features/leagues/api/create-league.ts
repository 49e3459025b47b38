import { type CreateLeagueRequest, leagueChangeResponseSchema } from '@holeout/shared/leagues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateLeagueViews, leagueKeys } from './league-keys.ts';

/** POST /leagues — answers the new league as the detail call shows it. */
export async function createLeague(body: CreateLeagueRequest) {
  return apiWrite('/leagues', leagueChangeResponseSchema, { method: 'POST', body });
}

/** Creating a league; the lists are refetched and the new league's page is already cached. */
export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    onSuccess: async (answer) => {
      const { message: _message, ...detail } = answer;
      queryClient.setQueryData(leagueKeys.detail(answer.league.league_id), detail);
      await invalidateLeagueViews(queryClient);
    },
  });
}
