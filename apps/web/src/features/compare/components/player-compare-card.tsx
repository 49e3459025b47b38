import type { CompareResponse } from '@holeout/shared/players';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDecimal, formatPercent, formatStat } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { formatDuelRating } from '../duel-rating-format.ts';

/**
 * One player's side: Total Makes, Best Streak, Avg. Putts/Min and Avg. Accuracy (2 decimals), and
 * their duel rating with its confidence when the server sends one.
 */
export function PlayerCompareCard({ player }: { player: CompareResponse['player1_stats'] }) {
  const id = useId();
  const rating = formatDuelRating(player.duel_rating);
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
        {rating && (
          <div className="figure" data-testid="compare-duel-rating">
            <dt>Duel Rating</dt>
            <dd>
              <span aria-hidden="true">{rating.value}</span>
              <span className="visually-hidden">{rating.description}</span>
              <span className="cell-note" aria-hidden="true">
                {rating.note}
              </span>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
