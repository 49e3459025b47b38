import { careerStatsQuerySchema, careerStatsSchema } from '@holeout/shared/career';
import { activeCompetitionsSchema } from '@holeout/shared/competitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentIdentity, requireAuth } from '../../plugins/auth.ts';
import { careerStats } from './session-reads.service.ts';

const bearer = [{ bearer: [] }];

/** The career record and what awaits the desktop app (DESIGN §2, §3). */
export function careerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/career-stats',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['sessions'],
          summary: "A player's career record; figures are null (locked) for viewers without a subscription",
          security: bearer,
          querystring: careerStatsQuerySchema,
          response: { 200: careerStatsSchema },
        },
      },
      async (req) => careerStats(ctx.db, currentIdentity(req).membershipTier, req.query.player_id),
    );

    // Duels and league rounds that await a session from the token's player. Neither exists yet,
    // so the lists are empty; the duel and league modules will fill them.
    app.get(
      '/active-competitions',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['sessions'],
          summary: "Duels and league rounds awaiting a session from the token's player",
          security: bearer,
          response: { 200: activeCompetitionsSchema },
        },
      },
      async () => ({ duels: [], league_rounds: [] }),
    );
  };
}
