import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTickets } from '../../db/schema/auth.ts';
import { sha256 } from '../../lib/sha256.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { listeningTestApp } from '../../test/listening-test-app.ts';
import { openSse, type SseStream } from '../../test/sse-client.ts';
import { STREAM_MESSAGES } from './notification-stream.service.ts';
import type { NewNotification } from './notifications.service.ts';

const { app, modules, database, base, streams } = await listeningTestApp();

const player = await buildPlayer(app);

async function ticketFor(p: TestPlayer): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: p.auth });
  expect(res.statusCode).toBe(200);
  return res.json().ticket;
}

async function open(query: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const stream = await openSse(`${base}/api/notifications/stream${query}`, headers);
  streams.push(stream);
  return stream;
}

async function openFor(p: TestPlayer, extra = '', headers: Record<string, string> = {}): Promise<SseStream> {
  const stream = await open(`?ticket=${encodeURIComponent(await ticketFor(p))}${extra}`, headers);
  expect(stream.status).toBe(200);
  const connected = await stream.next();
  expect(connected).toEqual({ event: 'connected', data: JSON.stringify({ playerId: p.id }), id: null });
  return stream;
}

function note(p: TestPlayer, title: string, overrides: Partial<NewNotification> = {}): NewNotification {
  return { playerId: p.id, kind: 'social', title, message: `${title} message`, linkPath: '/duels', ...overrides };
}

/** Creates a notification the way other modules do: inside their own committed transaction. */
async function notify(n: NewNotification): Promise<number> {
  return database.db.transaction((tx) => modules.notifications.notify(tx, n));
}

function parsed(e: { data: string }) {
  return JSON.parse(e.data);
}

describe('GET /notifications/stream: the credential', () => {
  it('needs a credential: none, an unknown ticket or a token given as a ticket is refused with 401', async () => {
    const none = await open('');
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toEqual({ error: 'Unauthorized', message: STREAM_MESSAGES.credentialRequired });

    const tokenAsTicket = await open(`?ticket=${player.token}`);
    expect(tokenAsTicket.status).toBe(401);
    expect(JSON.parse(tokenAsTicket.body).message).toBe(STREAM_MESSAGES.invalidTicket);

    const unknown = await open('?ticket=bm90LWEtdGlja2V0');
    expect(unknown.status).toBe(401);
  });

  it('takes a ticket once: a second connection with it is refused', async () => {
    const ticket = await ticketFor(player);
    const first = await open(`?ticket=${ticket}`);
    expect(first.status).toBe(200);
    expect((await first.next()).event).toBe('connected');
    const second = await open(`?ticket=${ticket}`);
    expect(second.status).toBe(401);
    expect(JSON.parse(second.body).message).toBe(STREAM_MESSAGES.invalidTicket);
    first.close();
  });

  it('refuses a ticket older than 60 seconds', async () => {
    const ticket = await ticketFor(player);
    await database.db
      .update(authTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTickets.ticketHash, sha256(ticket)));
    expect((await open(`?ticket=${ticket}`)).status).toBe(401);
  });

  it('answers 400 naming last_event_id when it is not an id', async () => {
    const res = await open(`?ticket=${await ticketFor(player)}&last_event_id=abc`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/^last_event_id: /);
  });

  it('sends the stream headers that keep proxies from buffering it', async () => {
    const res = await fetch(`${base}/api/notifications/stream?ticket=${await ticketFor(player)}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    await res.body?.cancel();
  });
});

describe('GET /notifications/stream: delivery', () => {
  it('sends a notification once its transaction commits, as the list shows it, with its id as event id', async () => {
    const me = await buildPlayer(app);
    const stream = await openFor(me);
    let id = 0;
    await database.db.transaction(async (tx) => {
      id = await modules.notifications.notify(tx, note(me, 'Challenge'));
      // Not before the commit.
      expect(await stream.quietFor(300)).toBe(true);
    });
    const event = await stream.next();
    expect(event.event).toBe('notification');
    expect(event.id).toBe(String(id));
    const list = await app.inject({ method: 'GET', url: `/api/player/${me.id}/notifications`, headers: me.auth });
    expect(parsed(event)).toEqual(list.json().notifications[0]);
    expect(parsed(event)).toMatchObject({ id, title: 'Challenge', read_status: false, link_path: '/duels' });
  });

  it('sends nothing for a rolled-back transaction, nor for another player', async () => {
    const me = await buildPlayer(app);
    const someoneElse = await buildPlayer(app);
    const stream = await openFor(me);
    await expect(
      database.db.transaction(async (tx) => {
        await modules.notifications.notify(tx, note(me, 'Never'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await notify(note(someoneElse, 'Not yours'));
    const after = await notify(note(me, 'After'));
    const event = await stream.next();
    expect(event.id).toBe(String(after));
    expect(parsed(event).title).toBe('After');
  });

  it('reaches every open stream of the player (one per tab)', async () => {
    const me = await buildPlayer(app);
    const tabs = [await openFor(me), await openFor(me)];
    const id = await notify(note(me, 'Both tabs'));
    for (const tab of tabs) expect((await tab.next()).id).toBe(String(id));
  });

  it('replays what a reconnecting client missed: Last-Event-ID header or last_event_id', async () => {
    const me = await buildPlayer(app);
    const first = await openFor(me);
    const seen = await notify(note(me, 'Seen'));
    expect((await first.next()).id).toBe(String(seen));
    first.close();
    await first.ended;
    const missed = [await notify(note(me, 'Missed 1')), await notify(note(me, 'Missed 2'))];

    const byHeader = await openFor(me, '', { 'last-event-id': String(seen) });
    expect([(await byHeader.next()).id, (await byHeader.next()).id]).toEqual(missed.map(String));
    const live = await notify(note(me, 'Live'));
    expect((await byHeader.next()).id).toBe(String(live));
    byHeader.close();

    const byQuery = await openFor(me, `&last_event_id=${missed[0]}`);
    const replayed = [await byQuery.next(), await byQuery.next()];
    expect(replayed.map((e) => parsed(e).title)).toEqual(['Missed 2', 'Live']);
    expect(await byQuery.quietFor(200)).toBe(true);
    byQuery.close();
  });

  it('replays nothing without a last event id, and only the player’s own rows with one', async () => {
    const me = await buildPlayer(app);
    const other = await buildPlayer(app);
    await notify(note(me, 'Old'));
    const otherId = await notify(note(other, 'Other'));
    const fresh = await openFor(me);
    expect(await fresh.quietFor(200)).toBe(true);
    const replay = await openFor(me, `&last_event_id=${otherId - 1}`);
    expect(await replay.quietFor(200)).toBe(true);
  });

  it('keeps at most 10 streams per player on an instance, closing the oldest', async () => {
    const me = await buildPlayer(app);
    const tabs: SseStream[] = [];
    for (let i = 0; i < 11; i++) tabs.push(await openFor(me));
    await tabs[0]?.ended;
    const id = await notify(note(me, 'Newest tabs'));
    expect((await tabs[10]?.next())?.id).toBe(String(id));
    for (const tab of tabs) tab.close();
  });
});
