import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { claimDataDir } from './data-dir-lock.ts';
import * as accounts from './schema/accounts.ts';
import * as auth from './schema/auth.ts';
import * as billing from './schema/billing.ts';
import * as career from './schema/career.ts';
import * as certificates from './schema/certificates.ts';
import * as coach from './schema/coach.ts';
import * as duels from './schema/duels.ts';
import * as friends from './schema/friends.ts';
import * as leaderboards from './schema/leaderboards.ts';
import * as leagues from './schema/leagues.ts';
import * as mail from './schema/mail.ts';
import * as notifications from './schema/notifications.ts';
import * as referrals from './schema/referrals.ts';
import * as sessions from './schema/sessions.ts';
import * as signInProviders from './schema/sign-in-providers.ts';

/** Every table, one file per domain under schema/; a new domain's file is added here. */
export const schema = {
  ...accounts,
  ...auth,
  ...mail,
  ...notifications,
  ...sessions,
  ...career,
  ...duels,
  ...leagues,
  ...leaderboards,
  ...certificates,
  ...billing,
  ...coach,
  ...friends,
  ...signInProviders,
  ...referrals,
};

/** The one database type every repo is written against, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repos accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * An open database: the Drizzle handle every repo uses, and the driver's own client for the few
 * things that need it (the job queue runs pg-boss on it).
 */
export type Database = { db: Db; close(): Promise<void> } & (
  | { kind: 'pglite'; raw: PGlite }
  | { kind: 'postgres'; raw: pg.Pool }
);

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key instances hold while they migrate ("holeout-migrate" in ASCII, truncated). */
export const MIGRATION_LOCK_KEY = 0x686f6c656f75;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so that instances starting together
 * take turns: the first applies the pending migrations, the others then find nothing left to do.
 * Drizzle's migrator takes no lock of its own, and two of them racing on one database would both
 * try the same CREATE TABLE.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite (in `dataDir`, or in memory when
 * `dataDir` is "memory://"), and applies the committed migrations.
 */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client whose connection the server ends (restart, failover, a forced drop) is
    // reported on the pool; without a listener that event would crash the process. The pool
    // has already discarded the client and connects a new one on next use.
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool, () => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', raw: pool, close: () => pool.end() };
  }
  const inMemory = opts.dataDir === 'memory://';
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  const release = inMemory ? () => {} : claimDataDir(opts.dataDir);
  try {
    return await openPglite(new PGlite(inMemory ? undefined : `${opts.dataDir}/pglite`), release);
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Wraps an embedded PGlite client (a directory, memory, or a loaded data-directory image) as the
 * app's database, after applying the committed migrations; `release` runs when it closes.
 */
export async function openPglite(client: PGlite, release: () => void = () => {}): Promise<Database> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const close = async () => {
    await client.close();
    release();
  };
  return { db: db as unknown as Db, kind: 'pglite', raw: client, close };
}
