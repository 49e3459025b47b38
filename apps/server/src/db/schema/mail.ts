import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Every e-mail the app sends is a row first; delivery updates it. The row is the durable queue:
 * a delivery claims it by moving `next_attempt_at` ahead (a lease), and the mail drain job sends
 * every unsent row whose `next_attempt_at` has passed.
 */
export const outbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    html: text('body_html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery failure, kept after a later success. */
    error: text('error'),
    /** Delivery attempts started so far (a claim counts, so a crash mid-delivery counts too). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the drain may (re)try this row: the lease's end while a delivery runs, the backoff's end
     * after a failure; null when nobody will (sent, no SMTP configured, or attempts used up).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);
