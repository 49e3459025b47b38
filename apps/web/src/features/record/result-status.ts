import type { SendOutcome } from './upload-queue.ts';

/** Where the finished session is: on its way, stored, kept on the device, or refused. */
export type ResultStatus =
  | { kind: 'uploading' }
  | { kind: 'uploaded'; sessionNumber: number | null }
  | { kind: 'kept'; online: boolean }
  | { kind: 'refused' };

/** The status of a finished session from its upload's outcome and whether it still waits on the device. */
export function resultStatus(outcome: SendOutcome | undefined, stillWaiting: boolean, online: boolean): ResultStatus {
  if (outcome === undefined) return { kind: 'uploading' };
  if (outcome.kind === 'uploaded') return { kind: 'uploaded', sessionNumber: outcome.answer.session.session_number };
  if (outcome.kind === 'refused') return { kind: 'refused' };
  // Waiting (or already taken by another attempt): done once it has left the queue.
  return stillWaiting ? { kind: 'kept', online } : { kind: 'uploaded', sessionNumber: null };
}
