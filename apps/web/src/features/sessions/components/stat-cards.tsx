import type { PlayerStats } from '@holeout/shared/accounts';
import { formatAccuracy, formatCount, formatDecimal } from '../../../lib/format.ts';

/** The four all-time cards of the dashboard: Makes, Misses, Accuracy and Fastest 21. */
export function StatCards({ stats }: { stats: PlayerStats }) {
  const cards = [
    { label: 'Makes', value: formatCount(stats.total_makes) },
    { label: 'Misses', value: formatCount(stats.total_misses) },
    { label: 'Accuracy', value: formatAccuracy(stats.total_makes, stats.total_misses) },
    { label: 'Fastest 21', value: formatDecimal(stats.fastest_21_makes_seconds ?? stats.fastest_21_makes, 's') },
  ];
  return (
    <section className="stat-section" aria-labelledby="all-time-heading">
      <h2 id="all-time-heading" className="section-title">
        All-Time Stats
      </h2>
      <dl className="stat-grid">
        {cards.map((card) => (
          <div key={card.label} className="stat-card">
            <dt>{card.label}</dt>
            <dd>{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
