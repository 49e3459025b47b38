import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Every message is an outbox row first; with SMTP configured it is then delivered and marked
 * sent (or its error kept). Without SMTP it is logged and stays in the outbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<void> {
    const [row] = await this.db
      .insert(outbox)
      .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
      .returning({ id: outbox.id });
    if (!row) return;
    if (!this.transport) {
      this.log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'e-mail kept in outbox (no SMTP_URL)',
      );
      return;
    }
    try {
      await this.transport.sendMail({ from: this.from, ...message });
      await this.db.update(outbox).set({ sentAt: sql`now()` }).where(eq(outbox.id, row.id));
    } catch (err) {
      this.log.error({ err, to: message.to }, 'e-mail delivery failed');
      await this.db
        .update(outbox)
        .set({ error: String(err) })
        .where(eq(outbox.id, row.id));
    }
  }

  close() {
    this.transport?.close();
  }
}
