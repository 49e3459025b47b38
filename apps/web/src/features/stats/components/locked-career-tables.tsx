import { CONSECUTIVE_THRESHOLDS, MISS_KINDS, ZONES } from '@holeout/shared/putt-log';
import { LockIcon } from '../../../components/lock-icon.tsx';
import { PERFORMANCE_OVERVIEW_LABELS } from '../career-tables.ts';
import { HighSumTable, OverviewTable, TableCard } from './stat-tables.tsx';

// Neutral stand-ins: the server sends no figures to a locked viewer, and the page must not invent
// any. The blur only hints at the shape of what a subscription shows.
const HIDDEN = '•••';
const placeholder = (labels: readonly string[]) => labels.map((label) => ({ label, high: HIDDEN, sum: HIDDEN }));

/**
 * The four career tables for a viewer without a subscription: labels with placeholder values,
 * blurred, hidden from assistive technology, with a plain note saying why.
 */
export function LockedCareerTables({ note }: { note: string }) {
  return (
    <div className="locked-stats" data-testid="locked-career">
      <p className="locked-stats-note">
        <LockIcon /> {note}
      </p>
      <div className="stats-grid locked-stats-blur" aria-hidden="true" inert>
        <TableCard title="Performance Overview" id="locked-overview">
          <OverviewTable rows={PERFORMANCE_OVERVIEW_LABELS.map((label) => ({ label, value: HIDDEN }))} />
        </TableCard>
        <TableCard title="Consecutive Makes" id="locked-consecutive">
          <HighSumTable
            rows={placeholder(CONSECUTIVE_THRESHOLDS.map((n) => `${n}+ in a row`))}
            labelHeading="Streak"
            empty=""
          />
        </TableCard>
        <TableCard title="Makes by Category" id="locked-makes">
          <HighSumTable rows={placeholder(ZONES)} labelHeading="Category" empty="" />
        </TableCard>
        <TableCard title="Misses by Category" id="locked-misses">
          <HighSumTable rows={placeholder(MISS_KINDS)} labelHeading="Category" empty="" />
        </TableCard>
      </div>
    </div>
  );
}
