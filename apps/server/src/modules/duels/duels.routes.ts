import {
  createDuelRequestSchema,
  createDuelResponseSchema,
  duelIdParamsSchema,
  duelListSchema,
  duelResponseSchema,
  duelSchema,
  duelsQuerySchema,
  respondDuelRequestSchema,
} from '@holeout/shared/duels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentIdentity, currentPlayerId } from '../../plugins/auth.ts';
import { presentedAsIs, signedIn } from '../../plugins/route-options.ts';
import type { DuelsService } from './duels.service.ts';

const tags = ['duels'];

/** Duels (spec 02 §7): lists, one duel, challenges, answers and cancellations. */
export function duelRoutes(duels: DuelsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/duels',
      signedIn(
        {
          tags,
          summary: "The token's player's duels, or another player's active and completed duels",
          description:
            'Open duels all, finished ones newest first a page at a time (`limit`, `before`). Cancelled duels are ' +
            "left out. Another player's list holds only active and completed duels and needs a Regular or Premium " +
            'membership.',
          querystring: duelsQuerySchema,
          response: { 200: duelListSchema },
        },
        {
          serializerCompiler: presentedAsIs,
        },
      ),
      async (req) => duels.list(currentIdentity(req), req.query.player_id, req.query.limit, req.query.before),
    );

    app.get(
      '/duels/:id',
      signedIn({
        tags,
        summary: 'One duel: rules, players, scores, result, ratings and the submitted logs’ hashes',
        params: duelIdParamsSchema,
        response: { 200: duelSchema },
      }),
      async (req) => duels.get(currentPlayerId(req), req.params.id),
    );

    app.post(
      '/duels',
      signedIn({
        tags,
        summary: 'Challenge a player, or invite someone not yet on Holeout by e-mail or phone',
        body: createDuelRequestSchema,
        response: { 201: createDuelResponseSchema },
      }),
      async (req, reply) => reply.status(201).send(await duels.create(currentPlayerId(req), req.body)),
    );

    app.post(
      '/duels/:id/respond',
      signedIn({
        tags,
        summary: 'Accept or decline a challenge (the invited player)',
        params: duelIdParamsSchema,
        body: respondDuelRequestSchema,
        response: { 200: duelResponseSchema },
      }),
      async (req) => duels.respond(currentPlayerId(req), req.params.id, req.body.response, req.body.player_id),
    );

    app.post(
      '/duels/:id/cancel',
      signedIn({
        tags,
        summary: 'Withdraw a challenge nobody has answered yet (the creator)',
        params: duelIdParamsSchema,
        response: { 200: duelResponseSchema },
      }),
      async (req) => duels.cancel(currentPlayerId(req), req.params.id),
    );
  };
}
