import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Every e-mail the app sends is a row first; SMTP delivery updates it. */
export const outbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  to: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('body_text').notNull(),
  html: text('body_html'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
