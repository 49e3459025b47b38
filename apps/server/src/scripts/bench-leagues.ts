/**
 * The leagues and leaderboards benchmark on its own (`npm run bench` runs it too):
 *   npx tsx apps/server/src/scripts/bench-leagues.ts
 * PostgreSQL when DATABASE_URL is set, else in-memory PGlite. BENCH_LEAGUE_PLAYERS and
 * BENCH_LEAGUE_SESSIONS shrink the data set for a quick try.
 */
import { benchLeagues } from './simulation/bench-leagues.ts';

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const { text, allPass } = await benchLeagues(log);
console.log(text);
if (!allPass) process.exitCode = 1;
