import type { SessionSummary } from '@holeout/shared/sessions';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { TableHead } from '../../../components/table-head.tsx';
import { SESSION_COLUMNS } from '../session-columns.ts';
import { SessionHistoryRow } from './session-history-row.tsx';

/**
 * The Session History table (spec 01 §2, plus the date): one row per session with an expandable
 * breakdown. On a phone each row becomes a card whose figures carry their own labels (styles.css,
 * "Session History cards"); between that and a full desktop it scrolls sideways inside its card.
 */
export function SessionHistoryTable({
  sessions,
  caption,
  timeZone,
}: {
  sessions: SessionSummary[];
  caption: string;
  /** The viewer's time zone, for the Date column. */
  timeZone: string;
}) {
  return (
    <ScrollRegion className="session-table-scroll" label={caption}>
      <table className="data-table session-table">
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={[{ label: 'Details' }, ...SESSION_COLUMNS]} />
        <tbody>
          {sessions.map((s) => (
            <SessionHistoryRow key={s.session_id} session={s} timeZone={timeZone} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
