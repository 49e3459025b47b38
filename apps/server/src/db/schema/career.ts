import type { CountStat } from '@holeout/shared/stats/career-record';
import { doublePrecision, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';

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
