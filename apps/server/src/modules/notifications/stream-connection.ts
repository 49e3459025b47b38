import { type Notification, STREAM_EVENTS } from '@holeout/shared/notifications';

/** Where a stream's events go: the SSE response, or a test double. */
export interface StreamSink {
  /** Writes already formatted SSE text. */
  write(chunk: string): void;
  /** Bytes written but not yet taken by the client's socket. */
  readonly bufferedBytes: number;
  /** Ends the response (idempotent). */
  close(): void;
}

/** Per-connection limits: what one slow or stuck client may cost before it is dropped. */
export interface StreamLimits {
  /** Unsent bytes beyond which the connection is closed (the client reconnects and replays). */
  maxBufferedBytes: number;
  /** Live notifications held while the replay runs. */
  maxHeld: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { maxBufferedBytes: 64 * 1024, maxHeld: 100 };

/**
 * One SSE event. `data` is JSON on one line (JSON.stringify escapes newlines), so no field can
 * break the framing.
 */
export function formatEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A notification as one SSE event, formatted once for all of its player's streams. */
export function notificationEvent(n: Notification): string {
  return formatEvent(STREAM_EVENTS.notification, n, n.id);
}

/**
 * One open stream of one player. It is subscribed before the replay query runs, so a notification
 * committed meanwhile is held, then sent after the replay unless the replay already had it.
 * Memory is bounded: a client whose socket stops taking data is closed once `maxBufferedBytes`
 * are waiting, and it gets back what it missed by reconnecting with its last event id.
 */
export class StreamConnection {
  private live = false;
  private held: Notification[] = [];
  private replayed: Set<number> | null = new Set();
  private closed = false;
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    readonly playerId: number,
    private readonly sink: StreamSink,
    private readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  sendConnected(): void {
    this.write(formatEvent(STREAM_EVENTS.connected, { playerId: this.playerId }));
  }

  /** What the client missed, oldest first; only before {@link goLive}. */
  replay(missed: readonly Notification[]): void {
    for (const n of missed) {
      this.replayed?.add(n.id);
      this.sendNotification(n);
    }
  }

  /** Sends what arrived during the replay (minus what the replay sent) and delivers directly from now on. */
  goLive(): void {
    const held = this.held;
    const replayed = this.replayed;
    this.held = [];
    this.replayed = null;
    this.live = true;
    for (const n of held) if (!replayed?.has(n.id)) this.sendNotification(n);
  }

  /** A committed notification of this player, from the process's listener (`event`: it formatted). */
  push(n: Notification, event: string = notificationEvent(n)): void {
    if (this.closed) return;
    if (this.live) {
      this.write(event);
      return;
    }
    if (this.held.length >= this.limits.maxHeld) {
      this.close();
      return;
    }
    this.held.push(n);
  }

  /** Ends the response; the client reconnects with its last event id. Idempotent. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.held = [];
    this.sink.close();
    for (const listener of this.closeListeners.splice(0)) listener();
  }

  /** The response ended from the other side (client gone, server closing). */
  ended(): void {
    this.close();
  }

  private sendNotification(n: Notification): void {
    this.write(notificationEvent(n));
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.sink.bufferedBytes > this.limits.maxBufferedBytes) {
      this.close();
      return;
    }
    this.sink.write(chunk);
  }
}
