/**
 * `npm run demo`: the app as `npm start` runs it, on its own embedded
 * database (DATA_DIR, default ./data-demo) filled with a few demo golfers and
 * weeks of their practice, uploaded through the real upload path.
 * Restarting keeps what is there and only completes what is missing.
 */
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { serve } from '../serve.ts';
import { seedDuels } from './simulation/demo-duels.ts';
import { DEMO_GOLFERS, DEMO_PASSWORD } from './simulation/demo-golfers.ts';
import { seedLeagues } from './simulation/demo-leagues.ts';
import { seedGolfer } from './simulation/demo-seed.ts';

// The demo never touches a configured PostgreSQL server: that may hold real players.
const { DATABASE_URL, ...env } = process.env;
const config = loadConfig({ ...env, DATA_DIR: env.DATA_DIR || './data-demo' });
if (DATABASE_URL) console.log('DATABASE_URL is ignored by the demo: it keeps its data in its own directory.');

const database = await openDatabase({ dataDir: config.DATA_DIR });
const { app, ctx, modules } = await buildApp(config, database);
await app.ready();

const now = new Date();
const began = performance.now();
const seeded = [];
for (const golfer of DEMO_GOLFERS) seeded.push(await seedGolfer(app, ctx.db, golfer, now));
const uploaded = seeded.reduce((n, s) => n + s.uploaded, 0);
const duels = await seedDuels(app, ctx.db, modules.duelSweep, seeded);
const leagues = await seedLeagues(app, ctx.db, modules.leagueSweep, seeded);

await serve(app, database, config, { jobs: ctx.jobs });

const lines = [
  '',
  `Holeout demo is running on ${config.publicUrl} (data in ${config.DATA_DIR})`,
  uploaded > 0
    ? `Uploaded ${uploaded} practice sessions in ${((performance.now() - began) / 1000).toFixed(1)} s.`
    : 'Demo golfers and their sessions were already there; nothing new was added.',
  '',
  `Sign in at ${config.publicUrl}/login with one of these accounts (password for all: ${DEMO_PASSWORD}):`,
  ...seeded.map(
    (s) =>
      `  ${s.golfer.email.padEnd(26)} ${s.golfer.name.padEnd(15)} ${s.golfer.tier.padEnd(8)} ${String(s.total).padStart(3)} sessions`,
  ),
  duels.created > 0
    ? `Seeded ${duels.created} duels in every state; ${DEMO_GOLFERS[0].name} and ${DEMO_GOLFERS[1].name} are mid-duel (#${duels.midDuelId}).`
    : 'Demo duels were already there.',
  ...(duels.midDuelId === null
    ? []
    : [
        `Finish it as ${DEMO_GOLFERS[1].name}, the way the desktop app submits a duel session:`,
        `  npm run simulate -- --url ${config.publicUrl} --email ${DEMO_GOLFERS[1].email} --password ${DEMO_PASSWORD} --duel ${duels.midDuelId}`,
      ]),
  leagues.created > 0
    ? `Seeded ${leagues.created} leagues: one completed with champions, one mid-season, one in-person tournament.`
    : 'Demo leagues were already there.',
  ...(leagues.openRoundId === null
    ? []
    : [
        `Play the open league round as ${DEMO_GOLFERS[0].name}:`,
        `  npm run simulate -- --url ${config.publicUrl} --email ${DEMO_GOLFERS[0].email} --password ${DEMO_PASSWORD} --league-round ${leagues.openRoundId}`,
        `Record ${leagues.irlPlayer} of the in-person tournament from ${DEMO_GOLFERS[0].name}'s desktop:`,
        `  npm run simulate -- --url ${config.publicUrl} --email ${DEMO_GOLFERS[0].email} --password ${DEMO_PASSWORD} --league-round ${leagues.irlRoundId} --irl-player ${leagues.irlPlayer}`,
      ]),
  '',
  'Upload more sessions the way the desktop app does:',
  `  npm run simulate -- --url ${config.publicUrl} --email ${DEMO_GOLFERS[0].email} --password ${DEMO_PASSWORD} --sessions 5`,
  '',
];
console.log(lines.join('\n'));
