/**
 * One app instance for the live-notification benchmark, run as a child process (so its memory is
 * measured apart from the clients'): builds the app on BENCH_DB_URL (PostgreSQL) or on in-memory
 * PGlite, listens on a free port and answers the parent over IPC:
 * `seed {players, tickets}` → `seeded {playerIds, tickets}`; `memory` → `memory {rss, heapUsed,
 * connections}` after a full GC; `cpu` → `cpu {ms}` used so far; `stop` → closes and exits.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { seedStreamPlayers } from './bench-sse-seed.ts';

type Request =
  | { type: 'seed'; players: number; tickets: number }
  | { type: 'memory' }
  | { type: 'cpu' }
  | { type: 'stop' };

const send = (message: object) => process.send?.(message);
const url = process.env.BENCH_DB_URL;
const database = await openDatabase(url ? { url, dataDir: 'unused' } : { dataDir: 'memory://' });
const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off', WEB_DIST: '/nonexistent' });
const { app, ctx, modules } = await buildApp(config, database);
// Thousands of sockets arrive at once; the default backlog (511) would refuse some.
await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });

const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', async (message: Request) => {
  if (message.type === 'seed') {
    send({ type: 'seeded', ...(await seedStreamPlayers(ctx.db, message.players, message.tickets)) });
  } else if (message.type === 'memory') {
    for (let i = 0; i < 3; i++) {
      gc?.();
      await new Promise((r) => setTimeout(r, 100));
    }
    const m = process.memoryUsage();
    send({
      type: 'memory',
      rss: m.rss,
      heapUsed: m.heapUsed,
      external: m.external,
      connections: modules.notificationStream.connectionCount,
    });
  } else if (message.type === 'cpu') {
    const used = process.cpuUsage();
    send({ type: 'cpu', ms: (used.user + used.system) / 1000 });
  } else if (message.type === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
