import { doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { belongsTo } from './columns.ts';
import { leagues } from './leagues.ts';

/**
 * The leaderboard figures of each entrant (member, or IRL participant: `irl_player`, '' for
 * members) over the sessions submitted to one league (DESIGN §6 context `leagues`), kept in the
 * submission's transaction. The `custom` and `friends` contexts read the career rows, which are
 * the same aggregate over a player's own sessions, kept in the upload's transaction.
 */
export const leagueLeaderboard = pgTable(
  'league_leaderboard',
  {
    leagueId: belongsTo('league_id', () => leagues.id),
    playerId: belongsTo('player_id', () => players.id),
    irlPlayer: text('irl_player').notNull().default(''),
    sessions: integer('sessions').notNull(),
    totalMakes: integer('total_makes').notNull(),
    bestStreak: integer('best_streak').notNull(),
    /** Best over the sessions; null while no session had a duration. */
    maxMakesPerMinute: doublePrecision('max_makes_per_minute'),
    /** Fastest over the sessions; null while none held 21 makes in a row. */
    minFastest21: doublePrecision('min_fastest_21'),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.playerId, t.irlPlayer] })],
);
