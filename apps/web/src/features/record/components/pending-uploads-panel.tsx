import { formatDateTime } from '../../../lib/format.ts';
import type { PendingUpload } from '../upload-queue.ts';

function sessions(count: number): string {
  return count === 1 ? '1 session' : `${count} sessions`;
}

/**
 * The sessions finished on this device that the server has not stored yet: how many wait and
 * why, a way to try now, and for any the server refused, its reason with Try again and Discard.
 */
export function PendingUploadsPanel({
  entries,
  online,
  uploading,
  persistent,
  onUploadNow,
  onRetry,
  onDiscard,
}: {
  entries: readonly PendingUpload[];
  online: boolean;
  uploading: boolean;
  /** False when the browser refused storage: the sessions then last only while the page is open. */
  persistent: boolean;
  onUploadNow: () => void;
  onRetry: (sessionId: string) => void;
  onDiscard: (sessionId: string) => void;
}) {
  const waiting = entries.filter((e) => e.refused === undefined);
  const refused = entries.filter((e) => e.refused !== undefined);
  if (entries.length === 0) return null;
  const where = persistent ? 'on this device' : 'on this page (keep it open)';

  return (
    <section className="card record-pending" aria-labelledby="pending-uploads-heading">
      <h2 id="pending-uploads-heading">Waiting to upload</h2>
      {waiting.length > 0 && (
        <div className="section-row">
          <p className="record-pending-status" data-testid="pending-uploads">
            {online
              ? `${sessions(waiting.length)} saved ${where} — will try the upload again shortly.`
              : `${sessions(waiting.length)} saved ${where} — will upload when you're back online.`}
          </p>
          {online && (
            <button
              type="button"
              className="button button-secondary"
              onClick={onUploadNow}
              aria-disabled={uploading}
              aria-busy={uploading}
            >
              {uploading ? 'Uploading…' : 'Upload now'}
            </button>
          )}
        </div>
      )}
      {refused.length > 0 && (
        <ul className="record-refused">
          {refused.map((entry) => (
            <li key={entry.body.session_id}>
              <p>
                The session started {formatDateTime(entry.body.started_at)} was not accepted: {entry.refused}
              </p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => onRetry(entry.body.session_id)}
                >
                  Try again
                </button>
                <button type="button" className="button button-ghost" onClick={() => onDiscard(entry.body.session_id)}>
                  Discard
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
