/**
 * npm run db:backup [-- --out FILE]
 *
 * Backs up the configured database: with DATABASE_URL, a `pg_dump` custom-format file (taken while
 * the instances run); else the embedded database in DATA_DIR as a .tar.gz (stop the server first:
 * the command refuses while it runs). Restore with `npm run db:restore -- --from FILE`.
 * Exit code 0 when written, 1 when it failed, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupPglite, backupPostgres } from '../db/backup.ts';

let out: string | undefined;
try {
  ({ out } = parseArgs({ options: { out: { type: 'string' } } }).values);
} catch (err) {
  console.error(`${(err as Error).message}\nUsage: npm run db:backup [-- --out FILE]`);
  process.exit(2);
}

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
let exitCode = 1;
try {
  if (config.DATABASE_URL) {
    const file = out ?? `holeout-${stamp}.dump`;
    await backupPostgres(config.DATABASE_URL, file);
    console.log(`PostgreSQL database backed up to ${file}.`);
  } else {
    const file = out ?? `holeout-${stamp}.tar.gz`;
    const bytes = await backupPglite(config.DATA_DIR, file);
    console.log(`Embedded database in ${config.DATA_DIR} backed up to ${file} (${bytes} bytes).`);
  }
  exitCode = 0;
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
}
process.exit(exitCode);
