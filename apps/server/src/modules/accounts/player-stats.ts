import type { PlayerStats } from '@holeout/shared/accounts';
import { EMPTY_PLAYER_STATS } from '@holeout/shared/accounts';
import { accuracyFromMisses } from '@holeout/shared/stats/figures';
import type { DbOrTx } from '../../db/client.ts';
import { findCareer } from '../sessions/career.repo.ts';
import { careerFromRow } from '../sessions/career-row.ts';

/**
 * The all-time figures shown on the owner's dashboard cards, from the player's career row (one
 * primary-key read). Shown to every owner whatever the membership: only the career page and
 * other players' details are for subscribers. IRL sessions are not in the career, so not here.
 */
export async function loadPlayerStats(db: DbOrTx, playerId: number): Promise<PlayerStats> {
  const row = await findCareer(db, playerId);
  if (!row) return EMPTY_PLAYER_STATS;
  const c = careerFromRow(row);
  return {
    total_sessions: c.total_sessions,
    total_makes: c.sum_makes,
    total_misses: c.sum_misses,
    best_streak: c.high_best_streak,
    fastest_21_makes_seconds: c.low_fastest_21,
    fastest_21_makes: c.low_fastest_21,
    max_makes_per_minute: c.high_mpm,
    max_putts_per_minute: c.high_ppm,
    most_in_60_seconds: c.high_most_in_60,
    max_session_duration: c.high_duration,
    make_percentage: accuracyFromMisses(c.sum_makes, c.sum_misses),
    last_session_at: c.last_session_at,
  };
}
