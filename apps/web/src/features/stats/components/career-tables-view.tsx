import type { CareerStats } from '@holeout/shared/sessions';
import { categoryRows, consecutiveRows, performanceOverviewRows } from '../career-tables.ts';
import { HighSumTable, OverviewTable, TableCard } from './stat-tables.tsx';

/** The four career tables with the player's figures (spec 01 §2 Career stats page). */
export function CareerTablesView({ stats }: { stats: CareerStats }) {
  return (
    <div className="stats-grid">
      <TableCard title="Performance Overview" id="career-overview">
        <OverviewTable rows={performanceOverviewRows(stats)} />
      </TableCard>
      <TableCard title="Consecutive Makes" id="career-consecutive">
        <HighSumTable rows={consecutiveRows(stats.consecutive)} labelHeading="Streak" empty="No makes yet." />
      </TableCard>
      <TableCard title="Makes by Category" id="career-makes">
        <HighSumTable rows={categoryRows(stats.makes_detailed)} labelHeading="Category" empty="No makes yet." />
      </TableCard>
      <TableCard title="Misses by Category" id="career-misses">
        <HighSumTable rows={categoryRows(stats.misses_detailed)} labelHeading="Category" empty="No misses yet." />
      </TableCard>
    </div>
  );
}
