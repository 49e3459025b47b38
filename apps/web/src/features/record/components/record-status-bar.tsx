import type { ReactNode } from 'react';
import { formatClock } from '../live-figures.ts';

/** The recorder's top line, whichever way putts are recorded: the session clock and its details. */
export function RecordStatusBar({ elapsedSeconds, children }: { elapsedSeconds: number; children: ReactNode }) {
  return (
    <div className="record-status-bar">
      <div className="record-clock" role="timer" aria-label="Session time">
        {formatClock(elapsedSeconds)}
      </div>
      <p className="record-meta">{children}</p>
    </div>
  );
}

/** The last putt in words, read out politely by screen readers as each putt lands. */
export function LastPuttAnnouncement({ text }: { text: string }) {
  return (
    <p className="record-last" role="status" aria-live="polite" aria-atomic="true" data-testid="record-last">
      {text}
    </p>
  );
}
