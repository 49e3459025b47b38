import type { PendingUpload, SendOutcome, UploadNotice } from './upload-queue.ts';

/** Where the finished session is: on its way, stored, kept on the device, refused, or stored as practice. */
export type ResultStatus =
  | { kind: 'uploading' }
  /** `moment`: the server's line on a new session (a personal best, or vs the last one; decision 057). */
  | { kind: 'uploaded'; sessionNumber: number | null; moment?: string }
  | { kind: 'kept'; online: boolean }
  | { kind: 'refused'; reason: string | null }
  /** A competition session the server would not take for it (closed, or tracked only): kept as practice. */
  | { kind: 'practice'; reason: string };

/**
 * The status of a finished session from its upload's outcome, its entry if it still waits on the
 * device, and the note left if it was stored as practice instead of for its competition.
 */
export function resultStatus(
  outcome: SendOutcome | undefined,
  waiting: PendingUpload | undefined,
  online: boolean,
  notice?: UploadNotice,
): ResultStatus {
  if (notice) return { kind: 'practice', reason: notice.reason };
  if (outcome?.kind === 'uploaded' && outcome.practice !== undefined)
    return { kind: 'practice', reason: outcome.practice };
  if (waiting?.refused !== undefined) return { kind: 'refused', reason: waiting.refused };
  if (outcome === undefined) return { kind: 'uploading' };
  if (outcome.kind === 'uploaded') {
    const moment = outcome.answer.moment?.text;
    return { kind: 'uploaded', sessionNumber: outcome.answer.session.session_number, ...(moment && { moment }) };
  }
  if (outcome.kind === 'refused') return { kind: 'refused', reason: outcome.message };
  // Waiting (or already taken by another attempt): done once it has left the queue.
  return waiting ? { kind: 'kept', online } : { kind: 'uploaded', sessionNumber: null };
}
