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
 * Sending lives in upload-sender.ts: the app shell reads this queue on every page, and only a
 * page that uploads loads the sender.
 */
import type { CaptureLabel, SessionUploadInput } from '@holeout/shared/putt-log';
import type { SessionUploadResponse } from '@holeout/shared/sessions';
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

  /** Leaves a note for the golfer (one per session). */
  addNotice(notice: UploadNotice): void {
    this.writeNotices([...this.notices().filter((n) => n.session_id !== notice.session_id), notice]);
  }

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

  /** Changes one kept session in place. */
  update(sessionId: string, change: (entry: PendingUpload) => PendingUpload): void {
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
}

/** The app's queue, in this browser's localStorage. */
export const uploadQueue = new UploadQueue();
