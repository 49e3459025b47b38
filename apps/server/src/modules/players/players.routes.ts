import {
  compareQuerySchema,
  compareResponseSchema,
  playerSearchQuerySchema,
  playerSearchResultSchema,
} from '@holeout/shared/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentPlayerId } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { PlayersService } from './players.service.ts';

/** Searches per minute per IP: plenty for typing, too few to walk the player list. */
const SEARCHES_PER_MINUTE = 30;
/** Finding other players and comparing two of them. */
export function playerRoutes(players: PlayersService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/players/search',
      signedIn(
        {
          tags: ['players'],
          summary: 'Find players by name prefix, or by an exact e-mail address or phone number',
          querystring: playerSearchQuerySchema,
          response: { 200: playerSearchResultSchema },
        },
        {
          config: perIpLimit(config, SEARCHES_PER_MINUTE),
        },
      ),
      async (req) => ({
        players: await players.search(currentPlayerId(req), req.query.term, req.query.exclude_player_id),
      }),
    );

    app.get(
      '/compare',
      signedIn({
        tags: ['players'],
        summary: 'Two players side by side: career cards and head-to-head duels',
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema },
      }),
      async (req) => players.compare(req.query.player1_id, req.query.player2_id),
    );
  };
}
