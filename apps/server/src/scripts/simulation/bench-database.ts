/**
 * The benchmark's throw-away database: a fresh `holeout_bench_<random>` on the
 * PostgreSQL server named by DATABASE_URL (dropped afterwards), or in-memory
 * PGlite when no server is configured. Never the database of a running app.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../db/client.ts';

/** An open benchmark database and how to get rid of it. */
export interface BenchDatabase {
  database: Database;
  /** What the report names it, e.g. `PostgreSQL 16.4 (holeout_bench_1a2b3c)` or `PGlite (in memory)`. */
  label: string;
  /** The PostgreSQL database's URL, for other processes of the bench; undefined on PGlite. */
  url?: string;
  /** Closes the connection and drops the database (PostgreSQL only). */
  dispose(): Promise<void>;
}

async function adminQuery(serverUrl: string, text: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Creates and migrates the benchmark database. With `keep`, a PostgreSQL database is left in
 * place (and named in the label) so its plans can be examined with EXPLAIN afterwards.
 */
export async function openBenchDatabase(serverUrl: string | undefined, keep = false): Promise<BenchDatabase> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, label: 'PGlite (embedded, in memory)', dispose: () => database.close() };
  }
  const name = `holeout_bench_${randomBytes(5).toString('hex')}`;
  const version = (await adminQuery(serverUrl, 'show server_version')).rows[0].server_version as string;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({ url: url.toString(), dataDir: 'unused' });
  } catch (err) {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    throw err;
  }
  let disposed = false;
  return {
    database,
    label: `PostgreSQL ${version.split(' ')[0]} (${name} on ${url.host}${keep ? ', kept' : ''})`,
    url: url.toString(),
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      await database.close();
      if (!keep) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
