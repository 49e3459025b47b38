import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { CareerRebuildService } from '../modules/career/career-rebuild.service.ts';
import type { Db, DbOrTx } from './client.ts';

/**
 * Moving an embedded installation (PGlite in DATA_DIR) to a PostgreSQL server (decision 053).
 *
 * The copy runs in ONE transaction on the target, and the verification runs inside it before the
 * commit: a copy that fails or does not verify is rolled back and leaves the target as empty as it
 * was, so the move can simply be run again. Rows travel as JSON built by the source
 * (`json_agg`) and are read back by the target (`json_populate_recordset`), so every value goes
 * through PostgreSQL's own text forms — no JavaScript Date or number in between to round. The job
 * queue's schema (pg-boss) is not copied: every one-off job has a sweep that finds its work again.
 */

/** Rows per statement while copying. */
const BATCH_ROWS = 2000;

/** What one table holds on each side. */
export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  /** True when every row's text is the same on both sides (an md5 over the sorted rows). */
  sameContent: boolean;
}

/** What a verification found; `problems` is empty when the copy is faithful. */
export interface MoveReport {
  tables: TableCheck[];
  /** Players whose career row was recomputed from the copied putt logs. */
  careersChecked: number;
  sequencesChecked: number;
  problems: string[];
}

/** Raised inside the move's transaction to roll it back when the copy does not verify. */
export class MoveVerificationError extends Error {
  constructor(readonly report: MoveReport) {
    super(`the copy does not verify:\n  ${report.problems.join('\n  ')}`);
  }
}

/** Raised when the target already holds data. */
export class TargetNotEmptyError extends Error {}

type Row = Record<string, unknown>;

/** Reads from the source; PGlite's own client (the app's Drizzle handle is not needed there). */
async function sourceRows<T extends Row>(source: PGlite, text: string, params: unknown[] = []): Promise<T[]> {
  return (await source.query<T>(text, params)).rows;
}

