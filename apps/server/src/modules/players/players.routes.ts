import {
  compareQuerySchema,
  compareResponseSchema,
  playerSearchQuerySchema,
  playerSearchResultSchema,
} from '@holeout/shared/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentPlayerId, requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { AttemptLimiter } from '../accounts/attempt-limiter.ts';
import { comparePlayers } from './compare.service.ts';
import { searchPlayers } from './player-search.service.ts';

const bearer = [{ bearer: [] }];

/** Searches per minute per IP: plenty for typing, too few to walk the player list. */
const SEARCHES_PER_MINUTE = 30;
/** Searches per account per 15 minutes, so one account cannot probe addresses from many IPs. */
const SEARCHES_PER_ACCOUNT = 100;

/** Finding other players and comparing two of them. */
export function playerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const accountSearches = new AttemptLimiter(SEARCHES_PER_ACCOUNT, 15 * 60_000, ctx.config.RATE_LIMITS === 'on');

  return async (app) => {
    app.get(
      '/players/search',
      {
        preValidation: requireAuth,
        config: perIpLimit(ctx.config, SEARCHES_PER_MINUTE),
        schema: {
          tags: ['players'],
          summary: 'Find players by name prefix, or by an exact e-mail address or phone number',
          security: bearer,
          querystring: playerSearchQuerySchema,
          response: { 200: playerSearchResultSchema },
        },
      },
      async (req) => {
        const me = currentPlayerId(req);
        if (accountSearches.hit(String(me))) throw new HttpError(429, 'Too many searches. Please wait a few minutes.');
        return { players: await searchPlayers(ctx.db, me, req.query.term, req.query.exclude_player_id) };
      },
    );

    app.get(
      '/compare',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['players'],
          summary: 'Two players side by side: career cards and head-to-head duels',
          security: bearer,
          querystring: compareQuerySchema,
          response: { 200: compareResponseSchema },
        },
      },
      async (req) => comparePlayers(ctx.db, req.query.player1_id, req.query.player2_id),
    );
  };
}
