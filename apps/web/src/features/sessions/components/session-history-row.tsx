import type { SessionSummary } from '@holeout/shared/sessions';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/lock-icon.tsx';
import { formatDecimal, formatDuration, formatStat } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { hasBreakdown } from '../session-breakdown.ts';
import { sessionTypeDetail, sessionTypeLabel } from '../session-format.ts';
import { NO_DETAILS_TEXT, SessionDetailsPanel } from './session-details-panel.tsx';

/** Number of columns, for the expanded row's colSpan. */
export const SESSION_TABLE_COLUMNS = 11;

/** The hint a locked row opens to: what the lock means and where to lift it. */
function LockedHint() {
  return (
    <p className="session-locked-hint">
      <LockIcon />
      <span>
        Session details are available to full subscribers. <Link to={paths.settings}>Upgrade in Settings</Link> to see
        makes and misses by category and consecutive makes for every session.
      </span>
    </p>
  );
}

/**
 * One session of the Session History table and, when expanded, its breakdown in a second row. The
 * Details cell holds a real button (aria-expanded, aria-controls), so the row opens by keyboard.
 */
export function SessionHistoryRow({ session }: { session: SessionSummary }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const locked = session.details_locked;
  const detail = sessionTypeDetail(session.competition);
  const label = locked
    ? `Session #${session.session_number} details locked`
    : `Details of session #${session.session_number}`;

  return (
    <>
      <tr className={open ? 'session-row is-open' : 'session-row'} data-testid="session-row">
        <td>
          <button
            type="button"
            className={locked ? 'row-toggle row-toggle-locked' : 'row-toggle'}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={label}
            title={label}
            onClick={() => setOpen((v) => !v)}
          >
            {locked ? <LockIcon /> : <span aria-hidden="true">{open ? '▾' : '▸'}</span>}
          </button>
        </td>
        <th scope="row">{session.session_number}</th>
        <td>
          {sessionTypeLabel(session.competition)}
          {detail && <span className="cell-note">{detail}</span>}
        </td>
        <td className="num">{formatDuration(session.session_duration)}</td>
        <td className="num">{session.makes}</td>
        <td className="num">{session.misses}</td>
        <td className="num">{session.best_streak}</td>
        <td className="num">{formatDecimal(session.fastest_21_makes, 's')}</td>
        <td className="num">{formatDecimal(session.putts_per_minute)}</td>
        <td className="num">{formatDecimal(session.makes_per_minute)}</td>
        <td className="num">{formatStat(session.most_makes_in_60_seconds)}</td>
      </tr>
      <tr id={panelId} className="session-details-row" hidden={!open}>
        <td colSpan={SESSION_TABLE_COLUMNS}>
          {open &&
            (locked ? (
              <LockedHint />
            ) : hasBreakdown(session) ? (
              <SessionDetailsPanel session={session} />
            ) : (
              <p className="muted">{NO_DETAILS_TEXT}</p>
            ))}
        </td>
      </tr>
    </>
  );
}
