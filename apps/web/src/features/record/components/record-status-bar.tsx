import type { ReactNode } from 'react';
import { formatClock } from '../live-figures.ts';

/**
 * The recorder's top line, whichever way putts are recorded: the session clock and its details.
 * A time-limited competition counts down to its limit instead.
 */
export function RecordStatusBar({
  elapsedSeconds,
  limitSeconds = null,
  children,
}: {
  elapsedSeconds: number;
  /** The competition's time limit in seconds: the clock shows the time left. */
  limitSeconds?: number | null;
  children: ReactNode;
}) {
  const left = limitSeconds === null ? null : Math.max(0, Math.ceil(limitSeconds - elapsedSeconds));
  return (
    <div className="record-status-bar">
      {left === null ? (
        <div className="record-clock" role="timer" aria-label="Session time">
          {formatClock(elapsedSeconds)}
        </div>
      ) : (
        <div className="record-clock is-countdown" role="timer" aria-label="Time left" data-testid="record-time-left">
          {formatClock(left)}
        </div>
      )}
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
