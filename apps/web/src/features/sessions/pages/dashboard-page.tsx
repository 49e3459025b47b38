import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RetryButton } from '../../../components/retry-button.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useAuth, useCurrentPlayer } from '../../auth/auth-context.ts';
import { useActiveCompetitions } from '../api/get-active-competitions.ts';
import { PLAYER_SESSIONS_KEY } from '../api/get-player-sessions.ts';
import { PracticeLaunchCard } from '../components/practice-launch-card.tsx';
import { SessionHistoryCard } from '../components/session-history-card.tsx';
import { SessionTrendChart } from '../components/session-trend-chart.tsx';
import { StatCards } from '../components/stat-cards.tsx';

// Loaded only when a duel or league round waits for the player (the first load stays light, 023).
const AwaitingCompetitionsCard = lazy(() =>
  import('../components/awaiting-competitions-card.tsx').then((m) => ({ default: m.AwaitingCompetitionsCard })),
);

// The coach's newest analysis: its own chunk and call, after the first screen (decision 057).
const CoachInsightCard = lazy(() =>
  import('../components/coach-insight-card.tsx').then((m) => ({ default: m.CoachInsightCard })),
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
  const waiting = useActiveCompetitions(player.player_id).data;
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
        {/* A new account, nothing recorded yet: this is a first visit, not a return. */}
        <p className="page-subtitle">
          {player.stats.total_sessions === 0 ? 'Welcome' : 'Welcome back'}, {player.name}.
        </p>
      </div>
      {stale && (
        <div className="banner banner-warning" role="status">
          <p>{INCOMPLETE_PLAYER_DATA}</p>
          <RetryButton busy={refreshing} onRetry={refresh} variant="secondary" />
        </div>
      )}
      {waiting && waiting.duels.length + waiting.league_rounds.length > 0 && (
        <Suspense fallback={null}>
          <AwaitingCompetitionsCard waiting={waiting} timeZone={player.timezone} />
        </Suspense>
      )}
      <StatCards stats={player.stats} />
      <div className="split-columns dashboard-grid">
        <SessionTrendChart playerId={player.player_id} timeZone={player.timezone} />
        <PracticeLaunchCard />
      </div>
      <Suspense fallback={null}>
        <CoachInsightCard playerId={player.player_id} />
      </Suspense>
      <SessionHistoryCard
        playerId={player.player_id}
        timeZone={player.timezone}
        refreshing={refreshing}
        onRefresh={refresh}
      />
    </div>
  );
}
