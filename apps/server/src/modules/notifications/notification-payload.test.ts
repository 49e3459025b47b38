import { notificationSchema } from '@holeout/shared/notifications';
import { describe, expect, it, vi } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { listeningTestApp } from '../../test/listening-test-app.ts';
import { countQueries } from '../../test/query-counter.ts';
import { openSse, type SseStream } from '../../test/sse-client.ts';
import { asNotification, parsePayload } from './notification-listener.ts';
import { NOTIFY_PAYLOAD_LIMIT, notifyPayload } from './notifications.repo.ts';
import type { NewNotification } from './notifications.service.ts';

const { app, ctx, modules, database, base, streams } = await listeningTestApp();
const counter = countQueries(database);

const player = await buildPlayer(app);

async function openStream(): Promise<SseStream> {
  const stream = await openSse(`${base}/api/notifications/stream?token=${encodeURIComponent(player.token)}`);
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('connected');
  return stream;
}

function note(title: string, message: string): NewNotification {
  return { playerId: player.id, kind: 'social', title, message, linkPath: '/duels' };
}

/** Commits a notification as a module does, and waits for the stream to send it. */
async function deliver(stream: SseStream, n: NewNotification) {
  return counter.during(async () => {
    await database.db.transaction((tx) => modules.notifications.notify(tx, n));
    return stream.next();
  });
}

const readsBack = (statements: string[]) => statements.filter((q) => /from "notifications" where .*"id" in/i.test(q));

describe('live notifications carried in their NOTIFY (decision 051)', () => {
  it('writes a notification that fits in the payload to the stream without reading it back', async () => {
    const stream = await openStream();
    const { statements, result } = await deliver(stream, note('Challenge accepted', 'Ann accepted your duel.'));
    expect(result.event).toBe('notification');
    expect(JSON.parse(result.data)).toMatchObject({
      title: 'Challenge accepted',
      message: 'Ann accepted your duel.',
      read_status: false,
      link_path: '/duels',
    });
    expect(readsBack(statements)).toEqual([]);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/player/${player.id}/notifications`,
      headers: player.auth,
    });
    expect(listed.json().notifications[0]).toEqual(JSON.parse(result.data));
  });

  it('reads back one that is too large for a payload, and sends it the same way', async () => {
    const stream = await openStream();
    const long = 'A long message. '.repeat(600); // about 9,600 bytes
    const { statements, result } = await deliver(stream, note('League summary', long));
    expect(result.event).toBe('notification');
    expect(JSON.parse(result.data)).toMatchObject({ title: 'League summary', message: long });
    expect(readsBack(statements)).toHaveLength(1);
  });

  it('keeps commit order when small and large ones arrive together', async () => {
    const stream = await openStream();
    const long = 'x'.repeat(NOTIFY_PAYLOAD_LIMIT);
    await database.db.transaction(async (tx) => {
      await modules.notifications.notify(tx, note('first', 'small'));
      await modules.notifications.notify(tx, note('second', long));
      await modules.notifications.notify(tx, note('third', 'small'));
    });
    const titles = [];
    for (let i = 0; i < 3; i++) titles.push(JSON.parse((await stream.next()).data).title);
    expect(titles).toEqual(['first', 'second', 'third']);
  });

  it('payloads: the notification when it fits, the id and player otherwise; anything else is ignored', () => {
    const row = {
      id: 7,
      playerId: 3,
      kind: 'social',
      title: 'Hi',
      message: 'There',
      linkPath: null,
      readStatus: false,
      createdAt: new Date('2026-11-27T04:00:00Z'),
      emailState: 'pending',
    } as Parameters<typeof notifyPayload>[0];
    expect(parsePayload(notifyPayload({ ...row, emailState: 'skipped' }))).toMatchObject({ emailPending: false });
    expect(parsePayload(notifyPayload(row))).toEqual({
      id: 7,
      playerId: 3,
      emailPending: true,
      notification: {
        id: 7,
        title: 'Hi',
        message: 'There',
        link_path: null,
        read_status: false,
        created_at: '2026-11-27T04:00:00.000Z',
      },
    });
    expect(notifyPayload({ ...row, message: 'é'.repeat(4_000) })).toBe('7:3');
    expect(parsePayload('7:3')).toEqual({ id: 7, playerId: 3 });
    expect(parsePayload('{"player_id":3}')).toBeNull();
    expect(parsePayload('{not json')).toBeNull();
    expect(parsePayload('null')).toBeNull();
    expect(parsePayload('{"player_id":0,"notification":{}}')).toBeNull();
  });

  it('starts an e-mail drain only for a notification whose e-mail is still to be decided', async () => {
    const nudge = vi.spyOn(modules.notificationEmails, 'nudge');
    try {
      ctx.events.emit('notification.committed', { id: 1, playerId: player.id, emailPending: false });
      await ctx.events.settle();
      expect(nudge).not.toHaveBeenCalled();
      ctx.events.emit('notification.committed', { id: 2, playerId: player.id, emailPending: true });
      ctx.events.emit('notification.committed', { id: 3, playerId: player.id }); // an id alone: unknown
      await ctx.events.settle();
      expect(nudge).toHaveBeenCalledTimes(2);
    } finally {
      nudge.mockRestore();
    }
  });

  it('reads a payload notification exactly as the shared schema does, and keeps nothing else', () => {
    const good = { id: 7, title: 'Hi', message: 'There', created_at: '2026-11-27T04:00:00.000Z', read_status: false };
    const samples: unknown[] = [
      { ...good, link_path: null },
      { ...good, link_path: '/duels/3' },
      { ...good, link_path: null, extra: 'dropped' },
      { ...good, link_path: 3 },
      { ...good },
      { ...good, link_path: null, id: 1.5 },
      { ...good, link_path: null, id: '7' },
      { ...good, link_path: null, title: null },
      { ...good, link_path: null, message: 5 },
      { ...good, link_path: null, created_at: 0 },
      { ...good, link_path: null, read_status: 'no' },
      null,
      'text',
      [],
    ];
    for (const sample of samples) {
      const parsed = notificationSchema.safeParse(sample);
      expect(asNotification(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
