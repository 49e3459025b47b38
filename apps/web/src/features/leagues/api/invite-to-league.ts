import { type InviteLeagueRequest, leagueMessageResponseSchema } from '@holeout/shared/leagues';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-client.ts';
import { invalidateLeagueViews } from './league-keys.ts';

/**
 * POST /leagues/{id}/invite — the league, the invited player (or a new player's contact) and the
 * inviter, as spec 02 §7 lists them; the server checks the inviter against the token.
 */
export async function inviteToLeague(leagueId: number, body: InviteLeagueRequest) {
  return apiWrite(`/leagues/${leagueId}/invite`, leagueMessageResponseSchema, {
    method: 'POST',
    body: { league_id: leagueId, ...body },
  });
}

/** Sending an invitation from the members list. */
export function useInviteToLeague(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteLeagueRequest) => inviteToLeague(leagueId, body),
    onSuccess: () => invalidateLeagueViews(queryClient),
  });
}
