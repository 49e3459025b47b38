import { careerStatsQuerySchema, careerStatsSchema } from '@holeout/shared/career';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentIdentity, requireAuth } from '../../plugins/auth.ts';
import type { CareerService } from './career.service.ts';

/** The career record page (spec 01 §6). */
export function careerRoutes(career: CareerService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/career-stats',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['career'],
          summary: "A player's career record; figures are null (locked) for viewers without a subscription",
          security: bearerSecurity,
          querystring: careerStatsQuerySchema,
          response: { 200: careerStatsSchema },
        },
      },
      async (req) => career.careerStats(currentIdentity(req).membershipTier, req.query.player_id),
    );
  };
}
