/**
 * The live-notification part of `npm run bench`; alone: `npx tsx apps/server/src/scripts/bench-notifications.ts`.
 *
 * 1. Latency: a notification committed on instance A (this process, `notify` in a transaction)
 *    → its `notification` event read by an SSE client of instance B (a child process on the same
 *    PostgreSQL database, so the event crosses LISTEN/NOTIFY), at a steady rate. On PGlite there is
 *    one instance (this process) and the clients read from it.
 * 2. Memory: a fresh instance (child process) holding N open streams, one per player; its RSS
 *    after a full GC before and after they open.
 */
import { type ChildProcess, fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openBenchDatabase } from './bench-database.ts';
import { type BenchSseEvent, type BenchSseStream, openManyStreams } from './bench-sse-client.ts';
import { seedStreamPlayers, streamPath } from './bench-sse-seed.ts';
import { percentile } from './bench-timing.ts';

const CONNECTIONS = Number(process.env.BENCH_SSE_CONNECTIONS ?? 10_000);
const RATE = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 200);
const SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 20);
/** Players listening during the latency run, one stream each. */
const LISTENERS = 200;
/** Notifications in flight at once (each its own transaction). */
const WRITERS = 16;
const OPEN_PARALLEL = 100;
const OPEN_TIMEOUT_MS = 300_000;
const MB = 1024 * 1024;

type Log = (message: string) => void;

interface ChildInstance {
  port: number;
  request<T>(message: object, reply: string): Promise<T>;
  stop(): Promise<void>;
}

interface ChildMemory {
  rss: number;
  heapUsed: number;
  external: number;
  connections: number;
}

