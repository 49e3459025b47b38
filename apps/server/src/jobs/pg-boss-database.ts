import { type ConstructorOptions, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * How pg-boss reaches the app's database: through the connection the app already holds, so the
 * queue adds no pool of its own.
 *
 * - PostgreSQL: the app's `pg.Pool`. `pool.query(text, values)` is exactly what pg-boss's own
 *   driver does (a multi-statement text without values goes over the simple protocol, and a
 *   failed statement's connection is discarded by the pool). What the custom adapter gives up —
 *   LISTEN/NOTIFY wake-ups and pg-boss-owned transactions — the queue does not use.
 * - PGlite: pg-boss's own PGlite adapter (`fromPglite`): `query()` for parameterised statements,
 *   `exec()` for the multi-statement DDL and locked blocks, a ROLLBACK after a failed statement
 *   (one connection, so an aborted transaction must not poison the next statement), with
 *   `backend: 'pglite'`. PGlite runs one statement or transaction at a time, so pg-boss's queries
 *   wait for a Drizzle transaction in progress, and the other way round.
 */
export function bossDatabase(database: Database): Pick<ConstructorOptions, 'db' | 'backend'> {
  if (database.kind === 'pglite') return { db: fromPglite(database.raw), backend: 'pglite' };
  const pool = database.raw;
  return { db: { executeSql: (text, values) => pool.query(text, values) }, backend: 'postgres' };
}
