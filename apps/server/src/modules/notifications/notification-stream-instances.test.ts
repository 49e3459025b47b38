import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect } from 'vitest';
import { buildApp, type Modules } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { openSse, type SseStream } from '../../test/sse-client.ts';
import { openTestDatabase, TEST_JOB_POLLING, testConfig } from '../../test/test-app.ts';
import { LISTENER_APPLICATION_NAME } from './notification-listener.ts';
import type { NewNotification } from './notifications.service.ts';

interface Instance {
  app: FastifyInstance;
  modules: Modules;
  database: Database;
  url: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Two app instances, each with its own pool, on one PostgreSQL database, listening on real ports. */
async function twoInstances(): Promise<[Instance, Instance]> {
  const shared = await openTestDatabase();
  cleanups.push(async () => {
    await shared.database.close();
    await shared.drop();
  });
  const second = await openDatabase({ url: shared.url, dataDir: 'unused' });
  cleanups.push(() => second.close());
  const start = async (database: Database): Promise<Instance> => {
    const { app, modules } = await buildApp(testConfig(), database, { jobs: TEST_JOB_POLLING });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    return { app, modules, database, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };
  return [await start(shared.database), await start(second)];
}

async function openOn(instance: Instance, p: TestPlayer, extra = ''): Promise<SseStream> {
  const ticket = (await instance.app.inject({ method: 'POST', url: '/api/auth/ticket', headers: p.auth })).json()
    .ticket;
  const stream = await openSse(`${instance.url}/api/notifications/stream?ticket=${ticket}${extra}`);
  cleanups.push(async () => stream.close());
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('connected');
  return stream;
}

function note(p: TestPlayer, title: string): NewNotification {
  return { playerId: p.id, kind: 'duel_update', title, message: title, linkPath: null };
}

async function notifyOn(instance: Instance, n: NewNotification): Promise<number> {
  return instance.database.db.transaction((tx) => instance.modules.notifications.notify(tx, n));
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

// An embedded PGlite database belongs to one process, so these run only against PostgreSQL.
describe('live notifications across instances', () => {
  itOnPostgres('a notification committed on instance A reaches an SSE client of instance B, and back', async () => {
    const [a, b] = await twoInstances();
    const me = await buildPlayer(a.app);
    const onB = await openOn(b, me);
    const onA = await openOn(a, me);

    const fromA = await notifyOn(a, note(me, 'Raised on A'));
    const eventB = await onB.next();
    expect(eventB).toMatchObject({ event: 'notification', id: String(fromA) });
    expect(JSON.parse(eventB.data)).toMatchObject({ id: fromA, title: 'Raised on A', read_status: false });
    expect((await onA.next()).id).toBe(String(fromA));

    const fromB = await notifyOn(b, note(me, 'Raised on B'));
    expect((await onA.next()).id).toBe(String(fromB));
    expect((await onB.next()).id).toBe(String(fromB));
  });

  itOnPostgres(
    'when the listening connection drops, streams close, it reconnects, and a reconnect replays the gap',
    async () => {
      const [a, b] = await twoInstances();
      const me = await buildPlayer(a.app);
      const first = await openOn(b, me);
      const seen = await notifyOn(a, note(me, 'Before the drop'));
      expect((await first.next()).id).toBe(String(seen));

      // The server ends every listening connection of this database (a failover, a restart, an admin).
      await b.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      await first.ended; // B closed its streams: they could miss notifications now
      const missed = await notifyOn(a, note(me, 'During the gap'));
      await until(() => b.modules.notificationListener.isUp && a.modules.notificationListener.isUp);

      const again = await openOn(b, me, `&last_event_id=${seen}`);
      expect((await again.next()).id).toBe(String(missed));
      const live = await notifyOn(a, note(me, 'After the reconnect'));
      expect((await again.next()).id).toBe(String(live));
    },
  );

  itOnPostgres('a logout on instance A closes, on instance B, the stream its token opened (decision 037)', async () => {
    const [a, b] = await twoInstances();
    const me = await buildPlayer(a.app);
    const other = (
      await a.app.inject({ method: 'POST', url: '/api/login', payload: { email: me.email, password: me.password } })
    ).json().token as string;
    const mine = await openSse(`${b.url}/api/notifications/stream?token=${me.token}`);
    const kept = await openSse(`${b.url}/api/notifications/stream?token=${other}`);
    cleanups.push(
      async () => mine.close(),
      async () => kept.close(),
    );
    for (const s of [mine, kept]) expect((await s.next()).event).toBe('connected');

    const logout = await a.app.inject({ method: 'POST', url: '/api/logout', headers: me.auth });
    expect(logout.statusCode).toBe(200);
    let ended = false;
    void mine.ended.then(() => {
      ended = true;
    });
    // Well before the 15-second backstop check: the revocation's NOTIFY reached instance B.
    await until(() => ended, 3_000);
    expect(await kept.quietFor(200)).toBe(true);
  });
});
