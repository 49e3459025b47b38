import { emailFlagForKind } from '@holeout/shared/notifications';
import type { AppContext } from '../../app-context.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { notificationMail } from './notification.mail.ts';
import type { NotificationListener } from './notification-listener.ts';
import * as repo from './notifications.repo.ts';

/** Notifications one drain transaction decides. */
const EMAIL_BATCH = 50;
/** A nudged drain waits this long, so a burst of notifications shares one drain. */
const NUDGE_DELAY_MS = 50;

export interface EmailDrainResult {
  sent: number;
  skipped: number;
}

/**
 * E-mails notifications whose preference flag is on. A notification of a kind with a flag is
 * born `pending`; a drain locks pending rows (FOR UPDATE SKIP LOCKED) and, in the same transaction, writes the mail
 * outbox row and marks the notification `sent` — or `skipped` when its kind has no flag, the flag
 * is off or the player has no address. So a notification is e-mailed at most once (instances never
 * decide one row twice, and the outbox row commits with the mark) and never lost (a crash rolls
 * both back and the row stays pending). The mailer then delivers the outbox row.
 *
 * Drains run when this process's listener hears of a new notification (every instance hears it;
 * SKIP LOCKED gives each row to one), when the listener reconnects, and every minute from the
 * `notifications.email` job, which catches up whatever the others missed.
 */
export class NotificationEmailService {
  /** The next drain, waiting to start; events arriving meanwhile share it. */
  private scheduled: Promise<void> | null = null;
  /** The drain running now (drains run one at a time per process). */
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'log' | 'clock' | 'config' | 'mailer' | 'events'>,
    private readonly accounts: Pick<AccountsService, 'findById'>,
    listener?: NotificationListener,
  ) {
    // Through the event bus, so `events.settle()` waits for the drain a commit started.
    // A notification whose e-mail was decided when it was written (no e-mail for its kind) needs none.
    ctx.events.on('notification.committed', (n) => (n.emailPending === false ? undefined : this.nudge()));
    listener?.onStatusChange((up) => {
      if (up) void this.nudge();
    });
  }

  /**
   * Starts a drain shortly (a burst of notifications shares one); resolves when that drain has
   * finished. Memory stays bounded under a steady stream: each call waits for one drain, not for
   * the stream to stop.
   */
  nudge(): Promise<void> {
    this.scheduled ??= (async () => {
      await new Promise((resolve) => setTimeout(resolve, NUDGE_DELAY_MS));
      await this.running;
      this.scheduled = null;
      this.running = this.deliverPending().then(
        () => undefined,
        (err: unknown) => this.ctx.log.error({ err }, 'notification e-mail drain failed; the next one retries'),
      );
      await this.running;
    })();
    return this.scheduled;
  }

  /** Resolves once the drains started by {@link nudge} so far have finished (shutdown, tests). */
  async settle(): Promise<void> {
    while (this.scheduled) await this.scheduled;
    await this.running;
  }

  /** Decides every pending notification's e-mail; then hands what it wrote to the mailer. */
  async deliverPending(): Promise<EmailDrainResult> {
    const total: EmailDrainResult = { sent: 0, skipped: 0 };
    for (;;) {
      const batch = await this.decideBatch();
      total.sent += batch.sent;
      total.skipped += batch.skipped;
      if (batch.sent + batch.skipped < EMAIL_BATCH) break;
    }
    // Outbox rows written due now: deliver them at once rather than at the next mail drain.
    if (total.sent > 0 && this.ctx.config.SMTP_URL) await this.ctx.mailer.deliverDue();
    return total;
  }

  private async decideBatch(): Promise<EmailDrainResult> {
    const { db, clock, config } = this.ctx;
    return db.transaction(async (tx) => {
      const sent: number[] = [];
      const skipped: number[] = [];
      const rows = await repo.lockPendingEmails(tx, EMAIL_BATCH);
      const now = clock.now();
      for (const row of rows) {
        const flag = emailFlagForKind(row.kind);
        const player = flag === null ? null : await this.accounts.findById(row.playerId, tx);
        if (flag === null || !player?.email || player.notificationPreferences[flag] === false) {
          skipped.push(row.id);
          continue;
        }
        const mail = notificationMail({
          to: player.email,
          name: player.name,
          title: row.title,
          message: row.message,
          linkPath: row.linkPath,
          flag,
          publicUrl: config.publicUrl,
        });
        await this.ctx.mailer.enqueue(tx, mail);
        sent.push(row.id);
      }
      await repo.setEmailState(tx, sent, 'sent', now);
      await repo.setEmailState(tx, skipped, 'skipped', now);
      return { sent: sent.length, skipped: skipped.length };
    });
  }
}
