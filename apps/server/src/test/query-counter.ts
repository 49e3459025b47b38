import type { Database } from '../db/client.ts';

type Query = (...args: never[]) => unknown;

/** The job queue's own upkeep (pg-boss on the same database) runs on its timers, not per request. */
function isJobQueueStatement(text: string): boolean {
  return /pgboss\./i.test(text) || /^\s*(begin|commit|rollback)\s*;?\s*$/i.test(text);
}
const counted = Symbol('counted');

/**
 * Counts the statements the app sends to its database (test only): wraps the driver's `query`
 * (and PGlite's `exec`) on the pool or embedded database, on every pooled client and inside
 * PGlite transactions. `during(fn)` answers how many statements `fn` caused. The listener's own
 * connection is not counted (it sends nothing per request), nor is the job queue's upkeep.
 */
export function countQueries(database: Database) {
  let count = 0;
  let statements: string[] = [];
  const wrap = <T extends object>(target: T, method: string) => {
    const holder = target as unknown as Record<string, Query> & { [counted]?: Set<string> };
    holder[counted] ??= new Set();
    if (holder[counted].has(method)) return;
    holder[counted].add(method);
    const original = holder[method].bind(target) as Query;
    holder[method] = ((...args: never[]) => {
      const first = (args as unknown[])[0];
      const text = typeof first === 'string' ? first : String((first as { text?: string })?.text ?? first);
      if (!isJobQueueStatement(text)) {
        count += 1;
        statements.push(text);
      }
      return original(...args);
    }) as Query;
  };
  if (database.kind === 'pglite') {
    const raw = database.raw;
    wrap(raw, 'query');
    wrap(raw, 'exec');
    const transaction = raw.transaction.bind(raw);
    raw.transaction = ((callback: (tx: object) => Promise<unknown>) =>
      transaction(async (tx) => {
        wrap(tx, 'query');
        wrap(tx, 'exec');
        return callback(tx);
      })) as typeof raw.transaction;
  } else {
    // Pool.query checks a client out through connect (callback form), so counting the clients'
    // query counts every statement once.
    type Connect = (callback?: (err: Error | undefined, client?: object, done?: unknown) => void) => unknown;
    const pool = database.raw as unknown as { connect: Connect };
    const connect = pool.connect.bind(pool) as Connect;
    pool.connect = (callback) => {
      if (callback)
        return connect((err, client, done) => {
          if (client) wrap(client, 'query');
          callback(err, client, done);
        });
      return (connect() as Promise<object>).then((client) => {
        wrap(client, 'query');
        return client;
      });
    };
  }
  return {
    get total() {
      return count;
    },
    /** The statements sent while `fn` ran (nothing else may use the database meanwhile). */
    async during<T>(fn: () => Promise<T>): Promise<{ queries: number; statements: string[]; result: T }> {
      const before = count;
      statements = [];
      const result = await fn();
      return { queries: count - before, statements, result };
    },
  };
}
