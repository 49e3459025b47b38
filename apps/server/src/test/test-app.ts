import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { BitcoinChain } from '@holeout/shared/ots/index';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../app-context.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase, openPglite } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The app's services, for tests that wait on one (the notification listener). */
  modules: Awaited<ReturnType<typeof buildApp>>['modules'];
  database: Database;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or — when DATABASE_URL is set — a new
 * PostgreSQL database created on that server and dropped afterwards. Both start as a copy of the
 * database the API run's global setup migrated once (global-setup.ts).
 */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(new PGlite({ loadDataDir: migratedImage() }));
    return { database, drop: async () => {} };
  }
  const empty = await newPostgresDatabase(serverUrl, 'holeout_test', inject('postgresTemplate') ?? undefined);
  const database = await openDatabase({ url: empty.url, dataDir: 'unused' });
  return { database, ...empty };
}

let image: Blob | undefined;
/** The migrated embedded database's tarball, read once per test worker. */
function migratedImage(): Blob {
  image ??= new Blob([readFileSync(inject('pgliteImage'))]);
  return image;
}

/**
 * A new PostgreSQL database on the server of `serverUrl`: empty (no migrations), or a copy of
 * `template`; drop it with `drop`.
 */
export async function newPostgresDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A started test queue looks for due jobs every half second (pg-boss's minimum). */
export const TEST_JOB_POLLING = { pollingIntervalSeconds: 0.5 };

/** Test configuration: quiet logs, rate limits and stamping off unless a test asks for them. */
export function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    PUBLIC_URL: 'http://holeout.test',
    WEB_DIST: '/nonexistent',
    // Never the public calendars: a test that stamps turns it on with its local stand-ins' URLs.
    OTS_STAMPING: 'off',
    ...overrides,
  });
}

export interface TestAppOptions {
  /**
   * Start the job queue's workers and cron, polling every half second. Off by default: most
   * tests need no background work, and those that do usually run it deterministically with
   * `ctx.jobs.drain()`, which works on a queue that is not started.
   */
  jobs?: boolean;
  /** The app's clock; pass a `ManualClock` to move time. */
  clock?: Clock;
  /** The chain certificate upgrades check: mainnet unless a test hands in the stand-ins' test chain. */
  bitcoinChain?: BitcoinChain;
  /** Collects the app's log lines here instead of writing them to stdout. */
  logLines?: string[];
}

/** Builds the app on a fresh database and closes both after the file's tests. */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const { app, ctx, modules } = await buildApp(testConfig(overrides), database, {
    clock: options.clock,
    jobs: TEST_JOB_POLLING,
    testBitcoinChain: options.bitcoinChain,
    ...(options.logLines ? { logStream: { write: (line: string) => options.logLines?.push(line) } } : {}),
  });
  await app.ready();
  if (options.jobs) await ctx.jobs.start();
  const close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
  afterAll(close);
  return { app, ctx, modules, database, close };
}
