import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { type ReactNode, useState } from 'react';
import { CreatePageHeader } from '../../../components/create-page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useLeagues } from '../api/get-leagues.ts';
import { CreateLeagueModal } from '../components/create-league-modal.tsx';
import { LeaguesTable } from '../components/leagues-table.tsx';
import { canJoinFromList, leagueRow } from '../league-view.ts';
import { useLeagueListActions } from '../use-league-list-actions.ts';
import '../leagues.css';
import { AcceptDeclineButtons, BusyButton } from '../../../components/busy-button.tsx';
import { LoadFailedPanel } from '../../../components/retry-button.tsx';

/**
 * /leagues (spec 02 §2): Pending Invitations, My Leagues and Public Leagues, and the Create League
 * modal. A 404 or not-found answer is three empty tables; other failures say 'Failed to load
 * leagues.' with Try Again.
 */
export function LeaguesPage() {
  usePageTitle('Leagues');
  const me = useCurrentPlayer();
  const query = useLeagues(me.player_id);
  const actions = useLeagueListActions(me.player_id);
  const [creating, setCreating] = useState(false);
  const now = Date.now();

  let body: ReactNode;
  if (query.data) {
    const { pending_invites, my_leagues, public_leagues } = query.data;
    const publicRows = public_leagues.filter((l) => !l.is_member);
    body = (
      <>
        <LeaguesTable
          list="invites"
          rows={pending_invites.map((i) => leagueRow(i, now))}
          actionsOf={(row) => {
            const busy = actions.busyKey === `invite-${row.inviteId}`;
            return (
              <div className="duel-actions">
                <AcceptDeclineButtons
                  busy={busy}
                  onAccept={() => row.inviteId && actions.respond(row.inviteId, 'accept', row.name)}
                  onDecline={() => row.inviteId && actions.respond(row.inviteId, 'decline', row.name)}
                  labels={{ accept: `Accept invitation to ${row.name}`, decline: `Decline invitation to ${row.name}` }}
                />
              </div>
            );
          }}
        />
        <LeaguesTable list="mine" rows={my_leagues.map((l) => leagueRow(l, now))} />
        <LeaguesTable
          list="public"
          rows={publicRows.map((l) => leagueRow(l, now))}
          actionsOf={(row) => {
            const league = publicRows.find((l) => l.league_id === row.leagueId);
            if (!league || !canJoinFromList(league, now)) return null;
            const busy = actions.busyKey === `league-${row.leagueId}`;
            return (
              <BusyButton busy={busy} onPress={() => actions.join(row.leagueId, row.name)} label={`Join ${row.name}`}>
                {busy ? 'Joining…' : 'Join'}
              </BusyButton>
            );
          }}
        />
      </>
    );
  } else if (query.isError) {
    body = (
      <LoadFailedPanel
        message={LEAGUE_MESSAGES.failedLoadLeagues}
        busy={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <Spinner label="Loading leagues..." />;
  }

  return (
    <div className="page leagues-page">
      <CreatePageHeader title="Leagues" createLabel="Create League" onCreate={() => setCreating(true)} />
      <p className="muted">
        Multi-round competitions: each round, members putt one session under the league's rules, and places earn points
        towards the standings.
      </p>
      {body}
      <CreateLeagueModal
        open={creating}
        onClose={() => setCreating(false)}
        viewerId={me.player_id}
        tier={me.membership_tier}
      />
    </div>
  );
}
