import {
  coachChatBodySchema,
  coachChatResponseSchema,
  coachConversationDetailSchema,
  coachConversationListSchema,
  coachConversationParamsSchema,
  coachConversationsQuerySchema,
} from '@holeout/shared/coach';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { assertSelf, bearerSecurity, currentPlayerId, requireAuth } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { type CoachService, CoachUnavailableError } from './coach.service.ts';

const tags = ['coach'];

/** The provider failed or timed out: nothing was stored. */
const providerFailedSchema = z.object({ error: z.string(), message: z.string() });

/** The coach: conversations of the token's player, and one chat message at a time. */
export function coachRoutes(coach: CoachService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/coach/chat',
      {
        preValidation: requireAuth,
        config: perIpLimit(config, 30),
        schema: {
          tags,
          summary: 'Sends one message to the coach and answers its reply (429 after 5 messages in a conversation)',
          security: bearerSecurity,
          body: coachChatBodySchema,
          response: { 200: coachChatResponseSchema, 502: providerFailedSchema },
        },
      },
      async (req, reply) => {
        try {
          return await coach.chat(currentPlayerId(req), req.body);
        } catch (err) {
          if (!(err instanceof CoachUnavailableError)) throw err;
          return reply.status(502).send({ error: 'Bad Gateway', message: err.message });
        }
      },
    );

    app.get(
      '/coach/conversations',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: "The player's coach conversations, newest first; makes today's analysis when it is due",
          security: bearerSecurity,
          querystring: coachConversationsQuerySchema,
          response: { 200: coachConversationListSchema },
        },
      },
      async (req) => {
        const me = req.query.player_id === undefined ? currentPlayerId(req) : assertSelf(req, req.query.player_id);
        return coach.list(me);
      },
    );

    app.get(
      '/coach/conversations/:id',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: 'One conversation with its messages (403 for another player’s)',
          security: bearerSecurity,
          params: coachConversationParamsSchema,
          response: { 200: coachConversationDetailSchema },
        },
      },
      async (req) => coach.detail(currentPlayerId(req), req.params.id),
    );
  };
}

/**
 * The daily analysis on the first authenticated read of a player's day (DESIGN §8): every
 * signed-in GET asks the coach, which answers from memory almost always and checks the
 * database at most once a minute per player until the day's analysis exists.
 */
export function registerDailyAnalysisTrigger(app: FastifyInstance, coach: CoachService): void {
  app.addHook('preHandler', async (request) => {
    // Reads only: the desktop app's uploads are not the player opening the app, and the day's
    // analysis should cover all of that session's uploads.
    if (!request.auth || request.method !== 'GET') return;
    try {
      await coach.ensureDailyAnalysis(request.auth.playerId, true);
    } catch (err) {
      request.log.error({ err }, 'daily analysis check failed');
    }
  });
}
