import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { createdAt } from './columns.ts';

export const FRIENDSHIP_STATUSES = ['pending', 'accepted'] as const;

/**
 * Friendships: one row per pair of players, whoever asked (the unique index on the ordered pair),
 * so two requests between the same players can never make two rows. `pending` until the
 * addressee accepts; a decline, cancel or removal deletes the row.
 */
export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    addresseeId: integer('addressee_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FRIENDSHIP_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friendships_pair_key').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_requester_idx').on(t.requesterId),
    index('friendships_addressee_idx').on(t.addresseeId),
    check('friendships_not_self_check', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);
