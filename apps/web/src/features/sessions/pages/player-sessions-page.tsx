import { isFullSubscriber } from '@holeout/shared/membership';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PlayerPageHeader } from '../../../components/player-page-header.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { PLAYER_SESSIONS_KEY, usePlayerSessions } from '../api/get-player-sessions.ts';
import { SessionHistoryBody } from '../components/session-history-body.tsx';
import { SessionsUpgradePrompt } from '../components/sessions-upgrade-prompt.tsx';
import { usePageParam } from '../use-page-param.ts';

/**
 * /player/{playerId}/sessions: one player's Session History (spec 01 §2). The server decides which
 * rows a free viewer may open; the owner on the free plan with more than one session is offered
 * 'Unlock Full Session History'.
 */
export function PlayerSessionsPage() {
  const me = useCurrentPlayer();
  const playerId = Number(useParams().playerId);
  const [page, setPage] = usePageParam();
  const query = usePlayerSessions(playerId, page);
  const queryClient = useQueryClient();
  const isOwner = me.player_id === playerId;
  const name = query.data?.player_name ?? (isOwner ? me.name : null);
  const title = name ? `${name}'s Sessions` : 'Sessions';
  usePageTitle(title);

  const total = query.data?.pagination.total ?? 0;
  const showUpgrade = isOwner && !isFullSubscriber(me.membership_tier) && total > 1;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PLAYER_SESSIONS_KEY, playerId] });

  return (
    <div className="page sessions-page">
      <PlayerPageHeader
        title={title}
        linksLabel="Session history links"
        otherPage={{ to: paths.playerStats(playerId), label: 'Career Stats' }}
        playerId={playerId}
        viewerId={me.player_id}
      />
      {query.data && (
        <p className="muted">
          {total} {total === 1 ? 'session' : 'sessions'}
        </p>
      )}
      {showUpgrade && <SessionsUpgradePrompt />}
      <section className="card" aria-labelledby="player-history-heading">
        {/* Keeps the heading outline whole: the row breakdowns below carry level-3 headings. */}
        <h2 id="player-history-heading" className="visually-hidden">
          Session History
        </h2>
        <SessionHistoryBody
          query={query}
          page={page}
          onPage={setPage}
          caption={title}
          loadingLabel="Loading sessions..."
          empty={<p>{isOwner ? 'You have no sessions yet.' : 'This player has no sessions yet.'}</p>}
          onRetry={refresh}
          timeZone={me.timezone}
        />
      </section>
    </div>
  );
}
