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
import type { SessionUploadInput } from '@holeout/shared/putt-log';
import type { SessionUploadResponse } from '@holeout/shared/sessions';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { MemoryStorage } from '../../lib/memory-storage.ts';

/** The localStorage key of the queue. */
export const PENDING_UPLOADS_KEY = 'holeout.pendingUploads';

/** A finished session waiting for the server. */
export interface PendingUpload {
  /** The player who recorded it: only their sign-in uploads it (a phone may be shared). */
  player_id: number;
  /** The `POST /api/sessions` body, exactly as it will be sent. */
  body: SessionUploadInput & { session_id: string };
  /** When it was kept, ISO-8601. */
  saved_at: string;
  /** The server's reason when it refused the session; it then waits for the golfer (retry or discard). */
  refused?: string;
}

/** What one attempt came to. */
export type SendOutcome =
  | { kind: 'uploaded'; answer: SessionUploadResponse }
  /** Not sent now; tried again on the next connection, page load or periodic retry. */
  | { kind: 'waiting'; reason: 'offline' | 'server' | 'signed-out' }
  | { kind: 'refused'; message: string }
  /** No longer in the queue (another attempt already finished it, or it was discarded). */
  | { kind: 'gone' };

/** Sends one body to the server (`uploadSession` in the app, a stub in tests). */
export type Sender = (body: PendingUpload['body']) => Promise<SessionUploadResponse>;

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

const NOTHING: readonly PendingUpload[] = Object.freeze([]);

export class UploadQueue {
  private fallback: MemoryStorage | null = null;
  private cachedRaw: string | null = null;
  private cached: readonly PendingUpload[] = NOTHING;
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Map<string, Promise<SendOutcome>>();

  constructor(
    private readonly storage: () => Storage | null = browserStorage,
    private readonly key = PENDING_UPLOADS_KEY,
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
      if (event.key === this.key || event.key === null) listener();
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
      try {
        const answer = await sender(entry.body);
        this.remove(sessionId);
        return { kind: 'uploaded', answer };
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
