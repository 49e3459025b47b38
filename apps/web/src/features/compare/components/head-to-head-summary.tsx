import type { CompareResponse } from '@holeout/shared/players';

/** The centre of the comparison: duel wins each and the number of completed duels. */
export function HeadToHeadSummary({ data }: { data: CompareResponse }) {
  const { h2h, player1_stats: p1, player2_stats: p2 } = data;
  return (
    <section className="card compare-h2h" aria-label="Head-to-Head" data-testid="compare-h2h">
      <h2>Head-to-Head</h2>
      <p className="h2h-score">
        <span className="visually-hidden">
          {p1.player_name} {h2h.player1_wins} wins, {p2.player_name} {h2h.player2_wins} wins
        </span>
        <span aria-hidden="true">
          {h2h.player1_wins} – {h2h.player2_wins}
        </span>
      </p>
      <p className="muted">({h2h.total_completed_duels} Completed Duels)</p>
    </section>
  );
}