async function targetRows<T extends Row>(target: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await target.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables in the order they can be filled: every table after those it references. */
export async function tablesInCopyOrder(target: DbOrTx): Promise<string[]> {
  const tables = (
    await targetRows<{ name: string }>(
      target,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await targetRows<{ child: string; parent: string }>(
    target,
    sql`select cr.relname as child, pr.relname as parent from pg_constraint k
        join pg_class cr on cr.oid = k.conrelid join pg_class pr on pr.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((t) => edges.every((e) => e.child !== t || placed.has(e.parent)));
    if (ready.length === 0) throw new Error(`tables reference each other in a cycle: ${remaining.join(', ')}`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
    remaining = remaining.filter((t) => !placed.has(t));
  }
  return ordered;
}

/** Throws {@link TargetNotEmptyError} naming the tables that hold rows. */
export async function assertTargetEmpty(target: DbOrTx, tables: string[]): Promise<void> {
  const filled: string[] = [];
  for (const t of tables) {
    const [row] = await targetRows<{ any: boolean }>(
      target,
      sql`select exists (select 1 from ${sql.identifier(t)}) as any`,
    );
    if (row.any) filled.push(t);
  }
  if (filled.length > 0) {
    throw new TargetNotEmptyError(
      `the target database is not empty (rows in ${filled.join(', ')}); move into a new, empty database`,
    );
  }
}

/** Copies every row of `tables` from the source, in batches. */
export async function copyRows(
  source: PGlite,
  target: DbOrTx,
  tables: string[],
  onTable?: (t: string, rows: number) => void,
) {
  for (const t of tables) {
    let copied = 0;
    for (;;) {
      const [batch] = await sourceRows<{ rows: string; n: number }>(
        source,
        `select coalesce(json_agg(x), '[]')::text as rows, count(*)::int as n
           from (select * from ${quote(t)} order by ctid limit $1 offset $2) x`,
        [BATCH_ROWS, copied],
      );
      if (batch.n === 0) break;
      await target.execute(
        sql`insert into ${sql.identifier(t)} select * from json_populate_recordset(null::${sql.identifier(t)}, ${batch.rows}::json)`,
      );
      copied += batch.n;
      if (batch.n < BATCH_ROWS) break;
    }
    onTable?.(t, copied);
  }
}

/** Each sequence owned by a column, with that column. */
async function ownedSequences(target: DbOrTx) {
  return targetRows<{ seq: string; tbl: string; col: string }>(
    target,
    sql`select s.relname as seq, t.relname as tbl, a.attname as col from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace order by s.relname`,
  );
}

/**
 * Sets every sequence where the source's stands (so an id handed out and then deleted is not handed
 * out again), and at least past the highest id copied.
 */
export async function copySequences(source: PGlite, target: DbOrTx): Promise<void> {
  for (const { seq, tbl, col } of await ownedSequences(target)) {
    const [src] = await sourceRows<{ last: string; called: boolean }>(
      source,
      `select last_value::text as last, is_called as called from ${quote(seq)}`,
    );
    const sourceLast = src.called ? BigInt(src.last) : 0n;
    const [max] = await targetRows<{ max: string | null }>(
      target,
      sql`select max(${sql.identifier(col)})::text as max from ${sql.identifier(tbl)}`,
    );
    const highest = max.max === null ? 0n : BigInt(max.max);
    const value = sourceLast > highest ? sourceLast : highest;
    if (value > 0n) await target.execute(sql`select setval(${seq}::regclass, ${value.toString()}::bigint, true)`);
  }
}

/** Row count and an md5 over the table's rows as text, sorted (the same on both sides when equal). */
const CONTENT = (t: string) =>
  `select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from ${quote(t)} x`;

/**
 * Compares the target with the source: rows and content per table, every player's career row
 * recomputed from the copied putt logs, every sequence past the highest id of its column.
 */
export async function verifyCopy(source: PGlite, target: DbOrTx, tables: string[]): Promise<MoveReport> {
  const problems: string[] = [];
  // Row text holds timestamps in the session's zone: the same zone on both sides.
  await source.exec(`set timezone = 'UTC'`);
  await target.execute(sql`set timezone = 'UTC'`);
  const checks: TableCheck[] = [];
  for (const t of tables) {
    const [s] = await sourceRows<{ n: number; h: string }>(source, CONTENT(t));
    const [d] = await targetRows<{ n: number; h: string }>(target, sql.raw(CONTENT(t)));
    const check = { table: t, sourceRows: s.n, targetRows: d.n, sameContent: s.h === d.h };
    checks.push(check);
    if (s.n !== d.n) problems.push(`${t}: ${s.n} rows in the source, ${d.n} in the target`);
    else if (!check.sameContent) problems.push(`${t}: the rows differ from the source's`);
  }

  const careers = await new CareerRebuildService({ db: target as Db }).rebuild({
    onPlayer: (c) => {
      for (const line of [...c.differences, ...c.logProblems]) problems.push(`player ${c.playerId} career: ${line}`);
    },
  });

  const sequences = await ownedSequences(target);
  for (const { seq, tbl, col } of sequences) {
    const [row] = await targetRows<{ behind: boolean }>(
      target,
      sql`select coalesce((select max(${sql.identifier(col)}) from ${sql.identifier(tbl)}), 0) >=
          (select case when is_called then last_value + 1 else last_value end from ${sql.identifier(seq)}) as behind`,
    );
    if (row.behind) problems.push(`sequence ${seq} would hand out an id ${tbl}.${col} already holds`);
  }
  return { tables: checks, careersChecked: careers.checked, sequencesChecked: sequences.length, problems };
}

/**
 * Copies the source into the empty target and verifies the copy, all in one transaction on the
 * target: refused (TargetNotEmptyError) or not verified (MoveVerificationError), nothing stays.
 */
export async function moveDatabase(
  source: PGlite,
  target: Db,
  onTable?: (t: string, rows: number) => void,
): Promise<MoveReport> {
  return target.transaction(async (tx) => {
    const tables = await tablesInCopyOrder(tx);
    await assertTargetEmpty(tx, tables);
    await copyRows(source, tx, tables, onTable);
    await copySequences(source, tx);
    const report = await verifyCopy(source, tx, tables);
    if (report.problems.length > 0) throw new MoveVerificationError(report);
    return report;
  });
}
