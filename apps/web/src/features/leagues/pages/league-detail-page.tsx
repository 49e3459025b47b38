import { LEAGUE_MESSAGES, type LeagueDetail } from '@holeout/shared/leagues';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LeaderboardBoards } from '../../../components/leaderboard-boards.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { refusalText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useLeague } from '../api/get-league.ts';
import { useJoinLeague } from '../api/join-league.ts';
import { EditLeagueModal } from '../components/edit-league-modal.tsx';
import { LeagueActions } from '../components/league-actions.tsx';
import { LeagueDownloads } from '../components/league-downloads.tsx';
import { LeagueOverview } from '../components/league-overview.tsx';
import { MembersSection } from '../components/members-section.tsx';
import { ResultsPivotTable } from '../components/results-pivot-table.tsx';
import { RoundPanel } from '../components/round-panel.tsx';
import { displayLeagueStatus, LEAGUE_STATUS_LABELS } from '../league-view.ts';
import { resultsPivot } from '../results-pivot.ts';
import { joinedMessage } from '../use-league-list-actions.ts';
import '../leagues.css';
import { RetryButton } from '../../../components/retry-button.tsx';

function LeagueBody({ detail, onTimeUp }: { detail: LeagueDetail; onTimeUp: () => void }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const join = useJoinLeague(detail.viewer.player_id);
  const { league } = detail;
  const now = Date.now();
  const status = displayLeagueStatus(league, now);
  const pivot = resultsPivot(detail, now);

  return (
    <div className="page league-page">
      <header className="page-header with-actions">
        <div>
          <p className="league-breadcrumb">
            <Link to={paths.leagues}>Leagues</Link>
          </p>
          <h1>{league.name}</h1>
          <p className="page-subtitle">
            <span className={`league-status league-status-${status}`}>{LEAGUE_STATUS_LABELS[status]}</span>{' '}
            {league.settings.is_irl ? 'In-person tournament' : league.privacy_type === 'public' ? 'Public' : 'Private'}{' '}
            · organised by {league.creator_name}
          </p>
        </div>
        <LeagueActions detail={detail} onEdit={() => setEditing(true)} />
      </header>
      <RoundPanel detail={detail} onTimeUp={onTimeUp} />
      <ResultsPivotTable rounds={pivot.rounds} rows={pivot.rows} viewerId={detail.viewer.player_id} />
      <LeaderboardBoards
        title="Leaderboard"
        scope={{ context_type: 'leagues', context_id: league.league_id }}
        intro="The best figures of sessions submitted to this league."
      />
      <div className="split-columns">
        <LeagueOverview league={league} />
        <MembersSection
          detail={detail}
          joining={join.isPending}
          onJoin={() =>
            join.mutate(league.league_id, {
              onSuccess: () => toast(joinedMessage(league.name)),
              onError: (err) => toast(refusalText(err, LEAGUE_MESSAGES.failedJoin), { error: true }),
            })
          }
        />
      </div>
      <LeagueDownloads leagueId={league.league_id} calendarPath={detail.viewer.calendar_url} />
      {detail.viewer.can_edit && <EditLeagueModal open={editing} onClose={() => setEditing(false)} detail={detail} />}
    </div>
  );
}

/**
 * /leagues/{leagueId} (spec 02 §2): the round in progress with its countdown and desktop hand-off,
 * the results pivot, the four leaderboard cards, description and rules, members with invite and
 * join, the Edit League modal, and the calendar feed and standings download.
 */
export function LeagueDetailPage() {
  const params = useParams();
  const leagueId = Number(params.leagueId);
  const me = useCurrentPlayer();
  const query = useLeague(leagueId, me.player_id);
  usePageTitle(query.data?.league.name ?? 'League');
  const { refetch } = query;
  // A round ended or began on screen: ask the server, which closes rounds on its own clock.
  // The sweep runs every minute: look soon after the moment, and once more a minute later.
  const onTimeUp = useCallback(() => {
    setTimeout(() => void refetch(), 2000);
    setTimeout(() => void refetch(), 62_000);
  }, [refetch]);

  if (query.data) return <LeagueBody detail={query.data} onTimeUp={onTimeUp} />;

  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label="Loading league..." />;

  const notFound = !query.isError;
  const detailText = query.isError ? refusalText(query.error, LEAGUE_MESSAGES.failedLoadLeague) : null;
  return (
    <div className="page league-page">
      <h1>League</h1>
      <section className="card state-panel">
        {notFound ? (
          <p>This league does not exist, or it was deleted.</p>
        ) : (
          <>
            <p className="error-text" role="alert">
              {LEAGUE_MESSAGES.failedLoadLeague}
            </p>
            {detailText && detailText !== LEAGUE_MESSAGES.failedLoadLeague && <p className="muted">{detailText}</p>}
            <RetryButton busy={query.isFetching} onRetry={() => void refetch()} label="Try Again" />
          </>
        )}
        <p>
          <Link to={paths.leagues}>Back to Leagues</Link>
        </p>
      </section>
    </div>
  );
}
