/**
 * npm run db:restore -- --from FILE
 *
 * Restores a backup made by `npm run db:backup`: with DATABASE_URL, a `pg_dump` file into that
 * (empty) database with `pg_restore`; else a .tar.gz into DATA_DIR, which must hold no database yet.
 * Then applies any newer migrations and checks every player's career against the restored putt
 * logs. Exit code 0 when restored and checked, 1 when it failed, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restorePglite, restorePostgres } from '../db/backup.ts';
import { openDatabase } from '../db/client.ts';
import { CareerRebuildService } from '../modules/career/career-rebuild.service.ts';

let from: string | undefined;
try {
  ({ from } = parseArgs({ options: { from: { type: 'string' } } }).values);
  if (!from) throw new Error('--from is required');
} catch (err) {
  console.error(`${(err as Error).message}\nUsage: npm run db:restore -- --from FILE`);
  process.exit(2);
}

const config = loadConfig();
let exitCode = 1;
try {
  if (config.DATABASE_URL) await restorePostgres(from, config.DATABASE_URL);
  else await restorePglite(from, config.DATA_DIR);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const report = await new CareerRebuildService(database).rebuild();
    console.log(
      `Restored ${from}: ${report.checked} player(s), ` +
        (report.ok ? 'every career agrees with its putt logs.' : `${report.problems.length} career(s) differ.`),
    );
    exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`Restore failed: ${(err as Error).message}`);
}
process.exit(exitCode);
