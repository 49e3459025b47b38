import { leaderboardQuerySchema, leaderboardResponseSchema } from '@holeout/shared/leaderboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayerId } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { LeaderboardsService } from './leaderboards.service.ts';

/** Leaderboards (spec 02 §7, DESIGN §6). */
export function leaderboardRoutes(leaderboards: LeaderboardsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/leaderboards-v2',
      signedIn({
        tags: ['leaderboards'],
        summary: 'Players ranked on one metric in a league, a chosen group, or among friends',
        description:
          '`leagues` (`context_id`): only sessions submitted to that league. `custom` (`player_ids`, e.g. `1,2`): ' +
          "those players' own sessions. `friends` (`player_id`, the token's player): the player and accepted " +
          'friends. Ties share the rank; players without a value for the metric are left out.',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema },
      }),
      async (req) => leaderboards.board(currentPlayerId(req), req.query),
    );
  };
}
