import type { Notification } from '@holeout/shared/notifications';
import { API_BASE } from '../../../lib/api-client.ts';
import { isNotification, RECONNECT_MS, STREAM_EVENT_NAMES } from './stream-contract.ts';

/** `connecting` until the first `connected`; `live` while open; `reconnecting` after a failure. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** The part of the browser's EventSource the connection uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface ConnectionOptions {
  /** A fresh single-use ticket for each connection. */
  getTicket: () => Promise<string>;
  /** A notification as the stream sent it (replayed ones included; the same id may come twice). */
  onNotification: (notification: Notification) => void;
  /** The stream said `connected`; `again` is true from the second time on (something may have been missed). */
  onConnected: (again: boolean) => void;
  onStatus: (status: LiveStatus) => void;
  createEventSource?: (url: string) => EventSourceLike;
  reconnectMs?: number;
}

/** The stream's address: the ticket, and the last event id seen (an EventSource cannot set the header itself). */
export function streamUrl(ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId) query.set('last_event_id', lastEventId);
  return `${API_BASE}/notifications/stream?${query}`;
}

/**
 * One tab's live connection to `GET /notifications/stream`. Each connection opens with a fresh
 * ticket; when it fails (or the server ends it) it is closed and opened again 5 seconds later
 * (spec 01 §9) with a new ticket and the last event id seen, so the server replays what was missed.
 * The browser's own reconnect is not used: it would reuse the spent ticket.
 */
export class NotificationConnection {
  private source: EventSourceLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastEventId: string | null = null;
  private stopped = true;
  private connectedBefore = false;
  private readonly createEventSource: (url: string) => EventSourceLike;
  private readonly reconnectMs: number;

  constructor(private readonly options: ConnectionOptions) {
    this.createEventSource = options.createEventSource ?? ((url) => new EventSource(url) as EventSourceLike);
    this.reconnectMs = options.reconnectMs ?? RECONNECT_MS;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.options.onStatus('connecting');
    void this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
  }

  private async open(): Promise<void> {
    let ticket: string;
    try {
      ticket = await this.options.getTicket();
    } catch {
      this.failed();
      return;
    }
    if (this.stopped) return;
    const source = this.createEventSource(streamUrl(ticket, this.lastEventId));
    this.source = source;
    source.addEventListener(STREAM_EVENT_NAMES.connected, () => {
      if (this.source !== source) return;
      this.options.onStatus('live');
      this.options.onConnected(this.connectedBefore);
      this.connectedBefore = true;
    });
    source.addEventListener(STREAM_EVENT_NAMES.notification, (event) => {
      if (this.source !== source) return;
      if (event.lastEventId) this.lastEventId = event.lastEventId;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      if (isNotification(data)) this.options.onNotification(data);
    });
    source.onerror = () => {
      if (this.source !== source) return;
      source.close();
      this.source = null;
      this.failed();
    };
  }

  private failed(): void {
    if (this.stopped) return;
    this.options.onStatus('reconnecting');
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) void this.open();
    }, this.reconnectMs);
  }
}
