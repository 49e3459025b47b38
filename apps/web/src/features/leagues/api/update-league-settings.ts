import { leagueChangeResponseSchema, type UpdateLeagueSettingsRequest } from '@holeout/shared/leagues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateLeagueViews, leagueKeys } from './league-keys.ts';

/** PUT /leagues/{id}/settings — the creator's edit (with `editor_id`), in setup or registering only. */
export async function updateLeagueSettings(leagueId: number, body: UpdateLeagueSettingsRequest) {
  return apiWrite(`/leagues/${leagueId}/settings`, leagueChangeResponseSchema, { method: 'PUT', body });
}

/** Saving the Edit League modal; the answer replaces the cached league. */
export function useUpdateLeagueSettings(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLeagueSettingsRequest) => updateLeagueSettings(leagueId, body),
    onSuccess: async ({ message: _message, ...detail }) => {
      queryClient.setQueryData(leagueKeys.detail(leagueId), detail);
      await invalidateLeagueViews(queryClient);
    },
  });
}
