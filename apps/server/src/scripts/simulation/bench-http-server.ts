/**
 * The server of the HTTP benchmark (`npm run bench:http`), run as a child process so the load
 * generator's CPU is not counted as the server's: builds the real app on BENCH_DB_URL (PostgreSQL)
 * or on in-memory PGlite, seeds one premium player with a history, duels and a league, listens on
 * 127.0.0.1 (BENCH_HTTP_PORT, else a free port) and answers the parent over IPC:
 * `ready {port, token, playerId, leagueId}` once seeded; `cpu` → `cpu {ms}` used so far;
 * `stop` → closes and exits.
 */
import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { insertDuels } from './bench-duels.ts';
import { insertOtherPlayers, uploadHistory } from './bench-seed.ts';
import { SeededRandom } from './seeded-random.ts';

const SESSIONS = Number(process.env.BENCH_HTTP_SESSIONS ?? 500);
const DUELS = 200;
const OTHER_PLAYERS = 200;
const LEAGUE_MEMBERS = 12;

const send = (message: object) => process.send?.(message);
const url = process.env.BENCH_DB_URL;
const database = await openDatabase(url ? { url, dataDir: 'unused' } : { dataDir: 'memory://' });
// READ_CACHE_SECONDS=0 measures every history page and career record read from the database (decision 062).
const config = loadConfig({
  LOG_LEVEL: 'silent',
  RATE_LIMITS: 'off',
  WEB_DIST: '/nonexistent',
  READ_CACHE_SECONDS: process.env.READ_CACHE_SECONDS,
});
const { app, ctx, modules } = await buildApp(config, database);

async function call(target: FastifyInstance, method: 'GET' | 'POST', path: string, headers = {}, payload?: object) {
  const res = await target.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json();
}

async function seed() {
  const rng = new SeededRandom('holeout-bench-http');
  await insertOtherPlayers(ctx.db, OTHER_PLAYERS, await hash('bench-password'));
  const registered = await call(
    app,
    'POST',
    '/api/register',
    {},
    {
      name: 'HTTP Viewer',
      email: 'http-viewer@bench.holeout.app',
      password: 'bench-password',
    },
  );
  const playerId: number = registered.player.player_id;
  const token: string = registered.token;
  await ctx.db.update(players).set({ membershipTier: 'premium' }).where(sql`${players.id} = ${playerId}`);
  await uploadHistory(modules.sessions, playerId, rng, {
    profile: { skill: 0.72, tempoSeconds: 5, streakiness: 0.2, typicalPutts: 100, utcOffsetMinutes: 0 },
    count: SESSIONS,
    days: 365,
    puttRange: [50, 150],
  });
  await insertDuels(ctx.db, playerId, DUELS, rng, new Date());
  const auth = { authorization: `Bearer ${token}` };
  const created = await call(app, 'POST', '/api/leagues', auth, {
    name: 'HTTP Bench League',
    description: 'members of the HTTP benchmark',
    privacy_type: 'public',
    start_time: new Date(Date.now() + 3_600_000).toISOString(),
    start_mode: 'scheduled',
    settings: { num_rounds: 4, round_duration_hours: 24, time_limit_minutes: 5 },
  });
  const leagueId: number = created.league.league_id;
  for (let i = 1; i < LEAGUE_MEMBERS; i++) {
    const email = `golfer-${String(i * 4 - 1).padStart(5, '0')}@bench.holeout.app`; // regular tier
    const login = await call(app, 'POST', '/api/login', {}, { email, password: 'bench-password' });
    await call(app, 'POST', `/api/leagues/${leagueId}/join`, { authorization: `Bearer ${login.token}` }, {});
  }
  await ctx.db.execute(sql`vacuum analyze`);
  return { token, playerId, leagueId };
}

const seeded = await seed();
await app.listen({ port: Number(process.env.BENCH_HTTP_PORT ?? 0), host: '127.0.0.1' });

process.on('message', async (message: { type: 'cpu' | 'stop' }) => {
  if (message.type === 'cpu') {
    const used = process.cpuUsage();
    send({ type: 'cpu', ms: (used.user + used.system) / 1000 });
  } else if (message.type === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
send({ type: 'ready', port: (app.server.address() as AddressInfo).port, ...seeded });
