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
import { bearerSecurity, currentIdentity, currentPlayerId, requireAuth } from '../../plugins/auth.ts';
import type { DuelsService } from './duels.service.ts';

/**
 * Serialises the duel list without zod's response check, like the session history (decision 008):
 * `presentDuel` builds every row field by field and TypeScript holds it to the schema; the check
 * of up to a few hundred rows cost a tenth of the call (docs/performance.md).
 */
const presentedAsIs = () => (data: unknown) => JSON.stringify(data);

/** Duels (spec 02 §7): lists, one duel, challenges, answers and cancellations. */
export function duelRoutes(duels: DuelsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/duels',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['duels'],
          summary: "The token's player's duels, or another player's active and completed duels",
          description:
            'Open duels all, finished ones newest first a page at a time (`limit`, `before`). Cancelled duels are ' +
            "left out. Another player's list holds only active and completed duels and needs a Regular or Premium " +
            'membership.',
          security: bearerSecurity,
          querystring: duelsQuerySchema,
          response: { 200: duelListSchema },
        },
        serializerCompiler: presentedAsIs,
      },
      async (req) => duels.list(currentIdentity(req), req.query.player_id, req.query.limit, req.query.before),
    );

    app.get(
      '/duels/:id',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['duels'],
          summary: 'One duel: rules, players, scores, result, ratings and the submitted logs’ hashes',
          security: bearerSecurity,
          params: duelIdParamsSchema,
          response: { 200: duelSchema },
        },
      },
      async (req) => duels.get(currentPlayerId(req), req.params.id),
    );

    app.post(
      '/duels',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['duels'],
          summary: 'Challenge a player, or invite someone not yet on Holeout by e-mail or phone',
          security: bearerSecurity,
          body: createDuelRequestSchema,
          response: { 201: createDuelResponseSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await duels.create(currentPlayerId(req), req.body)),
    );

    app.post(
      '/duels/:id/respond',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['duels'],
          summary: 'Accept or decline a challenge (the invited player)',
          security: bearerSecurity,
          params: duelIdParamsSchema,
          body: respondDuelRequestSchema,
          response: { 200: duelResponseSchema },
        },
      },
      async (req) => duels.respond(currentPlayerId(req), req.params.id, req.body.response, req.body.player_id),
    );

    app.post(
      '/duels/:id/cancel',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['duels'],
          summary: 'Withdraw a challenge nobody has answered yet (the creator)',
          security: bearerSecurity,
          params: duelIdParamsSchema,
          response: { 200: duelResponseSchema },
        },
      },
      async (req) => duels.cancel(currentPlayerId(req), req.params.id),
    );
  };
}
