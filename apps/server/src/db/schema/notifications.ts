import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { createdAt } from './columns.ts';

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
  },
  (t) => [
    index('notifications_player_created_idx').on(t.playerId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.playerId).where(sql`${t.readStatus} = false`),
  ],
);
