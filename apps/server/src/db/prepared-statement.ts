import type { DbOrTx } from './client.ts';

/**
 * Wraps the building of one prepared statement so it happens once per database handle. Drizzle
 * otherwise rebuilds a query's SQL on every call, which is most of what a short read costs in the
 * app; with node-postgres the named statement is also parsed once per connection (PGlite ignores
 * the name and still gains the build). Handles are keys of a WeakMap, so a closed test database
 * takes its statements with it, and a statement never crosses from one pool to another.
 *
 * @example
 * const byId = preparedStatement((db) =>
 *   db.select().from(players).where(eq(players.id, sql.placeholder('id'))).prepare('player_by_id'));
 * const [row] = await byId(db).execute({ id });
 */
export function preparedStatement<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
