import {
  LEADERBOARD_LIMIT_DEFAULT,
  type LeaderboardEntry,
  type LeaderboardMetric,
  type LeaderboardQuery,
  type LeaderboardResponse,
} from '@holeout/shared/leaderboards';
import { rankLeaderboard, type SourceKey } from '@holeout/shared/stats/leaderboard';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { FriendsService } from '../friends/friends.service.ts';
import type { LeagueLeaderboard } from '../leagues/league-leaderboard.ts';
import type { LeaguesService } from '../leagues/leagues.service.ts';
import { careerAggregates, careerBestSources } from './leaderboards.repo.ts';

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
    private readonly leagueBoards: LeagueLeaderboard,
    private readonly friends: Pick<FriendsService, 'friendIds'>,
  ) {}

  async board(viewerId: number, q: LeaderboardQuery): Promise<LeaderboardResponse> {
    const limit = q.limit ?? LEADERBOARD_LIMIT_DEFAULT;
    let rows: Awaited<ReturnType<typeof careerAggregates>>;
    let leagueId: number | null = null;
    if (q.context_type === 'leagues') {
      // A private league's board is for those who may see the league (404 as for the league).
      const league = await this.leagues.visible(viewerId, q.context_id as number);
      leagueId = league.league.id;
      rows = await this.leagueBoards.rows(leagueId);
    } else if (q.context_type === 'custom') {
      rows = await careerAggregates(this.ctx.db, q.player_ids ?? []);
    } else {
      if (q.player_id !== undefined && q.player_id !== viewerId)
        throw new HttpError(403, LEADERBOARDS_TEXT.friendsOfSelf);
      rows = await careerAggregates(this.ctx.db, [viewerId, ...(await this.friends.friendIds(viewerId))]);
    }
    const ranked = rankLeaderboard(rows, q.metric, limit);
    return {
      metric: q.metric,
      context_type: q.context_type,
      leaderboard: await this.withSources(ranked, q.metric, leagueId),
    };
  }

  /**
   * Each entry with how the session holding its value was captured (decision 039), so a board
   * compares like with like; null for a sum. Looked up for the listed entrants only.
   */
  private async withSources(
    entries: LeaderboardEntry[],
    metric: LeaderboardMetric,
    leagueId: number | null,
  ): Promise<LeaderboardEntry[]> {
    if (metric === 'total_makes' || entries.length === 0) return entries.map((e) => ({ ...e, capture_source: null }));
    const found =
      leagueId === null
        ? await careerBestSources(
            this.ctx.db,
            entries.flatMap((e) => (e.player_id === null ? [] : [e.player_id])),
            metric,
          )
        : await this.leagueBoards.bestSources(leagueId, metric);
    // A member by id; an IRL participant by name (unique in its league, ignoring case).
    const key = (k: SourceKey) => (k.irlPlayer === '' ? `p:${k.playerId}` : `irl:${k.irlPlayer.toLowerCase()}`);
    const byEntrant = new Map(found.map((f) => [key(f), f.source]));
    return entries.map((e) => ({
      ...e,
      capture_source: byEntrant.get(key({ playerId: e.player_id ?? 0, irlPlayer: e.irl_player ?? '' })) ?? null,
    }));
  }
}
