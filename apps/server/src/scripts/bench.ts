/**
 * `npm run bench`: seeds a throw-away database (PostgreSQL when DATABASE_URL is
 * set, else in-memory PGlite) with one player holding 10,000 sessions,
 * 10,000 other players and one player with 2,000 duels, then measures the hot paths in-process with
 * `app.inject` and prints the figures next to the targets; then the live-notification figures
 * (simulation/bench-notifications.ts: event → SSE client latency across two instances, memory of
 * 10,000 open streams); then the leagues and leaderboards figures (simulation/bench-leagues.ts:
 * leaderboards-v2 over 1,000,000 sessions, a 200-member league's page). Prints; never a test.
 *
 * BENCH_SESSIONS and BENCH_PLAYERS shrink the data set for a quick try;
 * BENCH_KEEP_DATABASE=1 leaves the PostgreSQL database in place for EXPLAIN.
 */
import os from 'node:os';
import { diffCareer } from '@holeout/shared/stats/career-record';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/accounts.ts';
import { openBenchDatabase } from './simulation/bench-database.ts';
import { BENCH_DUELS, insertDuels, measureDuelList } from './simulation/bench-duels.ts';
import { benchLeagues } from './simulation/bench-leagues.ts';
import { careerFromAllLogs, careerFromStoredFigures } from './simulation/bench-naive.ts';
import { benchLiveNotifications } from './simulation/bench-notifications.ts';
import { formatReport } from './simulation/bench-report.ts';
import { insertOtherPlayers, uploadHistory } from './simulation/bench-seed.ts';
import { rssMb, summarize, timeConcurrent, timeSequential } from './simulation/bench-timing.ts';
import { generateSession, type PlayerProfile, toUploadBody } from './simulation/putt-generator.ts';
import { SeededRandom } from './simulation/seeded-random.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 10_000);
const OTHER_PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const READS = 1_000;
const NAIVE_RUNS = 5;
const SEQUENTIAL_UPLOADS = 300;
const CONCURRENT_UPLOADS = 1_000;
const UPLOADERS = 8;
const WARM_UP = 50;
const PROFILE: PlayerProfile = {
  skill: 0.72,
  tempoSeconds: 5,
  streakiness: 0.2,
  typicalPutts: 100,
  utcOffsetMinutes: 0,
};

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Registers a player through the API (real hash, real token) with the given membership. */
async function register(app: FastifyInstance, db: Db, name: string, tier: 'free' | 'premium') {
  const email = `${name.toLowerCase().replace(/\s+/g, '-')}@bench.holeout.app`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name, email, password: 'bench-password' },
  });
  if (res.statusCode !== 201) throw new Error(`register ${email}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; player: { player_id: number } };
  await db.update(players).set({ membershipTier: tier }).where(sql`${players.id} = ${body.player.player_id}`);
  return { id: body.player.player_id, headers: { authorization: `Bearer ${body.token}` } };
}

/** Sends a request and fails loudly on an unexpected status, so a broken endpoint never looks fast. */
async function expectStatus(app: FastifyInstance, status: number, opts: InjectOptions) {
  const res = await app.inject(opts);
  if (res.statusCode !== status)
    throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res;
}

/** 300-putt upload bodies, serialised up front so the timing covers only the server. */
function uploadBodies(rng: SeededRandom, count: number): string[] {
  return Array.from({ length: count }, () =>
    JSON.stringify(toUploadBody(generateSession(rng, PROFILE, { startedAt: new Date(), puttCount: 300 }))),
  );
}

async function main() {
  const rssStart = rssMb();
  const loadStart = os.loadavg()[0];
  const bench = await openBenchDatabase(process.env.DATABASE_URL, process.env.BENCH_KEEP_DATABASE === '1');
  log(`database: ${bench.label}`);
  const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: 'off', WEB_DIST: '/nonexistent' });
  const { app, ctx, modules } = await buildApp(config, bench.database);
  try {
    await app.ready();
    const db = ctx.db;
    const rng = new SeededRandom('holeout-bench');

    let began = performance.now();
    await insertOtherPlayers(db, OTHER_PLAYERS, await hash('bench-password'));
    const seedPlayersSeconds = (performance.now() - began) / 1000;
    log(`inserted ${OTHER_PLAYERS} players in ${seedPlayersSeconds.toFixed(1)} s`);

    const heavy = await register(app, db, 'Heavy Practiser', 'premium');
    const viewer = await register(app, db, 'Premium Viewer', 'premium');
    const uploaders: Awaited<ReturnType<typeof register>>[] = [];
    for (let i = 1; i <= UPLOADERS; i++) uploaders.push(await register(app, db, `Uploader ${i}`, 'free'));

    began = performance.now();
    await uploadHistory(modules.sessions, heavy.id, rng, {
      profile: PROFILE,
      count: SESSIONS,
      days: 5 * 365,
      puttRange: [50, 150],
      onProgress: (n) => log(`uploaded ${n} of ${SESSIONS} sessions`),
    });
    const seedSessionsSeconds = (performance.now() - began) / 1000;
    // A long-lived database is vacuumed and has statistics; bring the fresh one to that state so
    // autovacuum does not wake up for the bulk load in the middle of the measurements.
    await db.execute(sql`vacuum analyze`);
    const rssSeeded = rssMb();
    log(`seeded ${SESSIONS} sessions in ${seedSessionsSeconds.toFixed(1)} s`);

    const careerUrl = `/api/career-stats?player_id=${heavy.id}`;
    const pageUrl = `/api/player/${heavy.id}/sessions`;
    const get = (url: string) => () => expectStatus(app, 200, { method: 'GET', url, headers: viewer.headers });
    await timeSequential(WARM_UP, get(careerUrl));
    await timeSequential(WARM_UP, get(pageUrl));
    const careerStats = summarize(await timeSequential(READS, get(careerUrl)));
    log(`career-stats p99 ${careerStats.p99.toFixed(2)} ms`);
    const sessionsPage = summarize(await timeSequential(READS, get(pageUrl)));
    log(`sessions page p99 ${sessionsPage.p99.toFixed(2)} ms`);

    const served = (
      await expectStatus(app, 200, { method: 'GET', url: careerUrl, headers: viewer.headers })
    ).json() as {
      sum_makes: number;
      total_sessions: number;
    };
    const fromLogs = await careerFromAllLogs(db, heavy.id);
    const naiveLogs = summarize(await timeSequential(NAIVE_RUNS, () => careerFromAllLogs(db, heavy.id)));
    log(`naive recompute from logs median ${naiveLogs.median.toFixed(0)} ms`);
    const fromFigures = await careerFromStoredFigures(db, heavy.id);
    const naiveFigures = summarize(await timeSequential(NAIVE_RUNS, () => careerFromStoredFigures(db, heavy.id)));
    log(`naive fold of stored figures median ${naiveFigures.median.toFixed(0)} ms`);
    const disagreements = diffCareer(fromLogs, fromFigures);
    if (served.sum_makes !== fromLogs.sum_makes || served.total_sessions !== fromLogs.total_sessions) {
      disagreements.push(`served sum_makes ${served.sum_makes} / sessions ${served.total_sessions} ≠ rebuilt`);
    }

    const sequentialBodies = uploadBodies(rng, SEQUENTIAL_UPLOADS);
    const upload = (headers: Record<string, string>, payload: string) =>
      expectStatus(app, 201, {
        method: 'POST',
        url: '/api/sessions',
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
    const uploadSequential = summarize(
      await timeSequential(SEQUENTIAL_UPLOADS, (i) => upload(heavy.headers, sequentialBodies[i])),
    );
    log(`sequential upload median ${uploadSequential.median.toFixed(2)} ms`);
    const concurrentBodies = uploadBodies(rng, CONCURRENT_UPLOADS);
    const concurrent = await timeConcurrent(UPLOADERS, CONCURRENT_UPLOADS, (w, i) =>
      upload(uploaders[w].headers, concurrentBodies[i]),
    );
    log(`concurrent uploads ${concurrent.perSecond.toFixed(0)}/s`);

    const duellist = await register(app, db, 'Duel Regular', 'premium');
    await insertDuels(db, duellist.id, BENCH_DUELS, rng, new Date());
    const duelList = await measureDuelList(app, db, duellist, BENCH_DUELS, READS);
    log(`duel list p99 ${duelList.list.p99.toFixed(2)} ms`);

    const report = formatReport({
      database: bench.label,
      sessions: SESSIONS,
      otherPlayers: OTHER_PLAYERS,
      seedPlayersSeconds,
      seedSessionsSeconds,
      careerStats,
      sessionsPage,
      naiveLogs,
      naiveFigures,
      uploadSequential,
      uploadConcurrent: { uploads: CONCURRENT_UPLOADS, workers: UPLOADERS, ...concurrent },
      duelList,
      rssMb: { start: rssStart, seeded: rssSeeded, end: rssMb() },
      loadAverage: { start: loadStart, end: os.loadavg()[0] },
    });
    console.log(report.text);
    console.log(
      disagreements.length === 0
        ? 'Check: the served career equals both rebuilds from the stored sessions.'
        : `Check FAILED: the career record disagrees with a rebuild:\n  ${disagreements.join('\n  ')}`,
    );
    if (disagreements.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await bench.dispose();
  }
}

await main();
// Live notifications: their own databases and a child process per instance (simulation/bench-notifications.ts).
console.log((await benchLiveNotifications(log)).text);
// Leagues and leaderboards: their own database of 1,000,000 sessions (simulation/bench-leagues.ts).
console.log((await benchLeagues(log)).text);
