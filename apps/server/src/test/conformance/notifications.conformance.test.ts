/**
 * Conformance, spec 01 §7 "Notifications": every call sent as a client written to the spec sends
 * it, the live stream opened the way EventSource opens it (`?token=`, no headers). The app listens
 * on a loopback port for the stream. The table of calls is in README.md beside this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewNotification } from '../../modules/notifications/notifications.service.ts';
import { buildPlayer, type TestPlayer } from '../factories.ts';
import { listeningTestApp } from '../listening-test-app.ts';
import { openSse, type SseStream } from '../sse-client.ts';
import { type SpecClient, specClient } from './spec-client.ts';

const { app, modules, database, base, streams } = await listeningTestApp();

/** Writes a notification the way the modules do: in their own committed transaction. */
function notify(player: TestPlayer, title: string, overrides: Partial<NewNotification> = {}): Promise<number> {
  const n: NewNotification = {
    playerId: player.id,
    kind: 'social',
    title,
    message: `${title} message`,
    linkPath: '/duels',
    ...overrides,
  };
  return database.db.transaction((tx) => modules.notifications.notify(tx, n));
}

/** EventSource: a GET with the query string only (it cannot send headers). */
async function eventSource(query: string): Promise<SseStream> {
  const stream = await openSse(`${base}/api/notifications/stream${query}`);
  streams.push(stream);
  return stream;
}

let player: TestPlayer;
let me: SpecClient;
const ids: number[] = [];

beforeAll(async () => {
  player = await buildPlayer(app);
  me = specClient(app, player.token);
  for (const title of ['First', 'Second', 'Third']) ids.push(await notify(player, title));
});

describe('spec 01 §7 notifications', () => {
  it('GET /player/{id}/notifications answers {notifications, unread_count}', async () => {
    const res = await me.get(`/player/${player.id}/notifications`);
    expect(res.status).toBe(200);
    expect(res.data.unread_count).toBe(3);
    expect(res.data.notifications).toHaveLength(3);
    expect(res.data.notifications[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      message: expect.any(String),
      created_at: expect.any(String),
      read_status: false,
      link_path: '/duels',
    });
  });

  it('GET /player/{id}/notifications/unread-count answers {unread_count}', async () => {
    const res = await me.get(`/player/${player.id}/notifications/unread-count`);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ unread_count: 3 });
  });

  it('POST …/{nid}/read, POST …/read-all and DELETE …/{nid}, bodyless with the JSON content type (issue 21 #1)', async () => {
    const read = await me.post(`/player/${player.id}/notifications/${ids[0]}/read`);
    expect(read.status).toBe(200);
    expect(read.data.unread_count).toBe(2);

    const all = await me.post(`/player/${player.id}/notifications/read-all`);
    expect(all.status).toBe(200);
    expect(all.data.unread_count).toBe(0);

    const gone = await me.delete(`/player/${player.id}/notifications/${ids[1]}`);
    expect(gone.status).toBe(200);
    const list = await me.get(`/player/${player.id}/notifications`);
    expect(list.data.notifications.map((n: { id: number }) => n.id)).not.toContain(ids[1]);
  });

  it("another player's notifications are refused with 403 (DESIGN §1, decision 024)", async () => {
    const other = await buildPlayer(app);
    expect((await me.get(`/player/${other.id}/notifications`)).status).toBe(403);
    expect((await me.post(`/player/${other.id}/notifications/read-all`)).status).toBe(403);
  });
});

describe('spec 01 §7 GET /notifications/stream?token= (server-sent events)', () => {
  it("with the bearer token: 'connected' carries playerId, then 'notification' carries a notification (issue 21 #2, decision 037)", async () => {
    const stream = await eventSource(`?token=${encodeURIComponent(player.token)}`);
    expect(stream.status).toBe(200);
    const connected = await stream.next();
    expect(connected.event).toBe('connected');
    expect(JSON.parse(connected.data)).toEqual({ playerId: player.id });

    const id = await notify(player, 'Live one');
    const live = await stream.next();
    expect(live.event).toBe('notification');
    expect(JSON.parse(live.data)).toMatchObject({ id, title: 'Live one', read_status: false });
    stream.close();
  });

  it('a revoked token opens no stream (issue 21 #2: checked as in the Authorization header)', async () => {
    const leaving = await buildPlayer(app);
    expect((await specClient(app, leaving.token).post('/logout')).status).toBe(200);
    const stream = await eventSource(`?token=${encodeURIComponent(leaving.token)}`);
    expect(stream.status).toBe(401);
  });

  it("Holeout's own client opens it with a single-use ticket (decision 024), which keeps working", async () => {
    const ticket = await me.post('/auth/ticket', {});
    const stream = await eventSource(`?ticket=${encodeURIComponent(ticket.data.ticket)}`);
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('connected');
    stream.close();
  });
});
