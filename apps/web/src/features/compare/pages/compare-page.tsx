import { useParams } from 'react-router';
import { RetryButton } from '../../../components/retry-button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { errorText } from '../../../lib/api-client.ts';
import { useComparison } from '../api/get-comparison.ts';
import { DuelHistoryTable } from '../components/duel-history-table.tsx';
import { HeadToHeadBoards } from '../components/head-to-head-boards.tsx';
import { HeadToHeadSummary } from '../components/head-to-head-summary.tsx';
import { PlayerCompareCard } from '../components/player-compare-card.tsx';

/** Spec 01 §8: the comparison's error text. */
export const COMPARISON_FAILED = 'Failed to fetch comparison data.';

/** /players/{player1Id}/vs/{player2Id}: two players side by side (spec 01 §2 Comparison page). */
export function ComparePage() {
  const params = useParams();
  const player1Id = Number(params.player1Id);
  const player2Id = Number(params.player2Id);
  const query = useComparison(player1Id, player2Id);
  const data = query.data;
  usePageTitle(data ? `${data.player1_stats.player_name} vs ${data.player2_stats.player_name}` : 'Compare Players');

  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label="Loading comparison..." />;

  if (!data) {
    const detail = query.isError ? errorText(query.error, COMPARISON_FAILED) : null;
    // An error, an unknown player (404 → null) or ids that are not ids: nothing to compare.
    return (
      <div className="page">
        <h1>Compare Players</h1>
        <section className="card">
          <p className="error-text" role="alert">
            {COMPARISON_FAILED}
          </p>
          {detail && detail !== COMPARISON_FAILED && <p className="muted">{detail}</p>}
          {query.isError && <RetryButton busy={query.isFetching} onRetry={() => query.refetch()} />}
        </section>
      </div>
    );
  }

  return (
    <div className="page compare-page">
      <h1>
        {data.player1_stats.player_name} vs {data.player2_stats.player_name}
      </h1>
      <div className="compare-top">
        <PlayerCompareCard player={data.player1_stats} />
        <HeadToHeadSummary data={data} />
        <PlayerCompareCard player={data.player2_stats} />
      </div>
      <HeadToHeadBoards data={data} />
      <DuelHistoryTable data={data} />
    </div>
  );
}
