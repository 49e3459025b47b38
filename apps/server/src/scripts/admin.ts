/**
 * npm run admin -- outbox [--limit N] [--to ADDRESS]
 *
 * Operator commands on the configured database (DATA_DIR or DATABASE_URL). `outbox` prints the
 * newest e-mails with their text — how a local operator without SMTP_URL reads a password-reset
 * link, now that the log no longer holds message text.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { Mailer } from '../modules/mail/mail.service.ts';

const USAGE = 'Usage: npm run admin -- outbox [--limit N] [--to ADDRESS]';

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { limit: { type: 'string', default: '10' }, to: { type: 'string' } },
  });
}
try {
  parsed = parse();
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
const [command] = parsed.positionals;
const limit = Number(parsed.values.limit);
if (command !== 'outbox' || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const mailer = new Mailer({ db: database.db, log: pino({ level: 'silent' }), clock: systemClock }, undefined, '');
  const rows = await mailer.recent(limit, parsed.values.to);
  if (rows.length === 0) console.log('The outbox is empty.');
  for (const row of rows.reverse()) {
    const state = row.sentAt ? `sent ${row.sentAt.toISOString()}` : row.error ? `failed: ${row.error}` : 'not sent';
    console.log(`#${row.id}  ${row.createdAt.toISOString()}  to ${row.to}  (${state})`);
    console.log(`Subject: ${row.subject}\n\n${row.text}\n${'-'.repeat(72)}`);
  }
} finally {
  await database.close();
}
