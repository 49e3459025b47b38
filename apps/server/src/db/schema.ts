import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A player account. E-mail is stored lower-cased and unique. */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in through an outside provider. */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    timezone: text('timezone').notNull().default('UTC'),
    membershipTier: text('membership_tier', { enum: ['free', 'regular', 'premium'] })
      .notNull()
      .default('free'),
    notificationPreferences: jsonb('notification_preferences')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    xUrl: text('x_url'),
    tiktokUrl: text('tiktok_url'),
    websiteUrl: text('website_url'),
    telegramUrl: text('telegram_url'),
    consentContactInfo: boolean('consent_contact_info').notNull().default(true),
    referredBy: integer('referred_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_email_key').on(t.email),
    index('players_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

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
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
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

/** Small key/value store for secrets generated once and shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
