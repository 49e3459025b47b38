import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { openTestDatabase, testConfig } from './test-app.ts';

/**
 * For tests of an operator command (`npm run db:rebuild-career`, `npm run admin`), which runs in
 * a process of its own and so needs a database another process can open: a PostgreSQL test
 * database when DATABASE_URL is set, else PGlite in a temporary directory. `seed` fills it
 * through the app; the app (and on PGlite the database: one process per directory) is closed
 * before `run` starts the command. Each run starts a process, hence long test timeouts.
 */
export async function scriptDatabase(script: string, seed: (app: FastifyInstance, db: Db) => Promise<void>) {
  const onServer = Boolean(process.env.DATABASE_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'holeout-script-'));
  const testDb = onServer ? await openTestDatabase() : null;
  const database = testDb?.database ?? (await openDatabase({ dataDir }));
  const { app } = await buildApp(testConfig(), database);
  await app.ready();
  await seed(app, database.db);
  await app.close();
  if (!onServer) await database.close();

  afterAll(async () => {
    if (testDb) {
      await testDb.database.close();
      await testDb.drop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    /** Runs the command with `args`; its exit code, standard output and standard error. */
    run(...args: string[]) {
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LOG_LEVEL: 'silent' };
      if (testDb?.url) env.DATABASE_URL = testDb.url;
      else env.DATA_DIR = dataDir;
      const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8' });
      return { code: res.status, out: res.stdout, err: res.stderr };
    },
  };
}
