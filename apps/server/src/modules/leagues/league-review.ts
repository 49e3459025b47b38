import type { Tx } from '../../db/client.ts';
import { recountLeagueLeaderboardEntry } from './league-leaderboard.repo.ts';
import type { LeagueProgress } from './league-progress.ts';
import * as repo from './leagues.repo.ts';

/**
 * After an operator flags, clears or removes a session (decision 041): its league submission's
 * entrant gets their leaderboard row recounted, and a completed round its points again (the
 * submission scores nothing while its session is under review), under the league's lock, as a
 * catch-up submission recomputes a round.
 */
export async function recountLeagueSession(
  tx: Tx,
  progress: Pick<LeagueProgress, 'closeRound'>,
  sessionId: string,
  now: Date,
): Promise<void> {
  for (const sub of await repo.submissionsOfSession(tx, sessionId)) {
    const league = await repo.lockLeague(tx, sub.leagueId);
    const round = await repo.findRound(tx, sub.roundId);
    if (!league || !round) continue;
    await recountLeagueLeaderboardEntry(tx, { leagueId: league.id, playerId: sub.playerId, irlPlayer: sub.irlPlayer });
    if (round.status === 'completed') await progress.closeRound(tx, league, round, now, false);
    await repo.touchLeague(tx, league.id);
  }
}
