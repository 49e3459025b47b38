import type { CareerStats } from '@holeout/shared/career';
import { MISS_WORDS } from '@holeout/shared/golfer-words';
import { categoryRows, consecutiveRows, performanceOverviewRows } from '../career-tables.ts';
import { MakeZoneDiagram } from './make-zone-diagram.tsx';
import { HighSumTable, OverviewTable, TableCard } from './stat-tables.tsx';

/**
 * The miss categories in a golfer's words under the table, which keeps the spec's labels
 * (decision 056): 'RETURN: CENTER - RIGHT' is a short putt that went in the middle and out right.
 */
function MissKindsInWords() {
  return (
    <details className="category-words">
      <summary>What the miss categories mean</summary>
      <dl>
        {Object.entries(MISS_WORDS).map(([kind, w]) => (
          <div key={kind}>
            <dt>
              {kind} — {w.word}
            </dt>
            <dd>{w.meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        After the kind come the sides of the cup the ball went in and out by: RETURN: CENTER - RIGHT is a short putt
        that came in the middle and left on the right.
      </p>
    </details>
  );
}

/**
 * The four career tables with the player's figures (spec 01 §2 Career stats page), and the make
 * zones picture beside the long Performance Overview so the page has no empty column.
 */
export function CareerTablesView({ stats, isOwner }: { stats: CareerStats; isOwner: boolean }) {
  return (
    <>
      <div className="stats-grid">
        <TableCard title="Performance Overview" id="career-overview">
          <OverviewTable rows={performanceOverviewRows(stats)} />
        </TableCard>
        <div className="stats-column">
          <TableCard title="Consecutive Makes" id="career-consecutive">
            <HighSumTable rows={consecutiveRows(stats.consecutive)} labelHeading="Streak" empty="No makes yet." />
          </TableCard>
          <MakeZoneDiagram overview={stats.makes_overview} isOwner={isOwner} />
        </div>
      </div>
      <div className="stats-grid">
        <TableCard title="Makes by Category" id="career-makes">
          <HighSumTable rows={categoryRows(stats.makes_detailed)} labelHeading="Category" empty="No makes yet." />
        </TableCard>
        <TableCard title="Misses by Category" id="career-misses">
          <HighSumTable rows={categoryRows(stats.misses_detailed)} labelHeading="Category" empty="No misses yet." />
          <MissKindsInWords />
        </TableCard>
      </div>
    </>
  );
}
