/**
 * Sessions finished on this device that the server has not confirmed yet. Finish keeps the
 * session here first and then uploads it; whatever could not be sent (no connection, a server
 * error, a sign-in that ended) stays until a later attempt succeeds. Uploading twice is harmless:
 * the client-chosen `session_id` is the upload's idempotency key, and the server answers a repeat
 * with 200 `created: false`, which counts as done like a 201.
 *
 * The list lives in localStorage under one key, keyed by `session_id` inside: a session is a few
 * kilobytes (at most 5,000 putts, ~250 KB), far below the quota, and a synchronous store makes
 * "saved before the upload starts" simple to guarantee. If the browser refuses storage, the queue
 * carries on in memory for the life of the page and says so ({@link UploadQueue.persistent}).
 */
import type { CaptureLabel, SessionUploadInput } from '@holeout/shared/putt-log';
import type { SessionUploadResponse } from '@holeout/shared/sessions';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { MemoryStorage } from '../../lib/memory-storage.ts';

/** The localStorage key of the queue. */
export const PENDING_UPLOADS_KEY = 'holeout.pendingUploads';

/** The localStorage key of the notes about competition sessions kept as practice. */
export const UPLOAD_NOTICES_KEY = 'holeout.uploadNotices';

/** How a session was recorded in the browser, which decides where it is uploaded. */
export type RecorderSource = 'phone' | 'camera';

/** A finished session waiting for the server. */
export interface PendingUpload {
  /** The player who recorded it: only their sign-in uploads it (a phone may be shared). */
  player_id: number;
  /**
   * The upload body: the putt log and, for a competition session, its `duel_id` /
   * `league_round_id` (and `irl_player`). Entries kept by the previous version also carry
   * `capture_source`, which only chooses the route now and is never sent.
   */
  body: SessionUploadInput & { session_id: string; labels?: CaptureLabel[] };
  /** Hand-tapped (`phone`) or camera: the route it goes to. Absent in entries kept before it existed. */
  source?: RecorderSource;
  /** The competition in words ('Duel vs Sam'), for the lists; absent for practice. */
  competition?: string;
  /** When it was kept, ISO-8601. */
  saved_at: string;
  /** The server's reason when it refused the session; it then waits for the golfer (retry or discard). */
  refused?: string;
  /** Why a competition session is now uploaded as practice (the server's reason). */
  practice_reason?: string;
}

/** A competition session the server would not take, stored as practice instead: said once to the golfer. */
export interface UploadNotice {
  player_id: number;
  session_id: string;
  /** The competition it was putted for, in words. */
  competition: string;
  /** The server's reason. */
  reason: string;
}

/** Refusals after which a competition session is kept as practice (the contract's codes). */
const PRACTICE_CODES = new Set(['competition_closed', 'tracked_session_required']);

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

function isCompetition(body: PendingUpload['body']): boolean {
  return body.duel_id !== undefined || body.league_round_id !== undefined || body.irl_player !== undefined;
}

/** The same session without its competition: kept as a practice session. */
function asPractice(entry: PendingUpload, reason: string): PendingUpload {
  const { duel_id: _d, league_round_id: _l, irl_player: _i, ...body } = entry.body;
  const { refused: _r, ...rest } = entry;
  return { ...rest, body, practice_reason: reason };
}

/** What one attempt came to. */
export type SendOutcome =
  | {
      kind: 'uploaded';
      answer: SessionUploadResponse;
      /** Set when a competition session was stored as practice: the server's reason. */
      practice?: string;
    }
  /** Not sent now; tried again on the next connection, page load or periodic retry. */
  | { kind: 'waiting'; reason: 'offline' | 'server' | 'signed-out' }
  | { kind: 'refused'; message: string }
  /** No longer in the queue (another attempt already finished it, or it was discarded). */
  | { kind: 'gone' };

/** Sends one kept session to the server (`uploadSession` in the app, a stub in tests). */
export type Sender = (entry: PendingUpload) => Promise<SessionUploadResponse>;

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

