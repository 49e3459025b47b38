import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { LiveFigures } from '../live-figures.ts';
import type { ResultStatus } from '../result-status.ts';
import { LiveFiguresPanel } from './live-figures-panel.tsx';

function statusText(status: ResultStatus, competition: string | undefined): string {
  switch (status.kind) {
    case 'uploading':
      return competition ? `Submitting your session to ${competition}…` : 'Uploading your session…';
    case 'uploaded':
      if (competition) {
        return status.sessionNumber === null
          ? `Submitted to ${competition}.`
          : `Submitted to ${competition} as session #${status.sessionNumber}.`;
      }
      return status.sessionNumber === null
        ? 'Uploaded. Your session is in your history.'
        : `Uploaded as session #${status.sessionNumber}.`;
    case 'kept':
      if (competition) {
        return status.online
          ? `Saved on this device — it will be submitted to ${competition} shortly.`
          : `Saved on this device — it will be submitted to ${competition} when you're back online.`;
      }
      return status.online
        ? 'Saved on this device — the upload will be tried again shortly.'
        : "Saved on this device — it will upload when you're back online.";
    case 'refused':
      return status.reason
        ? `The server did not accept this session: ${status.reason}`
        : 'The server did not accept this session; see below.';
    case 'practice':
      return `Kept as a practice session, not for ${competition ?? 'the competition'}: ${status.reason}`;
  }
}

/** After Finish: the session's figures, where its upload stands, and what to do next. */
export function RecordResult({
  figures,
  durationSeconds,
  status,
  note = '',
  competition,
  onRecordAnother,
}: {
  figures: LiveFigures;
  durationSeconds: number;
  status: ResultStatus;
  /** Why the session ended, when it ended by itself (a competition's limit). */
  note?: string;
  /** The competition it was putted for, in words. */
  competition?: string;
  onRecordAnother: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Finish left the page: the result is where the golfer continues.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="card record-result" aria-labelledby="record-result-heading">
      <h2 id="record-result-heading" ref={headingRef} tabIndex={-1}>
        Session finished
      </h2>
      {note && <p data-testid="record-result-note">{note}</p>}
      <p
        className={
          status.kind === 'refused' || status.kind === 'practice'
            ? 'record-result-status is-error'
            : 'record-result-status'
        }
        role="status"
        data-testid="record-result-status"
      >
        {statusText(status, competition)}
      </p>
      {status.kind === 'uploaded' && status.moment && (
        <p className="record-moment" data-testid="record-moment">
          {status.moment}
        </p>
      )}
      <LiveFiguresPanel figures={figures} durationSeconds={durationSeconds} testId="session-figures" />
      <div className="record-actions">
        <Link to={paths.home} className="button button-primary">
          See it on your dashboard
        </Link>
        <button type="button" className="button button-secondary" onClick={onRecordAnother}>
          Record another session
        </button>
      </div>
    </section>
  );
}
