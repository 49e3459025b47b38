import { formatDecimal, formatDuration, NOT_AVAILABLE } from '../../../lib/format.ts';
import type { LiveFigures } from '../live-figures.ts';

function formatAccuracy(value: number | null): string {
  return value === null ? NOT_AVAILABLE : `${value.toFixed(1)}%`;
}

/**
 * The session's figures as a list of terms: while recording (makes, misses, current and best
 * streak, putts per minute, accuracy) and, with `durationSeconds`, as the finished session's summary.
 */
export function LiveFiguresPanel({
  figures,
  durationSeconds,
  testId,
}: {
  figures: LiveFigures;
  durationSeconds?: number;
  testId?: string;
}) {
  const items: [string, string][] = [
    ['Makes', String(figures.makes)],
    ['Misses', String(figures.misses)],
    durationSeconds === undefined
      ? ['Streak', String(figures.currentStreak)]
      : ['Duration', formatDuration(durationSeconds)],
    ['Best streak', String(figures.bestStreak)],
    ['Putts/min', formatDecimal(figures.puttsPerMinute)],
    ['Accuracy', formatAccuracy(figures.accuracy)],
  ];
  return (
    <dl className="record-figures" data-testid={testId}>
      {items.map(([term, value]) => (
        <div key={term} className="record-figure">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