function isPendingUpload(value: unknown): value is PendingUpload {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<PendingUpload>;
  return (
    typeof entry.player_id === 'number' &&
    typeof entry.saved_at === 'string' &&
    typeof entry.body === 'object' &&
    entry.body !== null &&
    typeof entry.body.session_id === 'string'
  );
}

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isNotice(value: unknown): value is UploadNotice {
  const n = value as Partial<UploadNotice> | null;
  return (
    !!n &&
    typeof n.player_id === 'number' &&
    typeof n.session_id === 'string' &&
    typeof n.reason === 'string' &&
    typeof n.competition === 'string'
  );
}

const NOTHING: readonly PendingUpload[] = Object.freeze([]);
const NO_NOTICES: readonly UploadNotice[] = Object.freeze([]);

export class UploadQueue {
  private fallback: MemoryStorage | null = null;
  private cachedRaw: string | null = null;
  private cached: readonly PendingUpload[] = NOTHING;
  private noticesRaw: string | null = null;
  private noticesCached: readonly UploadNotice[] = NO_NOTICES;
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Map<string, Promise<SendOutcome>>();

  constructor(
    private readonly storage: () => Storage | null = browserStorage,
    private readonly key = PENDING_UPLOADS_KEY,
    private readonly noticesKey = UPLOAD_NOTICES_KEY,
  ) {}

  /** False once the browser refused storage: the queue then lasts only as long as the page. */
  get persistent(): boolean {
    return this.fallback === null && this.storage() !== null;
  }

  private store(): Storage {
    if (this.fallback) return this.fallback;
    const storage = this.storage();
    if (storage) return storage;
    this.fallback = new MemoryStorage();
    return this.fallback;
  }

