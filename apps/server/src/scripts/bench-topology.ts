/**
 * npm run bench:topology   (needs DATABASE_URL: a PostgreSQL server to create a database on)
 *
 * The deploy topology under load: simulated golfers (each holding a live notification stream open,
 * then uploading sessions and reading their pages back to back) against ONE instance behind the
 * proxy, then TWO instances behind it, on the same PostgreSQL database. Prints requests/s, p50/p99
 * and errors for both, with the load average. The instances are real `main.ts` processes and the
 * proxy is the topology test's (test/round-robin-proxy.ts), so the only difference is the count.
 *
 * BENCH_GOLFERS (default 16) concurrent golfers, BENCH_SECONDS (default 30) per run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { startRoundRobinProxy } from '../test/round-robin-proxy.ts';
import { type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { mixedLog } from '../test/session-fixtures.ts';
import { openSse, type SseStream } from '../test/sse-client.ts';
import { percentile } from './simulation/bench-timing.ts';

const GOLFERS = Number(process.env.BENCH_GOLFERS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:topology needs DATABASE_URL (a PostgreSQL server; a fresh database is created on it).');
  process.exit(2);
}

interface Golfer {
  id: number;
  headers: Record<string, string>;
}

interface RunResult {
  label: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
  uploads: number;
  streamsOpen: number;
  load: [number, number];
}

/** Refused requests by status and path, printed after the table. */
const failures = new Map<string, number>();

const name = `holeout_bench_topology_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
const env = {
  DATABASE_URL: dbUrl.toString(),
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMITS: 'off',
  SHUTDOWN_DRAIN_SECONDS: '1',
  LOG_LEVEL: 'info',
};

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** Registers the golfers once (the second run finds them in the shared database). */
async function registerGolfers(base: string): Promise<Golfer[]> {
  const golfers: Golfer[] = [];
  for (let i = 0; i < GOLFERS; i++) {
    const res = await post(base, '/api/register', {
      name: `Bench Golfer ${i + 1}`,
      email: `bench-${i}-${randomUUID()}@example.com`,
      password: 'correct horse',
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
    const body = res.body as { token: string; player: { player_id: number } };
    golfers.push({ id: body.player.player_id, headers: { authorization: `Bearer ${body.token}` } });
  }
  return golfers;
}

/** Every golfer: a stream open, then upload, read career, history and notifications, until time is up. */
async function load(label: string, base: string, golfers: Golfer[]): Promise<RunResult> {
  const loadStart = os.loadavg()[0];
  const streams: SseStream[] = [];
  for (const g of golfers) {
    const ticket = (await post(base, '/api/auth/ticket', {}, g.headers)).body?.ticket;
    streams.push(await openSse(`${base}/api/notifications/stream?ticket=${ticket}`));
  }
  const latencies: number[] = [];
  let errors = 0;
  let uploads = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const timed = async (fn: () => Promise<Response>) => {
    const began = performance.now();
    try {
      const res = await fn();
      await res.arrayBuffer();
      if (!res.ok) {
        errors += 1;
        const key = `${res.status} ${new URL(res.url).pathname.replace(/\d+/g, ':id')}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - began);
  };
  let seed = 0;
  const began = performance.now();
  await Promise.all(
    golfers.map(async (g) => {
      const headers = { ...g.headers, 'content-type': 'application/json' };
      while (performance.now() < deadline) {
        const body = JSON.stringify({
          session_id: randomUUID(),
          started_at: new Date().toISOString(),
          putts: mixedLog(60, seed++),
        });
        await timed(() => fetch(`${base}/api/sessions`, { method: 'POST', headers, body }));
        uploads += 1;
        await timed(() => fetch(`${base}/api/career-stats?player_id=${g.id}`, { headers }));
        await timed(() => fetch(`${base}/api/player/${g.id}/sessions`, { headers }));
        await timed(() => fetch(`${base}/api/player/${g.id}/notifications`, { headers }));
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const streamsOpen = streams.filter((s) => s.status === 200).length;
  for (const s of streams) s.close();
  latencies.sort((a, b) => a - b);
  return {
    label,
    requests: latencies.length,
    errors,
    seconds,
    latencies,
    uploads,
    streamsOpen,
    load: [loadStart, os.loadavg()[0]],
  };
}

async function run(label: string, instances: number, golfers: Golfer[] | null) {
  const servers: ServerProcess[] = await Promise.all(Array.from({ length: instances }, () => startServerProcess(env)));
  const proxy = await startRoundRobinProxy(servers.map((s) => s.url));
  try {
    const players = golfers ?? (await registerGolfers(proxy.url));
    const result = await load(label, proxy.url, players);
    return { result, players, served: [...proxy.served] };
  } finally {
    await proxy.close();
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
  }
}

try {
  console.log(
    `bench:topology: ${GOLFERS} golfers, ${SECONDS} s per run, ${os.cpus().length} cores, Node ${process.version}`,
  );
  const one = await run('1 instance behind the proxy', 1, null);
  const two = await run('2 instances behind the proxy', 2, one.players);
  console.log('');
  console.log('| setup | requests | req/s | p50 ms | p99 ms | errors | uploads | streams | load avg |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { result: r, served } of [one, two]) {
    console.log(
      `| ${r.label} | ${r.requests} | ${(r.requests / r.seconds).toFixed(0)} | ` +
        `${percentile(r.latencies, 0.5).toFixed(1)} | ${percentile(r.latencies, 0.99).toFixed(1)} | ${r.errors} | ` +
        `${r.uploads} | ${r.streamsOpen} | ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} (served ${served.join('/')}) |`,
    );
  }
  for (const [key, n] of failures) console.log(`  refused: ${key} ×${n}`);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
