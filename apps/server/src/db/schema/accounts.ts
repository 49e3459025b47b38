import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
