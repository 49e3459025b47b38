import { type AnyPgColumn, doublePrecision, integer, timestamp } from 'drizzle-orm/pg-core';

/** A point in time: `timestamp with time zone`, as every time column is. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, set by the database when the row is inserted. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** A required reference to the row the row belongs to: deleting that row deletes this one too. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** The figures of one session, stored with the session and with a league submission of it. */
export const sessionFigures = () => ({
  makes: integer('makes').notNull(),
  misses: integer('misses').notNull(),
  putts: integer('putts').notNull(),
  sessionDuration: doublePrecision('session_duration').notNull(),
  bestStreak: integer('best_streak').notNull(),
  fastest21Makes: doublePrecision('fastest_21_makes'),
  mostMakesIn60Seconds: integer('most_makes_in_60_seconds').notNull(),
});
