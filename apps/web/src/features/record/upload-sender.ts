/**
 * Sending the sessions kept in the {@link UploadQueue}: one at a time per session (an attempt
 * under way is shared), removed once stored, marked with the server's reason when refused, and a
 * competition session the server will not take for its competition (closed, or tracked only)
 * sent again as practice with a note for the golfer. Loaded only by pages that upload.
 */
import type { SessionUploadResponse } from '@holeout/shared/sessions';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import type { PendingUpload, RecorderSource, SendOutcome, UploadNotice, UploadQueue } from './upload-queue.ts';

/** Sends one kept session to the server (`uploadSession` in the app, a stub in tests). */
export type Sender = (entry: PendingUpload) => Promise<SessionUploadResponse>;

/** Refusals after which a competition session is kept as practice (the contract's codes). */
const PRACTICE_CODES = new Set(['competition_closed', 'tracked_session_required']);

/** Attempts under way, by session id: shared rather than doubled within a page. */
const inFlight = new Map<string, Promise<SendOutcome>>();

/** The route a kept session goes to: the camera's or the hand-tapped recorder's. */
export function uploadSource(entry: PendingUpload): RecorderSource {
  if (entry.source) return entry.source;
  // Kept by the previous version, which said it in the body.
  return (entry.body as { capture_source?: string }).capture_source === 'camera' ? 'camera' : 'phone';
}

/** The body as sent: the route says how it was captured, so `capture_source` never goes. */
export function requestBody(entry: PendingUpload): PendingUpload['body'] {
  const { capture_source: _, labels, ...rest } = entry.body as PendingUpload['body'] & { capture_source?: unknown };
  return uploadSource(entry) === 'camera' && labels ? { ...rest, labels } : rest;
}

/**
 * Sorts a failed attempt: no connection, a server error, a rate limit or an ended sign-in are
 * worth trying again later; any other refusal (an invalid log, a session id another player owns)
 * would be refused again, so it waits for the golfer.
 */
export function classifyFailure(err: unknown): SendOutcome {
  if (err instanceof NetworkError) return { kind: 'waiting', reason: 'offline' };
  if (err instanceof ApiError) {
    if (err.status === 401) return { kind: 'waiting', reason: 'signed-out' };
    if (err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429) {
      return { kind: 'refused', message: err.message };
    }
  }
  return { kind: 'waiting', reason: 'server' };
}

function isCompetition(body: PendingUpload['body']): boolean {
  return body.duel_id !== undefined || body.league_round_id !== undefined || body.irl_player !== undefined;
}

/** The same session without its competition: kept as a practice session. */
function asPractice(entry: PendingUpload, reason: string): PendingUpload {
  const { duel_id: _d, league_round_id: _l, irl_player: _i, ...body } = entry.body;
  const { refused: _r, ...rest } = entry;
  return { ...rest, body, practice_reason: reason };
}

/**
 * Uploads one kept session. An attempt already under way for it is shared rather than doubled.
 * Uploaded (201 or 200): removed. Refused: marked with the reason. Otherwise it stays as it was.
 */
export function sendKept(queue: UploadQueue, sessionId: string, sender: Sender): Promise<SendOutcome> {
  const running = inFlight.get(sessionId);
  if (running) return running;
  const entry = queue.all().find((e) => e.body.session_id === sessionId);
  if (!entry) return Promise.resolve({ kind: 'gone' });
  const attempt = (async (): Promise<SendOutcome> => {
    let current = entry;
    try {
      try {
        const answer = await sender(current);
        queue.remove(sessionId);
        return uploaded(queue, current, answer);
      } catch (err) {
        // The competition closed (or takes only tracked sessions): the refused attempt stored
        // nothing, so the same session goes again as practice rather than being lost.
        if (!(err instanceof ApiError && err.code && PRACTICE_CODES.has(err.code) && isCompetition(current.body))) {
          throw err;
        }
        current = asPractice(current, err.message);
        queue.update(sessionId, () => current);
        const answer = await sender(current);
        queue.remove(sessionId);
        return uploaded(queue, current, answer);
      }
    } catch (err) {
      const outcome = classifyFailure(err);
      if (outcome.kind === 'refused') queue.update(sessionId, (e) => ({ ...e, refused: outcome.message }));
      return outcome;
    } finally {
      inFlight.delete(sessionId);
    }
  })();
  inFlight.set(sessionId, attempt);
  return attempt;
}

/** The outcome of a stored session; one stored as practice leaves a note for the golfer. */
function uploaded(queue: UploadQueue, entry: PendingUpload, answer: SessionUploadResponse): SendOutcome {
  const reason = entry.practice_reason;
  if (reason === undefined) return { kind: 'uploaded', answer };
  const notice: UploadNotice = {
    player_id: entry.player_id,
    session_id: entry.body.session_id,
    competition: entry.competition ?? 'the competition',
    reason,
  };
  queue.addNotice(notice);
  return { kind: 'uploaded', answer, practice: reason };
}

/** Clears a refusal and tries that session again. */
export function retryKept(queue: UploadQueue, sessionId: string, sender: Sender): Promise<SendOutcome> {
  queue.update(sessionId, ({ refused: _, ...rest }) => rest);
  return sendKept(queue, sessionId, sender);
}

/**
 * Uploads the player's waiting sessions, oldest first, skipping refused ones and any already
 * being sent. Stops at the first
 * that must wait: without a connection the rest would fail the same way.
 * @returns the answers of the sessions uploaded now.
 */
export async function flushKept(
  queue: UploadQueue,
  playerId: number,
  sender: Sender,
): Promise<SessionUploadResponse[]> {
  const stored: SessionUploadResponse[] = [];
  for (const entry of queue.forPlayer(playerId)) {
    // Refused ones wait for the golfer; one being sent already is another caller's to report.
    if (entry.refused !== undefined || inFlight.has(entry.body.session_id)) continue;
    const outcome = await sendKept(queue, entry.body.session_id, sender);
    if (outcome.kind === 'uploaded') stored.push(outcome.answer);
    else if (outcome.kind === 'waiting') break;
  }
  return stored;
}
