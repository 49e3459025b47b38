import type { CompareResponse } from '@holeout/shared/players';
import { type CareerAccumulator, careerAverages, emptyCareer } from '@holeout/shared/stats/career-record';
import { accuracy } from '@holeout/shared/stats/figures';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findPlayerCareer } from '../sessions/career.repo.ts';
import { careerFromRow } from '../sessions/career-row.ts';
import { PLAYER_NOT_FOUND } from '../sessions/session-reads.service.ts';

type PlayerCard = CompareResponse['player1_stats'];

/** One side of the comparison, from the career row (two primary-key reads in all, no session scan). */
function card(playerId: number, name: string, acc: CareerAccumulator): PlayerCard {
  return {
    player_id: playerId,
    player_name: name,
    sum_makes: acc.sum_makes,
    high_best_streak: acc.high_best_streak,
    avg_ppm: careerAverages(acc).avg_ppm,
    avg_accuracy: accuracy(acc.sum_makes, acc.sum_putts),
    high_mpm: acc.high_mpm,
    low_fastest_21: acc.low_fastest_21,
  };
}

async function loadCard(db: DbOrTx, playerId: number): Promise<PlayerCard> {
  const found = await findPlayerCareer(db, playerId);
  if (!found) throw new HttpError(404, PLAYER_NOT_FOUND);
  return card(playerId, found.name, found.career ? careerFromRow(found.career) : emptyCareer());
}

/**
 * Two players side by side. Head-to-head figures and the duel history stay empty until duels
 * exist; the duel module will fill them from its own table.
 */
export async function comparePlayers(db: DbOrTx, player1Id: number, player2Id: number): Promise<CompareResponse> {
  const [player1, player2] = await Promise.all([loadCard(db, player1Id), loadCard(db, player2Id)]);
  return {
    player1_stats: player1,
    player2_stats: player2,
    h2h: { player1_wins: 0, player2_wins: 0, total_completed_duels: 0 },
    duel_history: [],
  };
}
