import { LEAGUE_MODES, LEAGUE_PRIVACY_TYPES, LEAGUE_STATUSES, ROUND_STATUSES } from '@holeout/shared/leagues';
import type { CaptureSource } from '@holeout/shared/putt-log';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { at, belongsTo, sessionFigures } from './columns.ts';

/**
 * Multi-round leagues (DESIGN §5). Settings are columns; `round_duration_hours` null means the
 * monthly schedule. Every time comes from the app's clock. `member_count` and `revision` are kept
 * under the league's row lock by every change.
 */
export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    privacy: text('privacy', { enum: LEAGUE_PRIVACY_TYPES }).notNull(),
    status: text('status', { enum: LEAGUE_STATUSES }).notNull(),
    creatorId: belongsTo('creator_id', () => players.id),
    /** Round 1's start. */
    startTime: at('start_time').notNull(),
    /** The last round's end. */
    endTime: at('end_time').notNull(),
    /** IANA zone of daily and monthly rounds; null = UTC. */
    timeZone: text('time_zone'),
    numRounds: integer('num_rounds').notNull(),
    /** Null: monthly. */
    roundDurationHours: integer('round_duration_hours'),
    competitionMode: text('competition_mode', { enum: LEAGUE_MODES }).notNull(),
    timeLimitMinutes: integer('time_limit_minutes'),
    maxAttempts: integer('max_attempts'),
    puttingDistanceFeet: doublePrecision('putting_distance_feet').notNull(),
    allowPlayerInvites: boolean('allow_player_invites').notNull(),
    allowLateJoiners: boolean('allow_late_joiners').notNull(),
    allowCatchUp: boolean('allow_catch_up_submissions').notNull(),
    /** Only camera or desktop sessions are accepted (decision 039). */
    requireTrackedSessions: boolean('require_tracked_sessions').notNull().default(false),
    isIrl: boolean('is_irl').notNull(),
    /** IRL leagues: the named players (the `irl_player` values); [] otherwise. */
    playerNames: jsonb('player_names').$type<string[]>().notNull(),
    memberCount: integer('member_count').notNull().default(0),
    /**
     * Bumped by every change to what the league page shows (settings, members, rounds,
     * submissions, points), in the change's transaction: the key of the page's cached snapshot.
     */
    revision: integer('revision').notNull().default(0),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('leagues_creator_idx').on(t.creatorId),
    // The public list reads only open public leagues, newest first.
    index('leagues_public_open_idx')
      .on(t.id.desc())
      .where(sql`${t.privacy} = 'public' and ${t.status} in ('registering', 'active')`),
    // The sweep starts registering leagues at their start.
    index('leagues_registering_start_idx').on(t.startTime).where(sql`${t.status} = 'registering'`),
    check(
      'leagues_rules_check',
      sql`(${t.competitionMode} = 'time_limit' and ${t.timeLimitMinutes} is not null) or (${t.competitionMode} = 'shoot_out' and ${t.maxAttempts} is not null)`,
    ),
  ],
);

/** A league's rounds, timed when the league is created, edited or started. */
export const leagueRounds = pgTable(
  'league_rounds',
  {
    id: serial('id').primaryKey(),
    leagueId: belongsTo('league_id', () => leagues.id),
    roundNumber: integer('round_number').notNull(),
    status: text('status', { enum: ROUND_STATUSES }).notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    /** N of the points formula, as last computed (close, or a catch-up's recomputation). */
    participantsAtClose: integer('participants_at_close'),
    /** When the closing reminder went out. */
    remindedAt: at('reminded_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('league_rounds_league_number_key').on(t.leagueId, t.roundNumber),
    // The sweep reads only rounds that can still move.
    index('league_rounds_open_idx').on(t.startTime).where(sql`${t.status} <> 'completed'`),
  ],
);

/**
 * Members. Leaving sets `left_at` (the row stays, so the members at a round's end can be counted
 * afterwards); joining again clears it. `calendar_token` is the member's private feed secret.
 */
export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: belongsTo('league_id', () => leagues.id),
    playerId: belongsTo('player_id', () => players.id),
    joinedAt: at('joined_at').notNull(),
    leftAt: at('left_at'),
    calendarToken: text('calendar_token').notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.playerId] }), index('league_members_player_idx').on(t.playerId)],
);

/**
 * One submission per member (or IRL participant: `irl_player`, '' for members) per round: the
 * first stands (the unique key). Score and figures come from the session's log; points and the
 * round rank are set when the round closes and recomputed by a catch-up.
 */
export const leagueSubmissions = pgTable(
  'league_submissions',
  {
    id: serial('id').primaryKey(),
    leagueId: belongsTo('league_id', () => leagues.id),
    roundId: belongsTo('round_id', () => leagueRounds.id),
    /** The uploader: the member, or an IRL league's organiser. */
    playerId: belongsTo('player_id', () => players.id),
    irlPlayer: text('irl_player').notNull().default(''),
    sessionId: uuid('session_id').notNull(),
    puttLogSha256: text('putt_log_sha256').notNull(),
    score: integer('score').notNull(),
    pointsAwarded: integer('points_awarded'),
    roundRank: integer('round_rank'),
    catchUp: boolean('catch_up').notNull(),
    submittedAt: at('submitted_at').notNull(),
    /** How the submitted session was captured (decision 039). */
    captureSource: text('capture_source').$type<CaptureSource>().notNull().default('desktop'),
    // The session's figures, for the league's leaderboards and championship certificates.
    ...sessionFigures(),
    makesPerMinute: doublePrecision('makes_per_minute'),
  },
  (t) => [
    uniqueIndex('league_submissions_round_entrant_key').on(t.roundId, t.playerId, t.irlPlayer),
    index('league_submissions_league_idx').on(t.leagueId),
  ],
);

/**
 * Invitations: of a player (`invited_player_id`), or of an e-mail address not yet on Holeout
 * (`invited_email`, lower-cased), which becomes the player's membership when they register.
 */
export const leagueInvites = pgTable(
  'league_invites',
  {
    id: serial('id').primaryKey(),
    leagueId: belongsTo('league_id', () => leagues.id),
    invitedPlayerId: integer('invited_player_id').references(() => players.id, { onDelete: 'cascade' }),
    invitedEmail: text('invited_email'),
    inviterId: belongsTo('inviter_id', () => players.id),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] }).notNull(),
    createdAt: at('created_at').notNull(),
    respondedAt: at('responded_at'),
    /** When the invitation e-mail of an address invite was handed to the mailer. */
    mailedAt: at('mailed_at'),
  },
  (t) => [
    uniqueIndex('league_invites_pending_player_key')
      .on(t.leagueId, t.invitedPlayerId)
      .where(sql`${t.status} = 'pending' and ${t.invitedPlayerId} is not null`),
    uniqueIndex('league_invites_pending_email_key')
      .on(t.leagueId, t.invitedEmail)
      .where(sql`${t.status} = 'pending' and ${t.invitedEmail} is not null`),
    index('league_invites_player_idx').on(t.invitedPlayerId).where(sql`${t.status} = 'pending'`),
    index('league_invites_email_idx').on(t.invitedEmail).where(sql`${t.status} = 'pending'`),
    index('league_invites_inviter_idx').on(t.inviterId),
    check('league_invites_target_check', sql`(${t.invitedPlayerId} is null) <> (${t.invitedEmail} is null)`),
  ],
);
