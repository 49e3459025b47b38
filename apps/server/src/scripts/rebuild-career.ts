/**
 * npm run db:rebuild-career [-- --player ID] [-- --fix]
 *
 * Recomputes career records from the stored raw putt logs and prints every difference from the
 * stored rows. With --fix the rebuilt records are written. Exit code 0 when everything agrees
 * (or was fixed), 1 when differences remain, 2 on bad arguments.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { CareerRebuildService } from '../modules/career/career-rebuild.service.ts';
import { parsePlayerArgs } from './player-option.ts';

const { playerId, flags: args } = parsePlayerArgs('rebuild-career [--player ID] [--fix]', ['fix']);

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 1;
try {
  const report = await new CareerRebuildService(database).rebuild({
    playerId,
    fix: args.fix,
    onPlayer: (check) => {
      if (check.differences.length === 0 && check.logProblems.length === 0) return;
      const verdict = check.fixed ? 'fixed' : 'differs';
      console.log(`player ${check.playerId} ${verdict} (stored ≠ rebuilt):`);
      for (const line of [...check.differences, ...check.logProblems]) console.log(`  ${line}`);
    },
  });
  const fixedCount = report.problems.filter((p) => p.fixed).length;
  console.log(
    `${report.checked} player(s) checked, ${report.problems.length} with differences` +
      (args.fix ? `, ${fixedCount} fixed.` : '.'),
  );
  exitCode = report.ok ? 0 : 1;
} catch (err) {
  console.error((err as Error).message);
} finally {
  await database.close();
}
process.exit(exitCode);
