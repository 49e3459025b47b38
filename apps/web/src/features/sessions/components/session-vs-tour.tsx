import { formatVsTour } from '@holeout/shared/coach-tour-baseline';
import type { SessionSummary } from '@holeout/shared/sessions';

/**
 * The session against PGA Tour players at its putting distance ("+2.4 makes per 21 vs tour at
 * 7 ft"), shown with the session's details; nothing outside the baseline's 3–10 ft.
 */
export function SessionVsTour({ session }: { session: SessionSummary }) {
  const text = formatVsTour(session.makes, session.makes + session.misses, session.putting_distance_feet);
  if (text === null) return null;
  return (
    <p className="vs-tour">
      <strong>Tour baseline:</strong> {text} <span className="muted">(PGA Tour make rates, Broadie)</span>
    </p>
  );
}
