import type { EntrantSource, LeaderboardAggregate, OneSessionMetric } from '@holeout/shared/stats/leaderboard';
import type { AppContext } from '../../app-context.ts';
import { leagueAggregates, leagueBestSources } from './league-leaderboard.repo.ts';

/**
 * A league's leaderboard rows, kept by the leagues module as sessions are submitted, read by the
 * leaderboards module for the `leagues` context (DESIGN §6).
 */
export class LeagueLeaderboard {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  /** Each entrant's figures over the sessions submitted to the league. */
  rows(leagueId: number): Promise<LeaderboardAggregate[]> {
    return leagueAggregates(this.ctx.db, leagueId);
  }

  /** How the session holding each entrant's best of `metric` was captured. */
  bestSources(leagueId: number, metric: OneSessionMetric): Promise<EntrantSource[]> {
    return leagueBestSources(this.ctx.db, leagueId, metric);
  }
}
