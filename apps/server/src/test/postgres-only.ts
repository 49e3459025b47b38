import { it } from 'vitest';

/** True when the API tests run against a PostgreSQL server (`DATABASE_URL`), not embedded PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A test that only means something on a real PostgreSQL server (several instances sharing one
 * database). On PGlite it is skipped and says so in its name; CI runs the API tier again on
 * PostgreSQL and fails if any test was skipped there (.ci/run).
 */
export function itOnPostgres(name: string, fn: () => Promise<void>, timeout?: number) {
  if (onPostgres) it(name, fn, timeout);
  else it.skip(`${name} [skipped: needs PostgreSQL, set DATABASE_URL]`, fn);
}