/** Starts bench-sse-server.ts as a child process (with --expose-gc) on `dbUrl`, or on its own PGlite. */
async function startChild(dbUrl: string | undefined): Promise<ChildInstance> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./bench-sse-server.ts', import.meta.url)), {
    env: { ...process.env, BENCH_DB_URL: dbUrl ?? '' },
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const waiting = new Map<string, (message: unknown) => void>();
  child.on('message', (message: { type: string }) => {
    const resolve = waiting.get(message.type);
    waiting.delete(message.type);
    resolve?.(message);
  });
  const next = <T>(type: string) => new Promise<T>((resolve) => waiting.set(type, resolve as (m: unknown) => void));
  const { port } = await next<{ port: number }>('ready');
  return {
    port,
    request: async <T>(message: object, reply: string) => {
      const answer = next<T>(reply);
      child.send(message);
      return answer;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

export interface LatencyResult {
  mode: string;
  /** CPU ms per notification of the reading instance (B; on PGlite the one process, clients included). */
  readerCpuPerEvent: number;
  /** CPU ms per notification of this process: the writing instance A and the clients. */
  writerCpuPerEvent: number;
  sent: number;
  received: number;
  seconds: number;
  median: number;
  p99: number;
  max: number;
}

/** Sends RATE notifications a second for SECONDS to LISTENERS players and times each to its SSE event. */
async function measureLatency(log: Log): Promise<LatencyResult> {
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off', WEB_DIST: '/nonexistent' });
  const writer = await buildApp(config, bench.database);
  let reader: ChildInstance | null = null;
  const streams: BenchSseStream[] = [];
  try {
    let port: number;
    let mode: string;
    if (bench.url) {
      await writer.app.ready();
      reader = await startChild(bench.url);
      port = reader.port;
      mode = `two instances on ${bench.label}: written on A (this process), read from B (child process)`;
    } else {
      await writer.app.listen({ port: 0, host: '127.0.0.1' });
      port = (writer.app.server.address() as AddressInfo).port;
      mode = `one instance on ${bench.label} (this process; clients in it too)`;
    }
    const { playerIds, tickets } = await seedStreamPlayers(writer.ctx.db, LISTENERS, LISTENERS);

    const sentAt: number[] = [];
    const latencies: number[] = [];
    let counting = false;
    const onEvent = (event: BenchSseEvent) => {
      if (event.event !== 'notification') return;
      const index = Number((JSON.parse(event.data) as { title: string }).title.slice(6));
      const began = sentAt[index];
      if (counting && began !== undefined) latencies.push(performance.now() - began);
    };
    streams.push(...(await openManyStreams(port, tickets.map(streamPath), 20, onEvent)));
    log(`${streams.length} listeners connected (${mode})`);

    const notify = (index: number) => {
      const playerId = playerIds[index % playerIds.length] as number;
      sentAt[index] = performance.now();
      return writer.ctx.db.transaction((tx) =>
        writer.modules.notifications.notify(tx, {
          playerId,
          kind: 'achievement', // no e-mail flag: the bench measures the live path only
          title: `bench ${index}`,
          message: 'Benchmark notification',
          linkPath: null,
        }),
      );
    };
    const run = async (from: number, count: number) => {
      const began = performance.now();
      let next = from;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (next < from + count) {
            const index = next++;
            const due = began + ((index - from) * 1000) / RATE;
            const wait = due - performance.now();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
            await notify(index);
          }
        }),
      );
      return (performance.now() - began) / 1000;
    };

    await run(0, Math.min(200, RATE)); // warm-up, not counted
    await new Promise((r) => setTimeout(r, 500));
    counting = true;
    const total = RATE * SECONDS;
    const cpu = async () => (reader ? (await reader.request<{ ms: number }>({ type: 'cpu' }, 'cpu')).ms : 0);
    const ownCpu = () => {
      const used = process.cpuUsage();
      return (used.user + used.system) / 1000;
    };
    const [readerBefore, ownBefore] = [await cpu(), ownCpu()];
    const seconds = await run(1_000_000, total);
    const deadline = performance.now() + 5_000;
    while (latencies.length < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    counting = false;
    const [readerCpu, ownCpuUsed] = [(await cpu()) - readerBefore, ownCpu() - ownBefore];
    const sorted = latencies.sort((a, b) => a - b);
    return {
      mode,
      readerCpuPerEvent: (reader ? readerCpu : ownCpuUsed) / total,
      writerCpuPerEvent: ownCpuUsed / total,
      sent: total,
      received: sorted.length,
      seconds,
      median: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  } finally {
    for (const s of streams) s.close();
    await reader?.stop();
    await writer.app.close();
    await bench.dispose();
  }
}

export interface MemoryResult {
  wanted: number;
  opened: number;
  openSeconds: number;
  baselineMb: number;
  openMb: number;
  heapBaselineMb: number;
  heapOpenMb: number;
  perConnectionKb: number;
  projected10kMb: number;
}

/** Opens CONNECTIONS streams on a fresh instance and reads its memory before and after. */
async function measureMemory(log: Log): Promise<MemoryResult> {
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const instance = await startChild(bench.url);
  const streams: BenchSseStream[] = [];
  try {
    const { tickets } = await instance.request<{ tickets: string[] }>(
      { type: 'seed', players: CONNECTIONS, tickets: CONNECTIONS },
      'seeded',
    );
    const baseline = await instance.request<ChildMemory>({ type: 'memory' }, 'memory');
    log(`instance baseline RSS ${(baseline.rss / MB).toFixed(0)} MB; opening ${CONNECTIONS} streams`);
    const began = performance.now();
    const paths = tickets.map(streamPath);
    const opening = openManyStreams(instance.port, paths, OPEN_PARALLEL).then((s) => streams.push(...s));
    const timeout = new Promise((r) => setTimeout(r, OPEN_TIMEOUT_MS).unref());
    await Promise.race([opening, timeout]);
    const openSeconds = (performance.now() - began) / 1000;
    const open = await instance.request<ChildMemory>({ type: 'memory' }, 'memory');
    log(`${open.connections} streams open after ${openSeconds.toFixed(1)} s; RSS ${(open.rss / MB).toFixed(0)} MB`);
    const perConnection = open.connections > 0 ? (open.rss - baseline.rss) / open.connections : Number.NaN;
    return {
      wanted: CONNECTIONS,
      opened: open.connections,
      openSeconds,
      baselineMb: baseline.rss / MB,
      openMb: open.rss / MB,
      heapBaselineMb: baseline.heapUsed / MB,
      heapOpenMb: open.heapUsed / MB,
      perConnectionKb: perConnection / 1024,
      projected10kMb: (baseline.rss + perConnection * 10_000) / MB,
    };
  } finally {
    for (const s of streams) s.close();
    await instance.stop();
    await bench.dispose();
  }
}

export interface NotificationBenchResult {
  latency: LatencyResult;
  memory: MemoryResult;
  loadAverage: { start: number; end: number };
}

/** Both measurements, and their report. */
export async function benchLiveNotifications(log: Log): Promise<{ result: NotificationBenchResult; text: string }> {
  const loadStart = os.loadavg()[0] ?? 0;
  log(`live notifications: ${RATE} events/s for ${SECONDS} s, then ${CONNECTIONS} open streams`);
  const latency = await measureLatency(log);
  log(`notification → SSE client p50 ${latency.median.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms`);
  const memory = await measureMemory(log);
  const result = { latency, memory, loadAverage: { start: loadStart, end: os.loadavg()[0] ?? 0 } };
  return { result, text: formatNotificationReport(result) };
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export function formatNotificationReport({ latency: l, memory: m, loadAverage }: NotificationBenchResult): string {
  const lost = l.sent - l.received;
  const rate = l.sent / l.seconds;
  const measured10k = m.opened === 10_000;
  const at10k = measured10k ? m.openMb : m.projected10kMb;
  return [
    '',
    'Live notifications',
    `  ${l.mode}`,
    `  ${l.sent} notifications at ${rate.toFixed(0)}/s to ${LISTENERS} players: ${l.received} received${lost ? `, ${lost} MISSING` : ''}`,
    `  notification → SSE client  median ${l.median.toFixed(2)} ms, p99 ${l.p99.toFixed(2)} ms, max ${l.max.toFixed(2)} ms   target p99 < 100 ms: ${pass(l.p99 < 100 && lost === 0)}`,
    `  CPU per notification: reading instance ${l.readerCpuPerEvent.toFixed(2)} ms, writer and clients ${l.writerCpuPerEvent.toFixed(2)} ms`,
    `  ${m.opened} of ${m.wanted} streams open on one instance in ${m.openSeconds.toFixed(1)} s`,
    `  RSS ${m.baselineMb.toFixed(0)} MB before, ${m.openMb.toFixed(0)} MB with them open (heap ${m.heapBaselineMb.toFixed(0)} → ${m.heapOpenMb.toFixed(0)} MB); ${m.perConnectionKb.toFixed(1)} KB per stream`,
    `  ${measured10k ? '' : 'projected: '}10,000 streams ${at10k.toFixed(0)} MB   target < 1024 MB: ${pass(at10k < 1024)}`,
    `  load average ${loadAverage.start.toFixed(2)} → ${loadAverage.end.toFixed(2)}`,
  ].join('\n');
}
