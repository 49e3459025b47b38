import { leagueMessageResponseSchema } from '@holeout/shared/leagues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateLeagueViews, leagueKeys } from './league-keys.ts';

/**
 * DELETE /leagues/{id} with `action`: `delete` (the creator removes the league) or `leave` (the
 * player leaves it; `player_id` is checked against the token).
 */
export async function deleteOrLeaveLeague(leagueId: number, action: 'delete' | 'leave', playerId: number) {
  return apiWrite(`/leagues/${leagueId}`, leagueMessageResponseSchema, {
    method: 'DELETE',
    body: action === 'leave' ? { action, player_id: playerId } : { action },
  });
}

/** Delete League and Leave League (both after a confirmation on the page). */
export function useDeleteOrLeaveLeague(leagueId: number, playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'delete' | 'leave') => deleteOrLeaveLeague(leagueId, action, playerId),
    onSuccess: async (_answer, action) => {
      if (action === 'delete') queryClient.removeQueries({ queryKey: leagueKeys.detail(leagueId) });
      await invalidateLeagueViews(queryClient);
    },
  });
}
