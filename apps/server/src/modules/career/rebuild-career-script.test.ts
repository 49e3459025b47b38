import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { careerStats } from '../../db/schema/career.ts';
import { buildPlayer } from '../../test/factories.ts';
import { mixedLog, sessionBody, upload } from '../../test/session-fixtures.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';

const script = fileURLToPath(new URL('../../scripts/rebuild-career.ts', import.meta.url));

// The command runs in its own process, so it needs a database another process can open: a
// PostgreSQL test database when DATABASE_URL is set, else PGlite in a temporary directory
// (closed here before the command opens it: PGlite allows one process per directory). Each run
// starts a process and opens the database, hence the long timeouts.
const onServer = Boolean(process.env.DATABASE_URL);
const dataDir = mkdtempSync(join(tmpdir(), 'holeout-rebuild-'));
const testDb = onServer ? await openTestDatabase() : null;
const database = testDb?.database ?? (await openDatabase({ dataDir }));
const { app } = await buildApp(testConfig(), database);
await app.ready();

const p = await buildPlayer(app);
for (let i = 0; i < 5; i++) await upload(app, p, sessionBody(mixedLog(50, i)));
await database.db
  .update(careerStats)
  .set({ sumMisses: sql`${careerStats.sumMisses} + 1` })
  .where(eq(careerStats.playerId, p.id));
await app.close();
if (!onServer) await database.close();

afterAll(async () => {
  if (testDb) {
    await testDb.database.close();
    await testDb.drop();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function run(...args: string[]) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LOG_LEVEL: 'silent' };
  if (testDb?.url) env.DATABASE_URL = testDb.url;
  else env.DATA_DIR = dataDir;
  const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

describe('npm run db:rebuild-career', () => {
  it('prints the differences and exits 1, fixes them with --fix, then exits 0', () => {
    const check = run('--player', String(p.id));
    expect(check.err).toBe('');
    expect(check.code).toBe(1);
    expect(check.out).toContain(`player ${p.id} differs (stored ≠ rebuilt):`);
    expect(check.out).toMatch(/ {2}sum_misses: (\d+) ≠ \d+/);

    const fix = run('--fix');
    expect(fix.code).toBe(0);
    expect(fix.out).toContain(`player ${p.id} fixed`);

    const again = run();
    expect(again.code).toBe(0);
    expect(again.out).toContain('0 with differences');
  }, 120_000);

  it('exits 2 on a bad argument', () => {
    expect(run('--player', 'abc').code).toBe(2);
  }, 30_000);
});
