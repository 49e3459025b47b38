import type { SessionCompetition } from '@holeout/shared/competitions';
import type { CaptureLabel, CaptureSource, Putt } from '@holeout/shared/putt-log';
import { type AnyColumn, sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { at, belongsTo, createdAt, sessionFigures } from './columns.ts';

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
    playerId: belongsTo('player_id', () => players.id),
    /** `Session #`: 1, 2, 3 … per player in upload order; null for IRL sessions. */
    sessionNumber: integer('session_number'),
    startedAt: at('started_at').notNull(),
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
    /** How it was captured; sessions stored before the column existed came from the desktop app. */
    captureSource: text('capture_source').$type<CaptureSource>().notNull().default('desktop'),
    /** A camera session's corrections, kept as labels for the tracker; null when there were none. */
    captureLabels: jsonb('capture_labels').$type<CaptureLabel[]>(),
    /**
     * An operator's review of a stored session that breaks a physical limit (decision 041):
     * null (never reviewed), `flagged` or `removed` (counts for nothing: career, leaderboards,
     * competitions' results, certificates), `cleared` (counts, and is not listed again).
     */
    reviewState: text('review_state').$type<SessionReviewState>(),
    /** The broken limit, in words, when the session was flagged. */
    reviewNote: text('review_note'),
    reviewedAt: at('reviewed_at'),
    ...sessionFigures(),
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
    // The operator's list of reviewed sessions reads only the few that have a review.
    index('sessions_review_idx').on(t.reviewState).where(sql`${t.reviewState} is not null`),
  ],
);

/** An operator's review of a session that breaks a physical limit (see `sessions.reviewState`). */
export const SESSION_REVIEW_STATES = ['flagged', 'cleared', 'removed'] as const;
export type SessionReviewState = (typeof SESSION_REVIEW_STATES)[number];

/**
 * True for a session that counts: never flagged, or cleared by an operator. Every aggregate and
 * recount (career, leaderboards, league points, duel results, certificates) reads sessions
 * through this condition.
 */
export const sessionCounts = (reviewState: AnyColumn = sessions.reviewState) =>
  sql`(${reviewState} is null or ${reviewState} = 'cleared')`;

/** The same rule on a row already read. */
export const countsInResults = (reviewState: SessionReviewState | null) =>
  reviewState === null || reviewState === 'cleared';
