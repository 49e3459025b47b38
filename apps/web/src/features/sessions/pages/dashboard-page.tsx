import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RetryButton } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAuth, useCurrentPlayer } from '../../auth/auth-context.ts';
import { PLAYER_SESSIONS_KEY } from '../api/get-player-sessions.ts';
import { PracticeLaunchCard } from '../components/practice-launch-card.tsx';
import { SessionHistoryCard } from '../components/session-history-card.tsx';
import { StatCards } from '../components/stat-cards.tsx';

// The chart library is large; loading it apart keeps the first paint of the app light.
const SessionTrendChart = lazy(() =>
  import('../components/session-trend-chart.tsx').then((m) => ({ default: m.SessionTrendChart })),
);

/** Spec 01 §2: the incomplete-data state (the start-up refresh failed; figures may be stale). */
export const INCOMPLETE_PLAYER_DATA =
  'We could not load your latest player data, so the figures below may be out of date.';
const REFRESH_FAILED = 'Could not load your player data. Please try again.';

/**
 * '/': the signed-in player's all-time figures, trend, a way to start practice in the desktop app,
 * and the paged Session History.
 */
export function DashboardPage() {
  const player = useCurrentPlayer();
  const { stale, refreshPlayer } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  usePageTitle('Dashboard');

  /** Refetches the player (the cards) and every cached sessions page (table and trend) together. */
  async function refresh() {
    setRefreshing(true);
    try {
      const [fresh] = await Promise.all([
        refreshPlayer(),
        queryClient.invalidateQueries({ queryKey: [PLAYER_SESSIONS_KEY, player.player_id] }),
      ]);
      if (!fresh) toast(REFRESH_FAILED, { error: true });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <div className="page dashboard-page">
      <div className="page-header">
        <h1>Dashboard</h1>
        <p className="page-subtitle">Welcome back, {player.name}.</p>
      </div>
      {stale && (
        <div className="banner banner-warning" role="status">
          <p>{INCOMPLETE_PLAYER_DATA}</p>
          <RetryButton busy={refreshing} onRetry={refresh} variant="secondary" />
        </div>
      )}
      <StatCards stats={player.stats} />
      <div className="dashboard-grid">
        <Suspense
          fallback={
            <section className="card">
              <Spinner inline label="Loading your trend" />
            </section>
          }
        >
          <SessionTrendChart playerId={player.player_id} />
        </Suspense>
        <PracticeLaunchCard />
      </div>
      <SessionHistoryCard playerId={player.player_id} refreshing={refreshing} onRefresh={refresh} />
    </div>
  );
}
