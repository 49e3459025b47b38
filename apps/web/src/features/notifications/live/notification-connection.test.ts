import type { Notification } from '@holeout/shared/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, type LiveStatus, NotificationConnection, streamUrl } from './notification-connection.ts';

class FakeEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function notification(id: number): Notification {
  return { id, title: `N${id}`, message: 'm', created_at: '2026-01-01T00:00:00Z', read_status: false, link_path: null };
}

describe('NotificationConnection', () => {
  let sources: FakeEventSource[];
  let tickets: number;
  let statuses: LiveStatus[];
  let received: Notification[];
  let connected: boolean[];
  let connection: NotificationConnection;

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    tickets = 0;
    statuses = [];
    received = [];
    connected = [];
    connection = new NotificationConnection({
      getTicket: async () => `ticket-${++tickets}`,
      createEventSource: (url) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      },
      onStatus: (s) => statuses.push(s),
      onNotification: (n) => received.push(n),
      onConnected: (again) => connected.push(again),
    });
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
  });

  it('opens the stream with a fresh ticket, never a token, and goes live on `connected`', async () => {
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sources.map((s) => s.url)).toEqual(['/api/notifications/stream?ticket=ticket-1']);
    sources[0]?.emit('connected', { playerId: 7 });
    expect(statuses).toEqual(['connecting', 'live']);
    expect(connected).toEqual([false]);
  });

  it('passes on valid notifications and ignores malformed ones', async () => {
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]?.emit('notification', notification(4), '4');
    sources[0]?.emit('notification', { id: 'x' }, '5');
    expect(received).toEqual([notification(4)]);
  });

  it('after an error closes the stream, says Reconnecting, and opens again 5 s later with a new ticket and the last id', async () => {
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]?.emit('connected', { playerId: 7 });
    sources[0]?.emit('notification', notification(9), '9');
    sources[0]?.fail();
    expect(sources[0]?.closed).toBe(true);
    expect(statuses.at(-1)).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(4_999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[1]?.url).toBe('/api/notifications/stream?ticket=ticket-2&last_event_id=9');
    sources[1]?.emit('connected', { playerId: 7 });
    expect(statuses.at(-1)).toBe('live');
    expect(connected).toEqual([false, true]);
  });

  it('retries 5 s after a ticket request fails', async () => {
    let fail = true;
    const opened: string[] = [];
    const c = new NotificationConnection({
      getTicket: async () => {
        if (fail) throw new Error('offline');
        return 'ok';
      },
      createEventSource: (url) => {
        opened.push(url);
        return new FakeEventSource(url);
      },
      onStatus: () => {},
      onNotification: () => {},
      onConnected: () => {},
    });
    c.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toEqual([]);
    fail = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(opened).toEqual(['/api/notifications/stream?ticket=ok']);
    c.stop();
  });

  it('stop closes the stream and cancels a pending reconnect', async () => {
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    sources[0]?.fail();
    connection.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sources).toHaveLength(1);
  });

  it('builds the address with the ticket and the last event id', () => {
    expect(streamUrl('a+b/c', null)).toBe('/api/notifications/stream?ticket=a%2Bb%2Fc');
    expect(streamUrl('t', '12')).toBe('/api/notifications/stream?ticket=t&last_event_id=12');
  });
});
