/**
 * npm run admin -- outbox [--limit N] [--to ADDRESS]
 * npm run admin -- coupon create --code CODE --tier regular|premium --days N --uses N [--expires ISO-DATE]
 * npm run admin -- coupon list
 * npm run admin -- membership grant --player ID --tier regular|premium --days N
 * npm run admin -- membership revoke --player ID
 * npm run admin -- gift resend --id GIFT_CODE_ID
 * npm run admin -- orders [--limit N]
 * npm run admin -- webhooks [--limit N]
 * npm run admin -- sessions implausible [--flag]
 * npm run admin -- sessions flag|clear|remove --session SESSION_ID
 *
 * Operator commands on the configured database (DATA_DIR or DATABASE_URL). `outbox` prints the
 * newest e-mails with their text — how a local operator without SMTP_URL reads a password-reset
 * link, now that the log no longer holds message text. `coupon`, `membership`, `orders` and
 * `webhooks` manage billing (DESIGN §8): coupons, manual grants, Zaprite orders and nudges.
 * `sessions` reviews stored sessions that break a physical limit of putting (decision 041): lists
 * them, flags them (they then count for nothing), clears or removes them.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { type BillingOperator, billingOperator } from '../modules/billing/billing-operator.ts';
import { Mailer } from '../modules/mail/mail.service.ts';
import type { SessionReviewService } from '../modules/sessions/session-review.service.ts';
import { sessionReviewOperator } from '../modules/sessions/session-review-operator.ts';
import { reviewCommand } from './admin-sessions.ts';

const USAGE = [
  'Usage: npm run admin -- outbox [--limit N] [--to ADDRESS]',
  '       npm run admin -- coupon create --code CODE --tier regular|premium --days N --uses N [--expires ISO-DATE]',
  '       npm run admin -- coupon list',
  '       npm run admin -- membership grant --player ID --tier regular|premium --days N',
  '       npm run admin -- membership revoke --player ID',
  '       npm run admin -- gift resend --id GIFT_CODE_ID',
  '       npm run admin -- orders [--limit N]',
  '       npm run admin -- webhooks [--limit N]',
  '       npm run admin -- sessions implausible [--flag]',
  '       npm run admin -- sessions flag|clear|remove --session SESSION_ID',
].join('\n');

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      limit: { type: 'string', default: '10' },
      to: { type: 'string' },
      code: { type: 'string' },
      tier: { type: 'string' },
      days: { type: 'string' },
      uses: { type: 'string' },
      expires: { type: 'string' },
      player: { type: 'string' },
      id: { type: 'string' },
      session: { type: 'string' },
      flag: { type: 'boolean', default: false },
    },
  });
}

function usage(problem?: string): never {
  console.error(problem ? `${problem}\n${USAGE}` : USAGE);
  process.exit(2);
}

try {
  parsed = parse();
} catch (err) {
  usage((err as Error).message);
}
const [command, sub] = parsed.positionals;
const v = parsed.values;
const limit = Number(v.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) usage();

function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n) || n < 1 || n > 100_000) usage(`--${name} must be a whole number from 1`);
  return n;
}

function paidTier(value: string | undefined): 'regular' | 'premium' {
  if (value !== 'regular' && value !== 'premium') usage('--tier must be regular or premium');
  return value;
}

type Run = (ops: {
  billing: BillingOperator;
  mailer: Mailer;
  deliveringMailer: Mailer;
  review: SessionReviewService;
}) => Promise<void>;

/** The command to run, validated before the database is opened. */
function plan(): Run {
  if (command === 'outbox') {
    return async ({ mailer }) => {
      const rows = await mailer.recent(limit, v.to);
      if (rows.length === 0) console.log('The outbox is empty.');
      for (const row of rows.reverse()) {
        const state = row.sentAt ? `sent ${row.sentAt.toISOString()}` : row.error ? `failed: ${row.error}` : 'not sent';
        console.log(`#${row.id}  ${row.createdAt.toISOString()}  to ${row.to}  (${state})`);
        console.log(`Subject: ${row.subject}\n\n${row.text}\n${'-'.repeat(72)}`);
      }
    };
  }
  if (command === 'coupon' && sub === 'create') {
    const code = v.code ?? usage('--code is required');
    const tier = paidTier(v.tier);
    const durationDays = positiveInt('days', v.days);
    const maxUses = positiveInt('uses', v.uses);
    const expiresAt = v.expires ? new Date(v.expires) : null;
    if (expiresAt && Number.isNaN(expiresAt.getTime())) usage('--expires must be a date, e.g. 2027-01-31');
    return async ({ billing }) => {
      let row: Awaited<ReturnType<BillingOperator['createCoupon']>>;
      try {
        row = await billing.createCoupon({ code, tier, durationDays, maxUses, expiresAt });
      } catch (err) {
        usage((err as Error).message);
      }
      if (!row) {
        console.error(`A coupon ${code} already exists.`);
        process.exitCode = 1;
        return;
      }
      console.log(`Created coupon ${row.code}: ${row.tier} for ${row.durationDays} days, ${row.maxUses} uses.`);
    };
  }
  if (command === 'coupon' && sub === 'list') {
    return async ({ billing }) => {
      const rows = await billing.listCoupons();
      if (rows.length === 0) console.log('There are no coupons.');
      for (const c of rows) {
        const expiry = c.expiresAt ? `expires ${c.expiresAt.toISOString()}` : 'no expiry';
        console.log(`${c.code}  ${c.tier}  ${c.durationDays} days  used ${c.uses}/${c.maxUses}  ${expiry}`);
      }
    };
  }
  if (command === 'membership' && (sub === 'grant' || sub === 'revoke')) {
    const playerId = positiveInt('player', v.player);
    if (sub === 'revoke') {
      return async ({ billing }) => {
        await billing.revoke(playerId);
        console.log(`Player ${playerId} is now free.`);
      };
    }
    const tier = paidTier(v.tier);
    const days = positiveInt('days', v.days);
    return async ({ billing }) => {
      const m = await billing.grant(playerId, tier, days);
      console.log(`Player ${playerId} is ${m.tier} until ${m.currentPeriodEnd.toISOString()}.`);
    };
  }
  if (command === 'gift' && sub === 'resend') {
    const id = positiveInt('id', v.id);
    return async ({ billing, deliveringMailer }) => {
      const sent = await billing.resendGift(id, deliveringMailer, config.publicUrl);
      if ('problem' in sent) {
        console.error(sent.problem);
        process.exitCode = 1;
        return;
      }
      console.log(`Gift code #${id} e-mailed again to ${sent.to}.`);
    };
  }
  if (command === 'orders') {
    return async ({ billing }) => {
      const rows = await billing.listOrders(limit);
      if (rows.length === 0) console.log('There are no orders.');
      for (const o of rows.reverse()) {
        console.log(
          `#${o.id}  ${o.createdAt.toISOString()}  player ${o.playerId}  ${o.product}  ${(o.amountCents / 100).toFixed(2)} ${o.currency}  ${o.state}` +
            `  zaprite ${o.zapriteOrderId ?? '-'} (${o.providerStatus ?? '-'})`,
        );
      }
    };
  }
  if (command === 'webhooks') {
    return async ({ billing }) => {
      const rows = await billing.listWebhookEvents(limit);
      if (rows.length === 0) console.log('No webhook was received.');
      for (const e of rows.reverse()) {
        console.log(`#${e.id}  ${e.receivedAt.toISOString()}  order ${e.zapriteOrderId ?? '-'}  ${e.outcome}`);
      }
    };
  }
  if (command === 'sessions') return reviewCommand(sub, v.flag ?? false, v.session);
  usage();
}

const config = loadConfig();
const run = plan();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const deps = { db: database.db, log: pino({ level: 'silent' }), clock: systemClock };
// Reading the outbox needs no SMTP; a resent gift is delivered as the server would deliver it.
const mailer = new Mailer(deps, undefined, '');
const deliveringMailer = new Mailer(deps, config.SMTP_URL, config.MAIL_FROM);
try {
  await run({
    billing: billingOperator({ db: database.db, clock: systemClock }),
    mailer,
    deliveringMailer,
    review: sessionReviewOperator({ ...deps, config }),
  });
  await deliveringMailer.flush();
} finally {
  await deliveringMailer.close();
  await database.close();
}
