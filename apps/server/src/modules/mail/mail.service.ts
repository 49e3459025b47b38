import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DELIVERY_LEASE_MS, retryDelayMs } from './delivery-policy.ts';
import * as repo from './mail.repo.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

// nodemailer waits up to 2 minutes for a connection and 10 for a silent socket by default;
// a mail server that hangs should fail a delivery quickly instead of holding shutdown.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Rows one drain round trip claims. */
const DRAIN_BATCH = 20;

/**
 * Every message is an outbox row first. With SMTP configured the row is written already claimed
 * by this process, which then delivers it in the background; the mail drain job (mail.jobs.ts)
 * sends every row whose delivery failed (after a backoff) or never finished (the process died,
 * its lease ran out). Without SMTP a message is logged — recipient, subject and outbox id, never
 * the text, which can hold a password-reset link — and stays in the outbox unsent.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly deps: { db: Db; log: FastifyBaseLogger; clock: Clock },
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl }) : null;
  }

  /**
   * Writes the outbox row and starts delivery without waiting for the SMTP server, so a slow
   * or unreachable server never holds up a request (nor shows, through response time, whether
   * a password reset was actually sent).
   */
  async send(message: MailMessage): Promise<void> {
    const { db, log, clock } = this.deps;
    const transport = this.transport;
    if (!transport) {
      const row = await repo.insertMessage(db, message, null);
      log.info({ outboxId: row.id, to: row.to, subject: row.subject }, 'e-mail kept in outbox (no SMTP_URL)');
      return;
    }
    const row = await repo.insertMessage(db, message, new Date(clock.now().getTime() + DELIVERY_LEASE_MS));
    const delivery = this.deliver(transport, row).finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /**
   * Writes a message inside the caller's transaction, so it exists exactly when the change that
   * sends it commits; the drain job delivers it (at once when due now). Without SMTP it is kept
   * in the outbox, as every message is then.
   */
  async enqueue(tx: DbOrTx, message: MailMessage): Promise<void> {
    const { log, clock } = this.deps;
    const row = await repo.insertMessage(tx, message, this.transport ? clock.now() : null);
    if (!this.transport) {
      log.info({ outboxId: row.id, to: row.to, subject: row.subject }, 'e-mail kept in outbox (no SMTP_URL)');
    }
  }

  /**
   * Delivers every unsent message that is due by the clock — a failed one whose backoff has
   * passed, or one whose delivery never finished — claiming each first, so that instances
   * draining at the same time never send one message twice. Resolves with how many it attempted.
   */
  async deliverDue(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let attempted = 0;
    for (;;) {
      const now = this.deps.clock.now();
      const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
      const rows = await repo.claimDue(this.deps.db, now, leaseUntil, DRAIN_BATCH);
      for (const row of rows) await this.deliver(transport, row);
      attempted += rows.length;
      if (rows.length < DRAIN_BATCH) return attempted;
    }
  }

  /** Resolves once every delivery started by send() so far has finished (shutdown, tests). */
  /** The newest outbox messages (text included) for the operator: `npm run admin -- outbox`. */
  async recent(limit: number, to?: string): Promise<repo.OutboxRow[]> {
    return repo.listRecent(this.deps.db, limit, to);
  }

  async flush(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  async close(): Promise<void> {
    await this.flush();
    this.transport?.close();
  }

  /** Delivers one claimed row. Never rejects: a failure is logged and kept on the row. */
  private async deliver(transport: Transporter, row: repo.OutboxRow): Promise<void> {
    const { db, log, clock } = this.deps;
    const where = { outboxId: row.id, to: row.to, attempts: row.attempts };
    try {
      await transport.sendMail({
        from: this.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html === null ? {} : { html: row.html }),
      });
    } catch (err) {
      const delay = retryDelayMs(row.attempts);
      const retryAt = delay === null ? null : new Date(clock.now().getTime() + delay);
      log.error({ err, ...where, retryAt }, retryAt ? 'e-mail delivery failed' : 'e-mail delivery failed; given up');
      await repo
        .markFailed(db, row.id, String(err), retryAt)
        .catch((dbErr: unknown) => log.error({ err: dbErr, ...where }, 'could not record the delivery failure'));
      return;
    }
    // If this write is lost the lease runs out and the message is sent again: delivery is at
    // least once, and a duplicate is only possible in this window.
    await repo
      .markSent(db, row.id, clock.now())
      .catch((dbErr: unknown) => log.error({ err: dbErr, ...where }, 'e-mail sent but not marked sent'));
  }
}
