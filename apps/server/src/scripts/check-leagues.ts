/**
 * npx tsx apps/server/src/scripts/check-leagues.ts [--league ID]
 *
 * Recomputes every league (or one) from the stored raw putt logs — each submission's score and
 * log hash, every closed round's ranks and points, the standings and the league's leaderboard
 * rows — and prints every difference from what is stored. Exit code 0 when everything agrees,
 * 1 when something differs, 2 on bad arguments. Reads only; fixes nothing.
 */
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { leagues } from '../db/schema/leagues.ts';
import { auditLeague } from '../modules/leagues/league-audit.ts';

let args: { league?: string };
try {
  ({ values: args } = parseArgs({ options: { league: { type: 'string' } } }));
} catch (err) {
  console.error(`${(err as Error).message}\nUsage: check-leagues [--league ID]`);
  process.exit(2);
}
const only = args.league === undefined ? undefined : Number(args.league);
if (only !== undefined && !(Number.isSafeInteger(only) && only > 0)) {
  console.error(`--league must be a league id, got "${args.league}"`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
let differing = 0;
try {
  const ids =
    only !== undefined
      ? [only]
      : (await database.db.select({ id: leagues.id }).from(leagues).orderBy(asc(leagues.id))).map((r) => r.id);
  for (const id of ids) {
    const problems = await auditLeague(database.db, id);
    if (problems.length === 0) continue;
    differing++;
    console.log(`league ${id} differs from its putt logs:`);
    for (const line of problems) console.log(`  ${line}`);
  }
  console.log(
    differing === 0
      ? `Checked ${ids.length} leagues: every score, point, standing and leaderboard row follows from the logs.`
      : `${differing} of ${ids.length} leagues differ.`,
  );
} finally {
  await database.close();
}
process.exitCode = differing === 0 ? 0 : 1;
