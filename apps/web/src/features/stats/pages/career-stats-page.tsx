import { isFullSubscriber } from '@holeout/shared/membership';
import { Link, useParams } from 'react-router';
import { PlayerPageHeader } from '../../../components/player-page-header.tsx';
import { RetryButton } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorText } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useCurrentPlayer } from '../../auth/auth-context.ts';
import { useCareerStats } from '../api/get-career-stats.ts';
import { stubCareerStats } from '../career-tables.ts';
import { CareerTablesView } from '../components/career-tables-view.tsx';
import { CareerVsTour } from '../components/career-vs-tour.tsx';
import { CertificatesSection } from '../components/certificates-section.tsx';
import { CompetitionsSections } from '../components/competitions-sections.tsx';
import { LockedCareerTables } from '../components/locked-career-tables.tsx';
import { UpgradePrompt } from '../components/upgrade-prompt.tsx';

export const LOADING_CAREER_STATS = 'Loading career stats...';
export const NO_CAREER_STATS = 'Could not load stats for this player.';
export const CAREER_STATS_FAILED = 'Failed to load career stats.';

/**
 * /player/{playerId}/stats: a player's career record (spec 01 §2). Viewers without a subscription
 * get the tables blurred (the server sends no figures) and, on their own page, the upgrade prompt.
 */
export function CareerStatsPage() {
  const me = useCurrentPlayer();
  const playerId = Number(useParams().playerId);
  const validId = Number.isInteger(playerId) && playerId > 0;
  const query = useCareerStats(playerId);
  const isOwner = me.player_id === playerId;
  const viewerSubscribed = isFullSubscriber(me.membership_tier);

  // A 404 is a stub record only for the viewer's own page (spec 01 §8); another id that the
  // server does not know is no player at all, and says so (issue 8).
  const stats =
    query.data ?? (query.isSuccess && isOwner ? stubCareerStats(playerId, me.name, !viewerSubscribed) : null);
  usePageTitle(stats ? `Career Stats: ${stats.player_name}` : 'Career Stats');

  if (validId && query.isPending) return <Spinner label={LOADING_CAREER_STATS} />;

  if (!stats) {
    return (
      <div className="page">
        <h1>Career Stats</h1>
        <section className="card">
          <p>{NO_CAREER_STATS}</p>
          {query.isError && (
            <p className="error-text" role="alert">
              {errorText(query.error, CAREER_STATS_FAILED)}
            </p>
          )}
          <p className="button-row">
            {query.isError && <RetryButton busy={query.isFetching} onRetry={() => query.refetch()} />}
            <Link className="button button-secondary" to={paths.home}>
              Back to Dashboard
            </Link>
          </p>
        </section>
      </div>
    );
  }

  const locked = stats.locked;
  return (
    <div className="page career-page">
      <PlayerPageHeader
        title={`Career Stats: ${stats.player_name}`}
        linksLabel="Career stats links"
        otherPage={{ to: paths.playerSessions(playerId), label: 'Session History' }}
        playerId={playerId}
        viewerId={me.player_id}
      />
      <p className="muted">
        {stats.total_sessions} {stats.total_sessions === 1 ? 'session' : 'sessions'} recorded
      </p>

      {isOwner && !viewerSubscribed && (
        <UpgradePrompt title="Unlock Your Full Career Stats" headingLevel={2}>
          <p>
            See every career figure, your make zones, duel and league results and your achievement certificates with a
            Regular or Premium membership.
          </p>
        </UpgradePrompt>
      )}

      {locked ? (
        <LockedCareerTables
          note={
            isOwner
              ? 'Your career figures are hidden on the free plan.'
              : `${stats.player_name}'s career figures are available to full subscribers.`
          }
        />
      ) : (
        <>
          <CareerTablesView stats={stats} isOwner={isOwner} />
          <CareerVsTour playerId={playerId} />
        </>
      )}

      <CompetitionsSections playerId={playerId} viewerSubscribed={viewerSubscribed} />
      <CertificatesSection playerId={playerId} />
    </div>
  );
}
