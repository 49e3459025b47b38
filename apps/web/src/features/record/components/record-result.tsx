import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { LiveFigures } from '../live-figures.ts';
import type { ResultStatus } from '../result-status.ts';
import { LiveFiguresPanel } from './live-figures-panel.tsx';

function statusText(status: ResultStatus): string {
  switch (status.kind) {
    case 'uploading':
      return 'Uploading your session…';
    case 'uploaded':
      return status.sessionNumber === null
        ? 'Uploaded. Your session is in your history.'
        : `Uploaded as session #${status.sessionNumber}.`;
    case 'kept':
      return status.online
        ? 'Saved on this device — the upload will be tried again shortly.'
        : "Saved on this device — it will upload when you're back online.";
    case 'refused':
      return 'The server did not accept this session; see below.';
  }
}

/** After Finish: the session's figures, where its upload stands, and what to do next. */
export function RecordResult({
  figures,
  durationSeconds,
  status,
  onRecordAnother,
}: {
  figures: LiveFigures;
  durationSeconds: number;
  status: ResultStatus;
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
      <p
        className={status.kind === 'refused' ? 'record-result-status is-error' : 'record-result-status'}
        role="status"
        data-testid="record-result-status"
      >
        {statusText(status)}
      </p>
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
