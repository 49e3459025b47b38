/**
 * npm run db:move -- --to postgres://user@host:5432/holeout [--verify]
 *
 * Copies the embedded database in DATA_DIR (stop the server first: PGlite belongs to one process)
 * into an EMPTY PostgreSQL database, after applying the same migrations to both, and verifies the
 * copy before committing it: row counts and content per table, every player's career recomputed
 * from the copied putt logs, sequences past the highest ids. A copy that fails or does not verify
 * is rolled back, so the command can be run again. With --verify nothing is copied: an earlier
 * move's target is compared with DATA_DIR again.
 *
 * Exit code 0 when the copy verifies, 1 when it was refused or does not verify, 2 on bad arguments.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import {
  type MoveReport,
  MoveVerificationError,
  moveDatabase,
  TargetNotEmptyError,
  tablesInCopyOrder,
  verifyCopy,
} from '../db/database-move.ts';

const USAGE = 'Usage: npm run db:move -- --to postgres://user@host:5432/database [--verify]';

let to: string | undefined;
let verifyOnly = false;
try {
  const { values } = parseArgs({ options: { to: { type: 'string' }, verify: { type: 'boolean' } } });
  to = values.to;
  verifyOnly = values.verify === true;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) throw new Error('--to must be a postgres:// connection string');
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
if (!existsSync(join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) {
  console.error(`No embedded database in DATA_DIR (${config.DATA_DIR}/pglite): nothing to move.`);
  process.exit(1);
}

function print(report: MoveReport) {
  for (const t of report.tables) {
    const mark = t.sourceRows === t.targetRows && t.sameContent ? 'ok' : 'DIFFERS';
    console.log(
      `  ${t.table.padEnd(32)} ${String(t.sourceRows).padStart(8)} → ${String(t.targetRows).padStart(8)}  ${mark}`,
    );
  }
  const rows = report.tables.reduce((n, t) => n + t.targetRows, 0);
  console.log(
    `${report.tables.length} tables, ${rows} rows, ${report.careersChecked} careers recomputed, ` +
      `${report.sequencesChecked} sequences checked.`,
  );
  for (const p of report.problems) console.log(`  ${p}`);
}

let source: Database | undefined;
let target: Database | undefined;
let exitCode = 1;
try {
  source = await openDatabase({ dataDir: config.DATA_DIR });
  target = await openDatabase({ url: to, dataDir: 'unused' });
  if (source.kind !== 'pglite' || target.kind !== 'postgres') throw new Error('unexpected database kinds');
  if (verifyOnly) {
    const report = await verifyCopy(source.raw, target.db, await tablesInCopyOrder(target.db));
    print(report);
    console.log(report.problems.length === 0 ? 'The copy verifies.' : 'The copy does NOT verify.');
    exitCode = report.problems.length === 0 ? 0 : 1;
  } else {
    const report = await moveDatabase(source.raw, target.db);
    print(report);
    console.log('Moved and verified. Start the server with DATABASE_URL set to the target.');
    exitCode = 0;
  }
} catch (err) {
  if (err instanceof MoveVerificationError) {
    print(err.report);
    console.log('The copy does NOT verify; it was rolled back and the target is empty again.');
  } else if (err instanceof TargetNotEmptyError) {
    console.error(`Refused: ${err.message}.`);
  } else {
    console.error(`The move failed; nothing was committed to the target: ${(err as Error).message}`);
  }
} finally {
  await source?.close();
  await target?.close();
}
process.exit(exitCode);
