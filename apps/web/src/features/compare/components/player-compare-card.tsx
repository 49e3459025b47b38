import type { CompareResponse } from '@holeout/shared/players';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDecimal, formatPercent, formatStat } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/** One player's side: Total Makes, Best Streak, Avg. Putts/Min and Avg. Accuracy (2 decimals). */
export function PlayerCompareCard({ player }: { player: CompareResponse['player1_stats'] }) {
  const id = useId();
  const figures = [
    ['Total Makes', formatStat(player.sum_makes)],
    ['Best Streak', formatStat(player.high_best_streak)],
    ['Avg. Putts/Min', formatDecimal(player.avg_ppm)],
    ['Avg. Accuracy', formatPercent(player.avg_accuracy)],
  ] as const;
  return (
    <section className="card compare-player" aria-labelledby={id} data-testid="compare-player">
      <h2 id={id}>
        <Link to={paths.playerStats(player.player_id)}>{player.player_name}</Link>
      </h2>
      <dl className="figure-list">
        {figures.map(([label, value]) => (
          <div key={label} className="figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
