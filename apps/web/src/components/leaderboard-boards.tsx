import {
  LEADERBOARD_METRICS,
  type LeaderboardEntry,
  type LeaderboardMetric,
  leaderboardResponseSchema,
} from '@holeout/shared/leaderboards';
import { useQueries } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import { CaptureSourceIcon } from './capture-source-icon.tsx';
import { type LeaderboardCardView, leaderboardCard } from './leaderboard-slots.ts';

/** Whose figures a set of boards ranks (DESIGN §6). */
export type LeaderboardScope =
  | { context_type: 'leagues'; context_id: number }
  | { context_type: 'custom'; player_ids: readonly number[] }
  | { context_type: 'friends'; player_id: number };

/** Cache key of every board, so one invalidation (a league round closing) refreshes them all. */
export const LEADERBOARDS_KEY = ['leaderboards'] as const;

function scopeKey(scope: LeaderboardScope): string {
  if (scope.context_type === 'leagues') return `leagues:${scope.context_id}`;
  if (scope.context_type === 'custom') return `custom:${scope.player_ids.join(',')}`;
  return `friends:${scope.player_id}`;
}

/** GET /leaderboards-v2?metric=&context_type=… — one board, best first; a 404 is an empty board. */
export async function getLeaderboard(
  metric: LeaderboardMetric,
  scope: LeaderboardScope,
  signal?: AbortSignal,
): Promise<LeaderboardEntry[]> {
  const query: Record<string, string | number> = { metric, context_type: scope.context_type };
  if (scope.context_type === 'leagues') query.context_id = scope.context_id;
  if (scope.context_type === 'custom') query.player_ids = scope.player_ids.join(',');
  if (scope.context_type === 'friends') query.player_id = scope.player_id;
  const answer = await apiRequest('/leaderboards-v2', leaderboardResponseSchema, { query, signal });
  return answer?.leaderboard ?? [];
}

/**
 * The four boards of a scope, fetched in parallel. A board that fails to load is an empty board
 * (spec 02 §7: "a failed one yields an empty list"), not an error of the page.
 */
export function useLeaderboards(scope: LeaderboardScope, enabled = true) {
  const key = scopeKey(scope);
  return useQueries({
    queries: LEADERBOARD_METRICS.map((metric) => ({
      queryKey: [...LEADERBOARDS_KEY, key, metric],
      queryFn: ({ signal }: { signal: AbortSignal }) => getLeaderboard(metric, scope, signal),
      enabled,
      retry: false,
    })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
      cards: results.map((r, i) => leaderboardCard(LEADERBOARD_METRICS[i], r.data ?? [])),
    }),
  });
}

function Unclaimed({ label = 'Unclaimed' }: { label?: string }) {
  return (
    <>
      <span aria-hidden="true">-</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/** One card: three numbered slots; a player links to their stats page, an unclaimed slot is a dash. */
export function LeaderboardCard({ card, loading = false }: { card: LeaderboardCardView; loading?: boolean }) {
  const id = useId();
  return (
    <section className="leaderboard-card" aria-labelledby={id} data-testid={`leaderboard-${card.metric}`}>
      <h3 id={id}>{card.title}</h3>
      <ol className="leaderboard-slots">
        {card.slots.map((slot, i) =>
          slot ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional.
            <li key={i} className="leaderboard-slot">
              <span className="slot-rank">{slot.rank}</span>
              <span className="slot-name">
                {slot.playerId !== null ? <Link to={paths.playerStats(slot.playerId)}>{slot.name}</Link> : slot.name}
              </span>
              <span className="slot-value">
                {slot.value}
                <CaptureSourceIcon source={slot.source} />
              </span>
            </li>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional.
            <li key={i} className="leaderboard-slot is-empty">
              <span className="slot-rank">{i + 1}</span>
              <span className="slot-name">
                <Unclaimed label={loading ? 'Loading' : 'Unclaimed'} />
              </span>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}

/**
 * A card holding the four boards of a scope (Most Makes, Best Streak, Makes/Min, Fastest 21),
 * three slots each, from GET /leaderboards-v2.
 */
export function LeaderboardBoards({
  title,
  scope,
  intro,
  enabled = true,
}: {
  title: string;
  scope: LeaderboardScope;
  /** A sentence under the title (what the boards rank). */
  intro?: ReactNode;
  enabled?: boolean;
}) {
  const id = useId();
  const { pending, cards } = useLeaderboards(scope, enabled);
  return (
    <section className="card" aria-labelledby={id} aria-busy={pending || undefined}>
      <h2 id={id}>{title}</h2>
      {intro && <p className="section-intro">{intro}</p>}
      <div className="leaderboard-grid">
        {cards.map((card) => (
          <LeaderboardCard key={card.metric} card={card} loading={pending} />
        ))}
      </div>
    </section>
  );
}
