import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { CareerRebuildService } from '../modules/career/career-rebuild.service.ts';
import { emptyOperatorDatabase } from './operator-command.ts';
import { itOnPostgres } from './postgres-only.ts';
import { type RoundRobinProxy, startRoundRobinProxy, UPSTREAM_HEADER } from './round-robin-proxy.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { mixedLog } from './session-fixtures.ts';
import { openSse, type SseStream } from './sse-client.ts';

// docs/deploy.md's topology as processes: PostgreSQL, two instances of main.ts, a reverse proxy.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

interface Golfer {
  id: number;
  headers: Record<string, string>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A call through the proxy, optionally pinned to one instance (0 = A, 1 = B). */
async function call<T = unknown>(
  proxy: RoundRobinProxy,
  who: Golfer | null,
  method: string,
  path: string,
  body?: unknown,
  slot?: number,
) {
  const res = await fetch(`${proxy.url}${path}`, {
    method,
    headers: {
      ...(who?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(slot === undefined ? {} : { [UPSTREAM_HEADER]: String(slot) }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T | null };
}

async function register(proxy: RoundRobinProxy, name: string): Promise<Golfer> {
  const res = await call<{ token: string; player: { player_id: number } }>(proxy, null, 'POST', '/api/register', {
    name,
    email: `${name.toLowerCase()}-${randomUUID()}@example.com`,
    password: 'correct horse',
  });
  expect(res.status).toBe(201);
  return { id: res.body?.player.player_id as number, headers: { authorization: `Bearer ${res.body?.token}` } };
}

/** A live stream for `who` opened through the proxy on instance `slot`. */
async function streamOn(proxy: RoundRobinProxy, who: Golfer, slot: number): Promise<SseStream> {
  const { body } = await call<{ ticket: string }>(proxy, who, 'POST', '/api/auth/ticket', {}, slot);
  const stream = await openSse(`${proxy.url}/api/notifications/stream?ticket=${body?.ticket}`, {
    [UPSTREAM_HEADER]: String(slot),
  });
  cleanups.push(async () => stream.close());
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('connected');
  return stream;
}

function uploadBody(seed: number, extra: Record<string, unknown> = {}) {
  return { session_id: randomUUID(), started_at: '2026-03-01T09:30:00+01:00', putts: mixedLog(30, seed), ...extra };
}

describe('two instances behind a reverse proxy on one PostgreSQL', () => {
  let database: Database;
  let proxy: RoundRobinProxy;
  const servers: ServerProcess[] = [];
  let env: Record<string, string>;

  itOnPostgres(
    'both start together on an empty database (migrations run once), and a duel crosses instances live',
    async () => {
      const target = await emptyOperatorDatabase();
      cleanups.push(target.drop);
      env = { DATABASE_URL: target.url, TRUST_PROXY: '127.0.0.1', SHUTDOWN_DRAIN_SECONDS: '1', RATE_LIMITS: 'off' };
      servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
      cleanups.push(async () => Promise.all(servers.map((s) => s.stop('SIGKILL'))));
      proxy = await startRoundRobinProxy(servers.map((s) => s.url));
      cleanups.push(() => proxy.close());
      database = await openDatabase({ url: target.url, dataDir: 'unused' });
      cleanups.push(() => database.close());

      const ann = await register(proxy, 'Ann');
      const bob = await register(proxy, 'Bob');
      const annOnA = await streamOn(proxy, ann, 0);
      const bobOnB = await streamOn(proxy, bob, 1);

      // Ann challenges on A; Bob, whose stream is on B, hears of it at once.
      const challenge = await call<{ duel: { duel_id: number } }>(
        proxy,
        ann,
        'POST',
        '/api/duels',
        { invited_player_id: bob.id, competition_mode: 'time_limit', time_limit_minutes: 5 },
        0,
      );
      expect(challenge.status).toBe(201);
      const duelId = challenge.body?.duel.duel_id as number;
      const toBob = await bobOnB.next();
      expect(toBob.event).toBe('notification');
      expect(JSON.parse(toBob.data).link_path).toContain(String(duelId));

      // Bob accepts on B; Ann's stream on A hears it.
      expect((await call(proxy, bob, 'POST', `/api/duels/${duelId}/respond`, { response: 'accepted' }, 1)).status).toBe(
        200,
      );
      expect((await annOnA.next()).event).toBe('notification');

      // Each plays on the other's instance; the result reaches both streams.
      expect((await call(proxy, ann, 'POST', '/api/sessions', uploadBody(1, { duel_id: duelId }), 1)).status).toBe(201);
      expect((await call(proxy, bob, 'POST', '/api/sessions', uploadBody(2, { duel_id: duelId }), 0)).status).toBe(201);
      const duel = await call<{ status: string }>(proxy, ann, 'GET', `/api/duels/${duelId}`);
      expect(duel.body?.status).toBe('completed');
      const kinds = async (s: SseStream) => {
        const seen: string[] = [];
        while (!(await s.quietFor(1500))) seen.push((await s.next()).event);
        return seen;
      };
      expect(await kinds(annOnA)).toContain('notification');
      expect(await kinds(bobOnB)).toContain('notification');
    },
    240_000,
  );

  itOnPostgres(
    'a rolling restart of both instances during uploads loses and duplicates nothing',
    async () => {
      const golfer = await register(proxy, 'Roller');
      const acknowledged: string[] = [];
      let retries = 0;
      let restarting = true;
      let seed = 100;

      // Three golfers' devices' worth of uploads, each retried until acknowledged, as the apps do.
      const uploader = async () => {
        while (restarting || acknowledged.length < 10) {
          const body = uploadBody(seed++);
          for (;;) {
            const res = await call(proxy, golfer, 'POST', '/api/sessions', body).catch(() => null);
            if (res && (res.status === 201 || res.status === 200)) break;
            if (res && res.status < 500) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
            retries += 1;
            await sleep(100);
          }
          acknowledged.push(body.session_id);
          await sleep(20);
        }
      };
      const restart = async (slot: number) => {
        const before = acknowledged.length;
        expect(await servers[slot].stop('SIGTERM')).toBe(0);
        servers[slot] = await startServerProcess(env);
        proxy.setUpstream(slot, servers[slot].url);
        const servedBefore = proxy.served[slot];
        while (proxy.served[slot] < servedBefore + 5) await sleep(50);
        return acknowledged.length - before;
      };
      const rolling = (async () => {
        while (acknowledged.length < 5) await sleep(50);
        const duringA = await restart(0);
        const duringB = await restart(1);
        restarting = false;
        return [duringA, duringB];
      })();
      const [, , , during] = await Promise.all([uploader(), uploader(), uploader(), rolling]);
      // Uploads went on while each instance was away.
      expect(during[0]).toBeGreaterThan(0);
      expect(during[1]).toBeGreaterThan(0);

      const rows = await database.db
        .select({ id: sessions.sessionId, number: sessions.sessionNumber })
        .from(sessions)
        .where(eq(sessions.playerId, golfer.id));
      expect(rows.length).toBe(acknowledged.length);
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set(acknowledged.map((id) => id.toLowerCase())));
      expect(rows.map((r) => r.number ?? 0).sort((x, y) => x - y)).toEqual(rows.map((_, i) => i + 1));
      const career = await new CareerRebuildService(database).rebuild({ playerId: golfer.id });
      expect(career.ok).toBe(true);
      console.info(
        `topology: ${acknowledged.length} uploads acknowledged, ${retries} retried, served A/B ${proxy.served.join('/')}`,
      );
    },
    300_000,
  );
});
