import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/mail.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

// nodemailer waits up to 2 minutes for a connection and 10 for a silent socket by default;
// a mail server that hangs should fail a delivery quickly instead of holding shutdown.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Every message is an outbox row first; with SMTP configured it is then delivered in the
 * background and marked sent (or its error kept). Without SMTP it is logged and stays in the
 * outbox with `sent_at` null.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
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
    const [row] = await this.db
      .insert(outbox)
      .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
      .returning({ id: outbox.id });
    if (!row) return;
    const transport = this.transport;
    if (!transport) {
      this.log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'e-mail kept in outbox (no SMTP_URL)',
      );
      return;
    }
    const delivery = this.deliver(transport, row.id, message).finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Resolves once every delivery started so far has finished (shutdown, tests). */
  async flush(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  async close(): Promise<void> {
    await this.flush();
    this.transport?.close();
  }

  /** Never rejects: a failed delivery is logged and its error kept on the outbox row. */
  private async deliver(transport: Transporter, id: number, message: MailMessage): Promise<void> {
    try {
      await transport.sendMail({ from: this.from, ...message });
      await this.db.update(outbox).set({ sentAt: sql`now()` }).where(eq(outbox.id, id));
    } catch (err) {
      this.log.error({ err, to: message.to }, 'e-mail delivery failed');
      await this.db
        .update(outbox)
        .set({ error: String(err) })
        .where(eq(outbox.id, id))
        .catch((dbErr: unknown) => this.log.error({ err: dbErr }, 'could not record the delivery failure'));
    }
  }
}
