import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Issued bearer tokens (by JWT id), so that logout and password changes can revoke them. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    jti: uuid('jti').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_player_idx').on(t.playerId)],
);

/** Single-use, short-lived tickets that stand in for a bearer token wherever a URL carries one. */
export const authTickets = pgTable('auth_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  playerId: integer('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  /**
   * The bearer token that minted the ticket: the ticket is good only while that token is live
   * (decision 037). Null for a ticket minted by an outside sign-in (OAuth), which no token made.
   */
  tokenJti: uuid('token_jti').references(() => authTokens.jti, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Small key/value store for secrets generated once and shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Password-reset tokens: only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_player_idx').on(t.playerId)],
);
