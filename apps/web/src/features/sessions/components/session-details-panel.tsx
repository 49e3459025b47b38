import { makeCategoryInWords, missCategoryInWords } from '@holeout/shared/golfer-words';
import type { SessionSummary } from '@holeout/shared/sessions';
import { type CategoryCount, categoryCounts, consecutiveCounts } from '../session-breakdown.ts';

/** The spec's text for a session stored without a breakdown. */
export const NO_DETAILS_TEXT =
  'Detailed analytics are not available for this session. Upload new sessions from the desktop app to see make/miss breakdowns by location.';

function CountTable({ title, rows, empty }: { title: string; rows: CategoryCount[]; empty: string }) {
  return (
    <div className="session-breakdown-block">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table className="breakdown-table">
          <thead>
            <tr>
              <th scope="col">{title === 'Consecutive Makes' ? 'Run' : 'Category'}</th>
              <th scope="col" className="num">
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label} className={r.count === 0 ? 'is-zero' : undefined}>
                <th scope="row">
                  {r.label}
                  {r.category && <span className="cell-note">{r.category}</span>}
                </th>
                <td className="num">{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * The expanded part of a Session History row: makes by category, misses by category and
 * consecutive makes ('N+ in a row').
 */
export function SessionDetailsPanel({ session }: { session: SessionSummary }) {
  return (
    <div className="session-breakdown">
      <CountTable
        title="Makes by Category"
        rows={categoryCounts(session.makes_by_category, makeCategoryInWords)}
        empty="No makes."
      />
      <CountTable
        title="Misses by Category"
        rows={categoryCounts(session.misses_by_category, missCategoryInWords)}
        empty="No misses."
      />
      <CountTable
        title="Consecutive Makes"
        rows={consecutiveCounts(session.consecutive_by_category)}
        empty="No runs of makes."
      />
    </div>
  );
}
