import type { PlayerStats } from '@holeout/shared/accounts';
import type { DbOrTx } from '../../db/client.ts';
import { EMPTY_PLAYER_STATS } from './player.presenter.ts';

/**
 * The all-time figures shown on the dashboard cards, read from the player's career row.
 * Until sessions exist every player has the empty figures.
 */
export async function loadPlayerStats(_db: DbOrTx, _playerId: number): Promise<PlayerStats> {
  return EMPTY_PLAYER_STATS;
}
