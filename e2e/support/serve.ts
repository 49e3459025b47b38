/**
 * The e2e harness, started by Playwright's `webServer`: a real SMTP server that captures mail
 * (the API tests' apps/server/src/test/smtp-capture.ts), the test-only mailbox that lists what
 * it captured, the test-only notification hook (notification-hook-server.ts), the test-only
 * tier and league-time hooks (test-hooks-server.ts), a local Zaprite stand-in (payments: its
 * checkout page's Pay button marks the order paid and sends the webhook), and the real
 * product app — buildApp on a fresh PGlite database in a temporary directory, rate limits on —
 * serving the built web app on 127.0.0.1:3999.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { BlockExplorerStandIn } from '../../apps/server/src/test/block-explorer-stand-in.ts';
import { startOidcTestProvider } from '../../apps/server/src/test/oidc-test-provider.ts';
import { OtsCalendarStandIn, STAND_IN_CHAIN } from '../../apps/server/src/test/ots-calendar-stand-in.ts';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture.ts';
import { ZapriteStandIn } from '../../apps/server/src/test/zaprite-stand-in.ts';
import { APP_PORT, APP_URL, MAILBOX_PORT, MAILBOX_URL } from './harness-urls.ts';
import { startMailbox } from './mailbox-server.ts';
import { NOTIFICATION_HOOK_PORT } from './notification-hook.ts';
import { startNotificationHook } from './notification-hook-server.ts';
import { GOOGLE_AT_TEST_PROVIDER, GOOGLE_REDIRECT_URI, OIDC_PORT } from './oidc-provider.ts';
import { TEST_HOOKS_PORT } from './test-hooks.ts';
import { startTestHooks } from './test-hooks-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'holeout-e2e-'));
const smtp = await startSmtpCapture();
const mailbox = await startMailbox(MAILBOX_PORT, smtp.messages);
// Payments against a local stand-in of the Zaprite API, for the harness only.
const ZAPRITE_KEY = 'e2e-zaprite-key';
const ZAPRITE_WEBHOOK_SECRET = 'e2e-zaprite-webhook-secret-0123456789';
const zaprite = new ZapriteStandIn(ZAPRITE_KEY);
const zapriteUrl = await zaprite.start(APP_PORT - 5);
zaprite.webhookUrl = `${APP_URL}/api/subscriptions/zaprite-webhook/${ZAPRITE_WEBHOOK_SECRET}`;
// Certificates are stamped on a local OpenTimestamps calendar and checked on a local explorer;
// the test hook POST /certificates/confirm mines the calendar's block. Its blocks are at regtest
// difficulty, so the harness's server is handed the stand-ins' test chain (decision 042); the
// browser's verifier checks Bitcoin mainnet and refuses them.
const otsCalendar = new OtsCalendarStandIn();
const otsExplorer = new BlockExplorerStandIn([otsCalendar]);
const otsCalendarUrl = await otsCalendar.start(APP_PORT - 6);
const otsExplorerUrl = await otsExplorer.start(APP_PORT - 7);
// Google sign-in against a real OpenID provider on loopback.
const oidc = await startOidcTestProvider([GOOGLE_REDIRECT_URI], OIDC_PORT);

const config = loadConfig({
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  PUBLIC_URL: APP_URL,
  RATE_LIMITS: 'on',
  // Specs that register helper players through the API say which client they stand for
  // (X-Forwarded-For, see registerViaApi), so the browser's own sign-ups keep the real per-IP limits.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  ZAPRITE_API_URL: zapriteUrl,
  ZAPRITE_API_KEY: ZAPRITE_KEY,
  ZAPRITE_WEBHOOK_SECRET,
  OTS_CALENDAR_URLS: otsCalendarUrl,
  OTS_EXPLORER_URL: otsExplorerUrl,
  ...GOOGLE_AT_TEST_PROVIDER,
  // A private copy of the built web app, so that a parallel `npm run build` cannot pull it away mid-run.
  WEB_DIST: process.env.WEB_DIST,
});
const database = await openDatabase({ dataDir });
const { app, ctx, modules } = await buildApp(config, database, { testBitcoinChain: STAND_IN_CHAIN });
const notificationHook = await startNotificationHook(NOTIFICATION_HOOK_PORT, database.db, modules);
const testHooks = await startTestHooks(TEST_HOOKS_PORT, database.db, modules, otsCalendar);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    await database.close();
    mailbox.close();
    notificationHook.close();
    testHooks.close();
    await zaprite.stop();
    await otsCalendar.stop();
    await otsExplorer.stop();
    await oidc.close();
    await smtp.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: APP_PORT, host: '127.0.0.1' });
// Jobs run as in production: expiry, reminders and e-mail retries happen on their own.
await ctx.jobs.start();
console.log(`e2e harness: app ${APP_URL}, mailbox ${MAILBOX_URL}, SMTP ${smtp.url}, data ${dataDir}`);
