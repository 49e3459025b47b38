import { careerStatsQuerySchema, careerStatsSchema } from '@holeout/shared/career';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentIdentity } from '../../plugins/auth.ts';
import { sendSerialised, signedIn } from '../../plugins/route-options.ts';
import type { CareerService } from './career.service.ts';

/** The career record page (spec 01 §6). */
export function careerRoutes(career: CareerService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/career-stats',
      signedIn({
        tags: ['career'],
        summary: "A player's career record; figures are null (locked) for viewers without a subscription",
        querystring: careerStatsQuerySchema,
        response: { 200: careerStatsSchema },
      }),
      async (req, reply) =>
        sendSerialised(reply, await career.careerStatsJson(currentIdentity(req).membershipTier, req.query.player_id)),
    );
  };
}
