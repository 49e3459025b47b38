import { leagueMessageResponseSchema } from '@holeout/shared/leagues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateLeagueViews } from './league-keys.ts';

export interface LeagueInviteAnswer {
  inviteId: number;
  action: 'accept' | 'decline';
}

/** POST /leagues/invites/{id}/respond with `player_id` and `action`. */
export async function respondToLeagueInvite(playerId: number, { inviteId, action }: LeagueInviteAnswer) {
  return apiWrite(`/leagues/invites/${inviteId}/respond`, leagueMessageResponseSchema, {
    method: 'POST',
    body: { player_id: playerId, action },
  });
}

/** Accept or Decline of a pending invitation (the list's table, or the league page). */
export function useRespondToLeagueInvite(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: LeagueInviteAnswer) => respondToLeagueInvite(playerId, answer),
    onSuccess: () => invalidateLeagueViews(queryClient),
  });
}
