/**
 * The app of a benchmark's child process (bench-http-server.ts, bench-sse-server.ts): the real app,
 * quiet and without rate limits, on BENCH_DB_URL (PostgreSQL) or on in-memory PGlite, and the IPC
 * answers every such child gives its parent.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';

/** Sends a message to the parent process. */
export const send = (message: object) => process.send?.(message);

/** Opens the database and builds the app on it. */
export async function buildChildApp() {
  const url = process.env.BENCH_DB_URL;
  const database = await openDatabase(url ? { url, dataDir: 'unused' } : { dataDir: 'memory://' });
  // READ_CACHE_SECONDS=0 measures every history page and career record read from the database (decision 062).
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: '/nonexistent',
    READ_CACHE_SECONDS: process.env.READ_CACHE_SECONDS,
  });
  return { database, ...(await buildApp(config, database)) };
}

type Child = Awaited<ReturnType<typeof buildChildApp>>;

/**
 * Answers the parent: `cpu` → `cpu {ms}` used so far; `stop` → closes and exits; any other message
 * goes to `other`. Then tells the parent `ready {port, ...extra}`.
 */
export function answerParent<M extends { type: string }>(
  { app, database }: Child,
  extra: object = {},
  other: (message: M) => Promise<void> = async () => {},
) {
  process.on('message', async (message: M | { type: 'cpu' | 'stop' }) => {
    if (message.type === 'cpu') {
      const used = process.cpuUsage();
      send({ type: 'cpu', ms: (used.user + used.system) / 1000 });
    } else if (message.type === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    } else {
      await other(message as M);
    }
  });
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port, ...extra });
}
