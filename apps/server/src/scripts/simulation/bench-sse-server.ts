/**
 * One app instance for the live-notification benchmark, run as a child process (so its memory is
 * measured apart from the clients'): builds the app on BENCH_DB_URL (PostgreSQL) or on in-memory
 * PGlite, listens on a free port and answers the parent over IPC:
 * `seed {players, tickets}` → `seeded {playerIds, tickets}`; `memory` → `memory {rss, heapUsed,
 * connections}` after a full GC; `cpu` → `cpu {ms}` used so far; `stop` → closes and exits.
 */
import { answerParent, buildChildApp, send } from './bench-child-app.ts';
import { seedStreamPlayers } from './bench-sse-seed.ts';

type Request = { type: 'seed'; players: number; tickets: number } | { type: 'memory' };

const child = await buildChildApp();
const { app, ctx, modules } = child;
// Thousands of sockets arrive at once; the default backlog (511) would refuse some.
await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });

const gc = (globalThis as { gc?: () => void }).gc;

answerParent<Request>(child, {}, async (message) => {
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
  }
});