  /** Every waiting session, oldest first. The same array while nothing changes (for useSyncExternalStore). */
  all = (): readonly PendingUpload[] => {
    let raw: string | null;
    try {
      raw = this.store().getItem(this.key);
    } catch {
      raw = null;
    }
    if (raw === this.cachedRaw) return this.cached;
    this.cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      this.cached = Array.isArray(parsed) ? parsed.filter(isPendingUpload) : NOTHING;
    } catch {
      this.cached = NOTHING;
    }
    return this.cached;
  };

  /** Competition sessions stored as practice that the golfer has not dismissed yet (stable while unchanged). */
  notices = (): readonly UploadNotice[] => {
    let raw: string | null;
    try {
      raw = this.store().getItem(this.noticesKey);
    } catch {
      raw = null;
    }
    if (raw === this.noticesRaw) return this.noticesCached;
    this.noticesRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      this.noticesCached = Array.isArray(parsed) ? parsed.filter(isNotice) : NO_NOTICES;
    } catch {
      this.noticesCached = NO_NOTICES;
    }
    return this.noticesCached;
  };

  private writeNotices(list: readonly UploadNotice[]): void {
    try {
      this.store().setItem(this.noticesKey, JSON.stringify(list));
    } catch {
      // A note lost to a full storage costs only the explanation; the session is stored.
    }
    for (const listener of this.listeners) listener();
  }

  /** Forgets a note once the golfer has read it. */
  dismissNotice(sessionId: string): void {
    this.writeNotices(this.notices().filter((n) => n.session_id !== sessionId));
  }

  /** The sessions waiting for one player. */
  forPlayer(playerId: number): PendingUpload[] {
    return this.all().filter((entry) => entry.player_id === playerId);
  }

  private write(list: readonly PendingUpload[]): void {
    const raw = JSON.stringify(list);
    try {
      this.store().setItem(this.key, raw);
    } catch {
      // Storage is full or refused: keep going in memory rather than lose the session.
      this.fallback = new MemoryStorage();
      this.fallback.setItem(this.key, raw);
    }
    for (const listener of this.listeners) listener();
  }

  /** Keeps a session (replacing one with the same `session_id`). */
  keep(entry: PendingUpload): void {
    const id = entry.body.session_id;
    this.write([...this.all().filter((e) => e.body.session_id !== id), entry]);
  }

  /** Forgets a session: uploaded, or discarded by the golfer. */
  remove(sessionId: string): void {
    const list = this.all();
    if (list.some((e) => e.body.session_id === sessionId)) {
      this.write(list.filter((e) => e.body.session_id !== sessionId));
    }
  }

  private update(sessionId: string, change: (entry: PendingUpload) => PendingUpload): void {
    this.write(this.all().map((e) => (e.body.session_id === sessionId ? change(e) : e)));
  }

  /** Calls `listener` whenever the list changes, here or in another tab. Returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === this.key || event.key === this.noticesKey || event.key === null) listener();
    };
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  };

  /**
   * Uploads one kept session. An attempt already under way for it is shared rather than doubled.
   * Uploaded (201 or 200): removed. Refused: marked with the reason. Otherwise it stays as it was.
   */
  send(sessionId: string, sender: Sender): Promise<SendOutcome> {
    const running = this.inFlight.get(sessionId);
    if (running) return running;
    const entry = this.all().find((e) => e.body.session_id === sessionId);
    if (!entry) return Promise.resolve({ kind: 'gone' });
    const attempt = (async (): Promise<SendOutcome> => {
      let current = entry;
      try {
        try {
          const answer = await sender(current);
          this.remove(sessionId);
          return this.uploaded(current, answer);
        } catch (err) {
          // The competition closed (or takes only tracked sessions): the refused attempt stored
          // nothing, so the same session goes again as practice rather than being lost.
          if (!(err instanceof ApiError && err.code && PRACTICE_CODES.has(err.code) && isCompetition(current.body))) {
            throw err;
          }
          current = asPractice(current, err.message);
          this.update(sessionId, () => current);
          const answer = await sender(current);
          this.remove(sessionId);
          return this.uploaded(current, answer);
        }
      } catch (err) {
        const outcome = classifyFailure(err);
        if (outcome.kind === 'refused') this.update(sessionId, (e) => ({ ...e, refused: outcome.message }));
        return outcome;
      } finally {
        this.inFlight.delete(sessionId);
      }
    })();
    this.inFlight.set(sessionId, attempt);
    return attempt;
  }

  /** The outcome of a stored session; one stored as practice leaves a note for the golfer. */
  private uploaded(entry: PendingUpload, answer: SessionUploadResponse): SendOutcome {
    const reason = entry.practice_reason;
    if (reason === undefined) return { kind: 'uploaded', answer };
    const notice: UploadNotice = {
      player_id: entry.player_id,
      session_id: entry.body.session_id,
      competition: entry.competition ?? 'the competition',
      reason,
    };
    this.writeNotices([...this.notices().filter((n) => n.session_id !== notice.session_id), notice]);
    return { kind: 'uploaded', answer, practice: reason };
  }

  /** Clears a refusal and tries that session again. */
  retry(sessionId: string, sender: Sender): Promise<SendOutcome> {
    this.update(sessionId, ({ refused: _, ...rest }) => rest);
    return this.send(sessionId, sender);
  }

  /**
   * Uploads the player's waiting sessions, oldest first, skipping refused ones and any already
   * being sent. Stops at the first
   * that must wait: without a connection the rest would fail the same way.
   * @returns the answers of the sessions uploaded now.
   */
  async flush(playerId: number, sender: Sender): Promise<SessionUploadResponse[]> {
    const uploaded: SessionUploadResponse[] = [];
    for (const entry of this.forPlayer(playerId)) {
      // Refused ones wait for the golfer; one being sent already is another caller's to report.
      if (entry.refused !== undefined || this.inFlight.has(entry.body.session_id)) continue;
      const outcome = await this.send(entry.body.session_id, sender);
      if (outcome.kind === 'uploaded') uploaded.push(outcome.answer);
      else if (outcome.kind === 'waiting') break;
    }
    return uploaded;
  }
}

/** The app's queue, in this browser's localStorage. */
export const uploadQueue = new UploadQueue();
