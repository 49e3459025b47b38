import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * Where a notification's e-mail stands: `none` — not to be e-mailed (rows from before e-mail
 * delivery, rows written outside `notify`); `pending` — the e-mail drain has not decided yet;
 * `sent` — its message is in the mail outbox; `skipped` — no e-mail (the kind has no preference
 * flag, the player turned it off, or has no address).
 */
export const NOTIFICATION_EMAIL_STATES = ['none', 'pending', 'sent', 'skipped'] as const;

/** Player notifications; live and e-mail deliveries are made from these rows. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    linkPath: text('link_path'),
    readStatus: boolean('read_status').notNull().default(false),
    createdAt: createdAt(),
    emailState: text('email_state', { enum: NOTIFICATION_EMAIL_STATES }).notNull().default('none'),
    /** When the e-mail drain decided (wrote the outbox row, or skipped it). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_player_created_idx').on(t.playerId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.playerId).where(sql`${t.readStatus} = false`),
    index('notifications_email_pending_idx').on(t.id).where(sql`${t.emailState} = 'pending'`),
  ],
);
