import { DUEL_MODES, DUEL_STATUSES } from '@holeout/shared/duels';
import type { CaptureSource } from '@holeout/shared/putt-log';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One-on-one duels (DESIGN §4). The rules are fixed at creation; each side's submission is its
 * session id, the score computed from that session's log and the log's SHA-256; a completed duel
 * keeps both players' Glicko-2 rating after it and the change it made.
 */
export const duels = pgTable(
  'duels',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Null while a new player is invited (`pending_new_player`). */
    invitedPlayerId: integer('invited_player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** For a new-player invite: e-mail lower-cased or phone digits (`normalizeContact`). */
    invitedContactType: text('invited_contact_type', { enum: ['email', 'phone'] }),
    invitedContact: text('invited_contact'),
    status: text('status', { enum: DUEL_STATUSES }).notNull(),
    competitionMode: text('competition_mode', { enum: DUEL_MODES }).notNull(),
    timeLimitMinutes: integer('time_limit_minutes'),
    maxAttempts: integer('max_attempts'),
    puttingDistanceFeet: doublePrecision('putting_distance_feet').notNull(),
    invitationExpiryMinutes: integer('invitation_expiry_minutes').notNull(),
    /** Only camera or desktop sessions are accepted (decision 039); fixed at creation like the rules. */
    requireTrackedSessions: boolean('require_tracked_sessions').notNull().default(false),
    /** From the app's clock (not the database's), like every other time of a duel. */
    createdAt: at('created_at').notNull(),
    acceptedAt: at('accepted_at'),
    /** When the duel was settled: completed, declined, cancelled or expired. */
    completedAt: at('completed_at'),
    /** The answer's deadline while pending; from acceptance, the submissions' deadline. */
    expiresAt: at('expires_at').notNull(),
    creatorScore: integer('creator_score'),
    invitedPlayerScore: integer('invited_player_score'),
    creatorSessionId: uuid('creator_session_id'),
    invitedPlayerSessionId: uuid('invited_player_session_id'),
    creatorPuttLogSha256: text('creator_putt_log_sha256'),
    invitedPlayerPuttLogSha256: text('invited_player_putt_log_sha256'),
    /** How each submitted session was captured; null until that player submitted. */
    creatorCaptureSource: text('creator_capture_source').$type<CaptureSource>(),
    invitedPlayerCaptureSource: text('invited_player_capture_source').$type<CaptureSource>(),
    /** Null for a draw and until the duel completes. */
    winnerId: integer('winner_id'),
    forfeit: boolean('forfeit').notNull().default(false),
    /** Each player's rating right after this duel, and the change it made; set on completion. */
    creatorRating: doublePrecision('creator_rating'),
    creatorDeviation: doublePrecision('creator_deviation'),
    creatorRatingChange: doublePrecision('creator_rating_change'),
    invitedPlayerRating: doublePrecision('invited_player_rating'),
    invitedPlayerDeviation: doublePrecision('invited_player_deviation'),
    invitedPlayerRatingChange: doublePrecision('invited_player_rating_change'),
    /** Highest reminder level sent (0 none, 1 the 24-hour one, 2 the 1-hour one). */
    remindersSent: smallint('reminders_sent').notNull().default(0),
    /** When the invitation e-mail of a new-player invite was handed to the mailer. */
    inviteMailedAt: at('invite_mailed_at'),
  },
  (t) => [
    // A player's list walks these newest first; they also serve the foreign keys.
    index('duels_creator_idx').on(t.creatorId, t.id.desc()),
    index('duels_invited_player_idx').on(t.invitedPlayerId, t.id.desc()),
    // Lists read a player's open duels through these (few rows), whatever their history's length.
    index('duels_creator_open_idx')
      .on(t.creatorId)
      .where(sql`${t.status} in ('pending', 'pending_new_player', 'active')`),
    index('duels_invited_player_open_idx')
      .on(t.invitedPlayerId)
      .where(sql`${t.status} in ('pending', 'pending_new_player', 'active')`),
    // The sweep reads only duels that can still change at a deadline.
    index('duels_open_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'pending_new_player', 'active')`),
    index('duels_new_player_contact_idx').on(t.invitedContact).where(sql`${t.status} = 'pending_new_player'`),
    check(
      'duels_rules_check',
      sql`(${t.competitionMode} = 'time_limit' and ${t.timeLimitMinutes} is not null) or (${t.competitionMode} = 'shoot_out' and ${t.maxAttempts} is not null)`,
    ),
    check(
      'duels_invitee_check',
      sql`${t.invitedPlayerId} is not null or ${t.status} in ('pending_new_player', 'cancelled', 'expired')`,
    ),
    check('duels_not_self_check', sql`${t.invitedPlayerId} is null or ${t.invitedPlayerId} <> ${t.creatorId}`),
  ],
);

/** Each player's Glicko-2 duel rating; a player without a row has never finished a rated duel. */
export const duelRatings = pgTable('duel_ratings', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  rating: doublePrecision('rating').notNull(),
  deviation: doublePrecision('deviation').notNull(),
  volatility: doublePrecision('volatility').notNull(),
  /** Rated duels so far. */
  duels: integer('duels').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});
