import type { SessionSummary } from '@holeout/shared/sessions';
import { SessionHistoryRow } from './session-history-row.tsx';

const HEADINGS = [
  'Session #',
  'Type',
  'Duration',
  'Makes',
  'Misses',
  'Top Streak',
  'Fastest 21',
  'PPM',
  'MPM',
  'Max 60s',
] as const;
const TEXT_COLUMNS = new Set(['Session #', 'Type']);

/**
 * The Session History table (spec 01 §2): one row per session with an expandable breakdown. It
 * scrolls sideways inside its card on narrow screens instead of squeezing the figures.
 */
export function SessionHistoryTable({ sessions, caption }: { sessions: SessionSummary[]; caption: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="table-scroll session-table-scroll" tabIndex={0} aria-label={caption}>
      <table className="data-table session-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Details</th>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className={TEXT_COLUMNS.has(h) ? undefined : 'num'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <SessionHistoryRow key={s.session_id} session={s} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
