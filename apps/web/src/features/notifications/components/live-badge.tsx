import type { LiveStatus } from '../live/notification-connection.ts';

/** 'Live' while the stream is open, the 'Reconnecting...' warning after it failed; nothing while it first opens. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  if (status === 'live') {
    return (
      <span className="live-badge live-badge-live" aria-live="polite">
        <span className="live-badge-dot" aria-hidden="true" />
        Live
      </span>
    );
  }
  if (status === 'reconnecting') {
    return (
      <span className="live-badge live-badge-reconnecting" aria-live="polite">
        Reconnecting...
      </span>
    );
  }
  return null;
}
