import type { UploadNotice } from '../upload-queue.ts';

/**
 * Competition sessions the server would not take for their competition (it had closed, or takes
 * only tracked sessions) and that were stored as practice instead: the server's reason, once,
 * until the golfer dismisses it.
 */
export function UploadNotices({
  notices,
  onDismiss,
}: {
  notices: readonly UploadNotice[];
  onDismiss: (sessionId: string) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <section className="card record-notices" aria-labelledby="upload-notices-heading" data-testid="upload-notices">
      <h2 id="upload-notices-heading">Kept as practice</h2>
      <ul>
        {notices.map((n) => (
          <li key={n.session_id}>
            <p role="status">
              Your session for {n.competition} was kept as a practice session: {n.reason}
            </p>
            <button type="button" className="button button-ghost" onClick={() => onDismiss(n.session_id)}>
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
