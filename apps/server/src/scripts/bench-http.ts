/**
 * `npm run bench:http` (also the HTTP part of `npm run bench`): the real server in a child process
 * on 127.0.0.1 (simulation/bench-http-server.ts), loaded by autocannon over keep-alive
 * connections, on in-memory PGlite and — when DATABASE_URL is set — on a throw-away PostgreSQL
 * database. For each read a screen makes it prints requests/s, the ratio to anonymous
 * `GET /api/health` in the same run (the floor: no token, no database), the median and p99
 * latency, and the server's CPU per request. Prints; never a test.
 *
 * BENCH_HTTP_SECONDS (default 5) is each read's duration, BENCH_HTTP_CONNECTIONS (default 8) the
 * connections, BENCH_HTTP_SESSIONS (default 500) the viewer's history, BENCH_HTTP_PORT the port.
 * The history page and career record are read again and again, so they come from memory (decision
 * 062); READ_CACHE_SECONDS=0 measures them read from the database every time.
 */
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openBenchDatabase } from './simulation/bench-database.ts';
import { machineLine } from './simulation/bench-report.ts';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 8);
const WARM_UP_SECONDS = 1;

interface Ready {
  type: 'ready';
  port: number;
  token: string;
  playerId: number;
  leagueId: number;
}

interface Row {
  name: string;
  perSecond: number;
  median: number;
  p99: number;
  cpuPerRequest: number;
  errors: number;
}

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

function ask<T>(child: ChildProcess, type: string, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== answer) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    if (type) child.send({ type });
  });
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
}

async function measure(child: ChildProcess, base: string, name: string, path: string, headers = {}): Promise<Row> {
  await load(base + path, headers, WARM_UP_SECONDS);
  const before = await ask<{ ms: number }>(child, 'cpu', 'cpu');
  const result = await load(base + path, headers, SECONDS);
  const after = await ask<{ ms: number }>(child, 'cpu', 'cpu');
  const requests = result.requests.total;
  return {
    name,
    perSecond: requests / SECONDS,
    median: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: (after.ms - before.ms) / Math.max(1, requests),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchOne(label: string, dbUrl: string | undefined) {
  const child = fork(fileURLToPath(new URL('./simulation/bench-http-server.ts', import.meta.url)), {
    env: { ...process.env, ...(dbUrl ? { BENCH_DB_URL: dbUrl } : {}) },
    execArgv: process.execArgv,
  });
  child.on('exit', (code) => {
    if (code !== 0) log(`bench server exited with ${code}`);
  });
  try {
    log(`${label}: seeding`);
    const ready = await ask<Ready>(child, '', 'ready');
    const base = `http://127.0.0.1:${ready.port}`;
    const auth = { authorization: `Bearer ${ready.token}` };
    const loadStart = os.loadavg()[0];
    const first = await measure(child, base, 'GET /api/health (anonymous)', '/api/health');
    const rows = [
      await measure(child, base, 'GET /api/health (token)', '/api/health', auth),
      await measure(child, base, 'GET /api/career-stats', `/api/career-stats?player_id=${ready.playerId}`, auth),
      await measure(
        child,
        base,
        'GET /api/player/{id}/sessions (first page)',
        `/api/player/${ready.playerId}/sessions`,
        auth,
      ),
      await measure(child, base, 'GET /api/duels', '/api/duels', auth),
      await measure(child, base, 'GET /api/leagues/{id}', `/api/leagues/${ready.leagueId}`, auth),
    ];
    const last = await measure(child, base, 'GET /api/health (anonymous, again)', '/api/health');
    const loadEnd = os.loadavg()[0];
    // The floor is the mean of the anonymous runs before and after, so drift in the machine's
    // load during the run shows as a gap between those two rather than skewing every ratio.
    const floor = (first.perSecond + last.perSecond) / 2;
    console.log(
      `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s each, load average ${loadStart.toFixed(2)} → ${loadEnd.toFixed(2)}`,
    );
    console.log('| read | requests/s | × anonymous health | median | p99 | server CPU/request | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of [first, ...rows, last]) {
      console.log(
        `| ${r.name} | ${r.perSecond.toFixed(0)} | ${(r.perSecond / floor).toFixed(2)}× | ${r.median} ms | ${r.p99} ms | ${r.cpuPerRequest.toFixed(3)} ms | ${r.errors} |`,
      );
    }
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  console.log(machineLine());
  if (process.env.READ_CACHE_SECONDS === '0') console.log('READ_CACHE_SECONDS=0: every read from the database');
  await benchOne('PGlite (embedded, in memory)', undefined);
  if (process.env.DATABASE_URL) {
    const bench = await openBenchDatabase(process.env.DATABASE_URL);
    try {
      await benchOne(bench.label, bench.url);
    } finally {
      await bench.dispose().catch(() => {});
    }
  } else {
    console.log('\nPostgreSQL: skipped (set DATABASE_URL to a server the bench may create a database on)');
  }
}

await main();
