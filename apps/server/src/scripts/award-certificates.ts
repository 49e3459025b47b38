/**
 * npm run db:award-certificates [-- --player ID]
 *
 * Awards, from the stored sessions and duels, the certificates the uploads and results would have
 * awarded (DESIGN §7) — for history that predates the certificates, or to check that nothing was
 * missed. It goes through the same rules as the uploads, so it adds nothing a player already
 * holds; new rows are stamped by the server's stamping job. No notifications are sent. Exit code
 * 0 when done, 1 on an error, 2 on bad arguments.
 */
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { CertificateHistory } from '../modules/certificates/certificate-history.ts';
import { CertificatesService } from '../modules/certificates/certificates.service.ts';
import { NotificationsService } from '../modules/notifications/notifications.service.ts';
import { parsePlayerArgs } from './player-option.ts';

const { playerId } = parsePlayerArgs('award-certificates [--player ID]');

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 1;
try {
  const ctx = { db: database.db, clock: systemClock, config, log: pino({ level: 'silent' }) };
  const service = new CertificatesService(ctx, new NotificationsService(ctx));
  const report = await new CertificateHistory(database.db, service).award(playerId);
  console.log(`${report.players} player(s) checked, ${report.awarded} certificate(s) awarded.`);
  exitCode = 0;
} catch (err) {
  console.error((err as Error).message);
} finally {
  await database.close();
}
process.exit(exitCode);
