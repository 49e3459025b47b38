import {
  LEADERBOARD_LIMIT_DEFAULT,
  type LeaderboardQuery,
  type LeaderboardResponse,
} from '@holeout/shared/leaderboards';
import { rankLeaderboard } from '@holeout/shared/stats/leaderboard';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { FriendsService } from '../friends/friends.service.ts';
import type { LeaguesService } from '../leagues/leagues.service.ts';
import { careerAggregates, leagueAggregates } from './leaderboards.repo.ts';

export const LEADERBOARDS_TEXT = {
  friendsOfSelf: 'player_id: a friends leaderboard is your own',
} as const;

/**
 * GET /leaderboards-v2 (DESIGN §6), read from aggregates kept as sessions land, never from the
 * sessions themselves: `leagues` from the league's rows (sessions submitted to it), `custom` and
 * `friends` from the players' career rows (their own sessions): a friends board holds the
 * player and their accepted friends.
 */
export class LeaderboardsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db'>,
    private readonly leagues: Pick<LeaguesService, 'visible'>,
    private readonly friends: Pick<FriendsService, 'friendIds'>,
  ) {}

  async board(viewerId: number, q: LeaderboardQuery): Promise<LeaderboardResponse> {
    const limit = q.limit ?? LEADERBOARD_LIMIT_DEFAULT;
    let rows: Awaited<ReturnType<typeof careerAggregates>>;
    if (q.context_type === 'leagues') {
      // A private league's board is for those who may see the league (404 as for the league).
      const league = await this.leagues.visible(viewerId, q.context_id as number);
      rows = await leagueAggregates(this.ctx.db, league.league.id);
    } else if (q.context_type === 'custom') {
      rows = await careerAggregates(this.ctx.db, q.player_ids ?? []);
    } else {
      if (q.player_id !== undefined && q.player_id !== viewerId)
        throw new HttpError(403, LEADERBOARDS_TEXT.friendsOfSelf);
      rows = await careerAggregates(this.ctx.db, [viewerId, ...(await this.friends.friendIds(viewerId))]);
    }
    return { metric: q.metric, context_type: q.context_type, leaderboard: rankLeaderboard(rows, q.metric, limit) };
  }
}
