import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Rows and a content hash of every table of the public schema, by table name. */
export type Fingerprints = Map<string, { rows: number; hash: string }>;

/** The public schema's tables (found anew each time, so tables added later are watched too). */
async function tableNames(db: Db): Promise<string[]> {
  const rows = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(rows).map((r) => r.table_name);
}

/** node-postgres answers `{ rows }`, PGlite's Drizzle driver the same; both are read here. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/**
 * Counts and hashes every table in one statement: a refused request must change no row, so an
 * update that keeps the count (a renamed player, a revoked token) shows up as well. What is
 * hashed is each row version's place and writing transaction (`ctid`, `xmin`), not its content:
 * any committed insert, update or delete makes a new version, so this is stricter than comparing
 * content (an update that writes the same values counts too), and far cheaper than turning every
 * row into text.
 */
export async function fingerprints(db: Db): Promise<Fingerprints> {
  const names = await tableNames(db);
  const parts = names.map(
    (name) =>
      sql`select ${name} as name, count(*)::int as rows,
            coalesce(md5(string_agg(t.ctid::text || t.xmin::text, ',' order by t.ctid)), '') as hash
          from ${sql.identifier(name)} t`,
  );
  const union = sql.join(parts, sql` union all `);
  const rows = rowsOf<{ name: string; rows: number; hash: string }>(await db.execute(union));
  return new Map(rows.map((r) => [r.name, { rows: Number(r.rows), hash: r.hash }]));
}

/** One line per table that differs, e.g. `sessions: 3 → 4 rows`; empty when nothing changed. */
export function fingerprintChanges(before: Fingerprints, after: Fingerprints): string[] {
  const out: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(name);
    const b = after.get(name);
    if (a?.rows !== b?.rows) out.push(`${name}: ${a?.rows ?? 'no table'} → ${b?.rows ?? 'no table'} rows`);
    else if (a?.hash !== b?.hash) out.push(`${name}: same ${a?.rows} rows, changed content`);
  }
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Fingerprints once the tables have stopped changing: background work that earlier requests set
 * off (listeners, LISTEN/NOTIFY consumers writing e-mails) must land before the count, or after
 * it, and not in between. `settle` waits for what the app itself can report finished.
 */
export async function quietFingerprints(db: Db, settle: () => Promise<void>, quietMs = 60, maxMs = 5000) {
  const deadline = Date.now() + maxMs;
  await settle();
  let last = await fingerprints(db);
  while (Date.now() < deadline) {
    await sleep(quietMs);
    await settle();
    const next = await fingerprints(db);
    if (fingerprintChanges(last, next).length === 0) return next;
    last = next;
  }
  return last;
}
