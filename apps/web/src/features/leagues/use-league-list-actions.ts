import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { useState } from 'react';
import { useToast } from '../../components/toast-provider.tsx';
import { refusalText } from '../../lib/api-client.ts';
import { useJoinLeague } from './api/join-league.ts';
import { useRespondToLeagueInvite } from './api/respond-to-league-invite.ts';

/** Toasts of the list's actions. */
export const joinedMessage = (name: string) => `You joined ${name}.`;
export const INVITE_DECLINED_MESSAGE = 'Invitation declined.';
export const DECLINE_FAILED = 'Failed to decline the invitation.';

/**
 * Join (a public league), Accept and Decline (an invitation) with their toasts: the server's
 * message or the spec's fallback on failure. `busyKey` names the row whose request is running.
 */
export function useLeagueListActions(viewerId: number) {
  const toast = useToast();
  const join = useJoinLeague(viewerId);
  const respond = useRespondToLeagueInvite(viewerId);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  return {
    busyKey,
    join: (leagueId: number, name: string) => {
      setBusyKey(`league-${leagueId}`);
      join.mutate(leagueId, {
        onSuccess: () => toast(joinedMessage(name)),
        onError: (err) => toast(refusalText(err, LEAGUE_MESSAGES.failedJoin), { error: true }),
        onSettled: () => setBusyKey(null),
      });
    },
    respond: (inviteId: number, action: 'accept' | 'decline', name: string) => {
      setBusyKey(`invite-${inviteId}`);
      respond.mutate(
        { inviteId, action },
        {
          onSuccess: () => toast(action === 'accept' ? joinedMessage(name) : INVITE_DECLINED_MESSAGE),
          onError: (err) =>
            toast(refusalText(err, action === 'accept' ? LEAGUE_MESSAGES.failedJoin : DECLINE_FAILED), {
              error: true,
            }),
          onSettled: () => setBusyKey(null),
        },
      );
    },
  };
}
