import { useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAuth, useCurrentPlayer } from '../../auth/auth-context.ts';
import { SessionHistoryCard } from '../components/session-history-card.tsx';
import { StatCards } from '../components/stat-cards.tsx';

/** '/': the signed-in player's all-time figures and session history. */
export function DashboardPage() {
  const player = useCurrentPlayer();
  const { stale, refreshPlayer } = useAuth();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  usePageTitle('Dashboard');

  async function refresh() {
    setRefreshing(true);
    const fresh = await refreshPlayer();
    setRefreshing(false);
    if (!fresh) toast('Could not load your player data. Please try again.', { error: true });
  }

  return (
    <div className="page">
      <div className="page-header">
        <h1>Dashboard</h1>
        <p className="page-subtitle">Welcome back, {player.name}.</p>
      </div>
      {stale && (
        <div className="banner banner-warning">
          <p>We could not load your latest player data, so the figures below may be out of date.</p>
          <button type="button" className="button button-secondary" onClick={refresh} disabled={refreshing}>
            Try Again
          </button>
        </div>
      )}
      {refreshing ? <Spinner inline label="Loading player data" /> : <StatCards stats={player.stats} />}
      <SessionHistoryCard
        playerId={player.player_id}
        totalSessions={player.stats.total_sessions}
        refreshing={refreshing}
        onRefresh={refresh}
      />
    </div>
  );
}
