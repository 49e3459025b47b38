import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { buildApp } from '../app.ts';
import { activeDuel, submit } from '../test/duel-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../test/factories.ts';
import { itOnPostgres } from '../test/postgres-only.ts';
import { getJson, mixedLog, sessionBody, upload } from '../test/session-fixtures.ts';
import { testConfig } from '../test/test-app.ts';
import { openDatabase } from './client.ts';
import { careerStats } from './schema/career.ts';

const script = fileURLToPath(new URL('../scripts/db-move.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'holeout-move-'));
const created: string[] = [];

/** A new, empty PostgreSQL database on the test server (no migrations: the move applies them). */
async function emptyDatabase(): Promise<string> {
  const name = `holeout_move_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (created.length === 0) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

function move(...args: string[]) {
  const env = { PATH: process.env.PATH, LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

/** What a player sees of their own data; equal before and after the move. */
async function seen(app: Awaited<ReturnType<typeof buildApp>>['app'], p: TestPlayer) {
  return {
    career: await getJson(app, p, '/api/career-stats'),
    history: await getJson(app, p, `/api/player/${p.id}/sessions`),
    duels: await getJson(app, p, '/api/duels'),
  };
}

describe('npm run db:move', () => {
  itOnPostgres(
    'copies the embedded database into an empty PostgreSQL one, refuses a non-empty target, and catches a tampered copy',
    async () => {
      // The embedded installation: two players, sessions, a duel both have played.
      const embedded = await openDatabase({ dataDir });
      const { app } = await buildApp(testConfig(), embedded);
      await app.ready();
      const ann = await buildPlayer(app);
      const bob = await buildPlayer(app);
      for (let i = 0; i < 3; i++) await upload(app, ann, sessionBody(mixedLog(40, i)));
      const duel = await activeDuel(app, ann, bob);
      await submit(app, ann, duel.duel_id, mixedLog(30, 7));
      await submit(app, bob, duel.duel_id, mixedLog(30, 8));
      const before = { ann: await seen(app, ann), bob: await seen(app, bob) };
      // A source whose career row disagrees with its own logs: the move must not verify.
      await embedded.db
        .update(careerStats)
        .set({ sumMisses: sql`${careerStats.sumMisses} + 1` })
        .where(eq(careerStats.playerId, ann.id));
      await app.close();
      await embedded.close();

      const target = await emptyDatabase();
      const refused = move('--to', target);
      expect(refused.out).toContain(`player ${ann.id} career: sum_misses:`);
      expect(refused.out).toContain('rolled back');
      expect(refused.code).toBe(1);

      // Repaired at the source, the same command runs again into the same (still empty) target.
      const fixed = await openDatabase({ dataDir });
      await fixed.db
        .update(careerStats)
        .set({ sumMisses: sql`${careerStats.sumMisses} - 1` })
        .where(eq(careerStats.playerId, ann.id));
      await fixed.close();
      const moved = move('--to', target);
      expect(moved.err).toBe('');
      expect(moved.out).toMatch(/sessions +\d+ → +\d+ {2}ok/);
      expect(moved.out).toContain('Moved and verified');
      expect(moved.code).toBe(0);

      expect(move('--to', target).err).toContain('Refused: the target database is not empty');
      expect(move('--to', target, '--verify').code).toBe(0);

      // A copy changed behind the command's back no longer verifies.
      const server = await openDatabase({ url: target, dataDir: 'unused' });
      const tamper = (by: number) =>
        server.db
          .update(careerStats)
          .set({ sumMisses: sql`${careerStats.sumMisses} + ${by}` })
          .where(eq(careerStats.playerId, bob.id));
      await tamper(1);
      const tampered = move('--to', target, '--verify');
      expect(tampered.out).toContain('career_stats: the rows differ');
      expect(tampered.out).toContain(`player ${bob.id} career: sum_misses:`);
      expect(tampered.out).toContain('The copy does NOT verify.');
      expect(tampered.code).toBe(1);
      await tamper(-1);

      // The server on PostgreSQL: the same tokens, figures, history and duel; new ids follow the old.
      const onServer = await buildApp(testConfig(), server);
      await onServer.app.ready();
      expect({ ann: await seen(onServer.app, ann), bob: await seen(onServer.app, bob) }).toEqual(before);
      const carl = await buildPlayer(onServer.app);
      expect(carl.id).toBeGreaterThan(bob.id);
      expect((await upload(onServer.app, bob, sessionBody(mixedLog(20, 9)))).statusCode).toBe(201);
      await onServer.app.close();
      await server.close();
    },
    300_000,
  );

  itOnPostgres('exits 2 without a PostgreSQL target', async () => {
    expect(move().code).toBe(2);
    expect(move('--to', 'mysql://x').code).toBe(2);
  });
});
