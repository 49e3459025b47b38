import type { SessionCompetition } from '@holeout/shared/competitions';
import type { Putt } from '@holeout/shared/putt-log';
import type { CountStat } from '@holeout/shared/stats/career-record';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  json,
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

/**
 * One uploaded practice session: the raw putt log as sent (normalised) with its SHA-256, and every
 * figure derived from it on the server (DESIGN §2). IRL sessions (`irl_player` set) belong to a
 * league only: they have no `session_number` and never count for the uploader's career.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The client's idempotency key, lower-cased. */
    sessionId: uuid('session_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** `Session #`: 1, 2, 3 … per player in upload order; null for IRL sessions. */
    sessionNumber: integer('session_number'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** As uploaded; null when the client left it out (figures then use the last putt's time). */
    durationSeconds: doublePrecision('duration_seconds'),
    puttingDistanceFeet: doublePrecision('putting_distance_feet').notNull(),
    /**
     * The normalised log (`canonicalPuttLog`); never read by lists. `json`, not `jsonb`: it keeps
     * the exact text that was hashed and costs PostgreSQL half the CPU to store; nothing queries
     * inside it.
     */
    puttLog: json('putt_log').$type<Putt[]>().notNull(),
    /** SHA-256 hex of `canonicalPuttLog(putts)`. */
    puttLogSha256: text('putt_log_sha256').notNull(),
    irlPlayer: text('irl_player'),
    /** Duel and league round the session was submitted to (foreign keys arrive with those tables). */
    duelId: integer('duel_id'),
    leagueRoundId: integer('league_round_id'),
    competition: jsonb('competition').$type<SessionCompetition>(),
    makes: integer('makes').notNull(),
    misses: integer('misses').notNull(),
    putts: integer('putts').notNull(),
    sessionDuration: doublePrecision('session_duration').notNull(),
    bestStreak: integer('best_streak').notNull(),
    fastest21Makes: doublePrecision('fastest_21_makes'),
    mostMakesIn60Seconds: integer('most_makes_in_60_seconds').notNull(),
    puttsPerMinute: doublePrecision('putts_per_minute'),
    makesPerMinute: doublePrecision('makes_per_minute'),
    makesOverview: jsonb('makes_overview').$type<Record<string, number>>().notNull(),
    missesOverview: jsonb('misses_overview').$type<Record<string, number>>().notNull(),
    makesByCategory: jsonb('makes_by_category').$type<Record<string, number>>().notNull(),
    missesByCategory: jsonb('misses_by_category').$type<Record<string, number>>().notNull(),
    consecutiveByCategory: jsonb('consecutive_by_category').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    uniqueIndex('sessions_session_id_key').on(t.sessionId),
    // Newest-first pages walk this index backwards; it also serves the player foreign key.
    uniqueIndex('sessions_player_number_key').on(t.playerId, t.sessionNumber),
  ],
);

/**
 * The career record (`CareerAccumulator`), one row per player, updated in the upload transaction.
 * Figures a leaderboard sorts by are columns; the per-label maps are jsonb. Mapped to and from
 * `CareerAccumulator` only in modules/sessions/career-row.ts.
 */
export const careerStats = pgTable('career_stats', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  totalSessions: integer('total_sessions').notNull().default(0),
  sumMakes: integer('sum_makes').notNull().default(0),
  sumMisses: integer('sum_misses').notNull().default(0),
  sumPutts: integer('sum_putts').notNull().default(0),
  /** Seconds. */
  sumDuration: doublePrecision('sum_duration').notNull().default(0),
  highMakes: integer('high_makes').notNull().default(0),
  highBestStreak: integer('high_best_streak').notNull().default(0),
  lowFastest21: doublePrecision('low_fastest_21'),
  highMostIn60: integer('high_most_in_60').notNull().default(0),
  highPpm: doublePrecision('high_ppm'),
  highMpm: doublePrecision('high_mpm'),
  /** Seconds. */
  highDuration: doublePrecision('high_duration').notNull().default(0),
  lastSessionAt: timestamp('last_session_at', { withTimezone: true }),
  consecutive: jsonb('consecutive').$type<Record<string, CountStat>>().notNull(),
  makesOverview: jsonb('makes_overview').$type<Record<string, CountStat>>().notNull(),
  makesDetailed: jsonb('makes_detailed').$type<Record<string, CountStat>>().notNull(),
  missesOverview: jsonb('misses_overview').$type<Record<string, CountStat>>().notNull(),
  missesDetailed: jsonb('misses_detailed').$type<Record<string, CountStat>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
