import type { SessionSummary } from '@holeout/shared/sessions';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CaptureSourceIcon, captureSourceText } from '../../../components/capture-source-icon.tsx';
import { LockIcon } from '../../../components/lock-icon.tsx';
import { formatDateTime, formatDecimal, formatDuration, formatStat } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { hasBreakdown } from '../session-breakdown.ts';
import { SESSION_TABLE_COLUMNS, type SessionColumnLabel } from '../session-columns.ts';
import { sessionTypeDetail, sessionTypeLabel } from '../session-format.ts';
import { NO_DETAILS_TEXT, SessionDetailsPanel } from './session-details-panel.tsx';
import { SessionVsTour } from './session-vs-tour.tsx';

/** A figure cell; its column's label goes with it for the phone layout, where the header row is hidden. */
function Figure({ label, children }: { label: SessionColumnLabel; children: string | number }) {
  return (
    <td className="num" data-label={label}>
      {children}
    </td>
  );
}

/** The hint a locked row opens to: what the lock means and where to lift it. */
function LockedHint() {
  return (
    <p className="session-locked-hint">
      <LockIcon />
      <span>
        Session details are available to full subscribers. <Link to={paths.membership}>Upgrade to a membership</Link> to
        see makes and misses by category and consecutive makes for every session.
      </span>
    </p>
  );
}

/**
 * One session of the Session History table and, when expanded, its breakdown in a second row. The
 * Details cell holds a real button (aria-expanded, aria-controls), so the row opens by keyboard.
 */
export function SessionHistoryRow({ session, timeZone }: { session: SessionSummary; timeZone: string }) {
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
        <td className="cell-toggle">
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
        <th scope="row" className="cell-number">
          {session.session_number}
        </th>
        <td className="cell-date">
          <time dateTime={session.start_time}>{formatDateTime(session.start_time, timeZone)}</time>
        </td>
        <td className="cell-type" data-label="Type">
          {sessionTypeLabel(session.competition)}
          <CaptureSourceIcon source={session.capture_source} />
          {detail && <span className="cell-note">{detail}</span>}
        </td>
        <Figure label="Duration">{formatDuration(session.session_duration)}</Figure>
        <Figure label="Makes">{session.makes}</Figure>
        <Figure label="Misses">{session.misses}</Figure>
        <Figure label="Top Streak">{session.best_streak}</Figure>
        <Figure label="Fastest 21">{formatDecimal(session.fastest_21_makes, 's')}</Figure>
        <Figure label="PPM">{formatDecimal(session.putts_per_minute)}</Figure>
        <Figure label="MPM">{formatDecimal(session.makes_per_minute)}</Figure>
        <Figure label="Max 60s">{formatStat(session.most_makes_in_60_seconds)}</Figure>
      </tr>
      <tr id={panelId} className="session-details-row" hidden={!open}>
        <td colSpan={SESSION_TABLE_COLUMNS}>
          {open &&
            (locked ? (
              <LockedHint />
            ) : (
              <>
                <p className="session-capture">Captured with: {captureSourceText(session.capture_source)}</p>
                <SessionVsTour session={session} />
                {hasBreakdown(session) ? (
                  <SessionDetailsPanel session={session} />
                ) : (
                  <p className="muted">{NO_DETAILS_TEXT}</p>
                )}
              </>
            ))}
        </td>
      </tr>
    </>
  );
}
