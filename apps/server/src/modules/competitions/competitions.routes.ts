import { activeCompetitionsSchema } from '@holeout/shared/competitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentPlayerId, requireAuth } from '../../plugins/auth.ts';
import type { CompetitionsService } from './competitions.service.ts';

/** What awaits the desktop app (DESIGN §3). */
export function competitionRoutes(competitions: CompetitionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/active-competitions',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['competitions'],
          summary: "Duels and league rounds awaiting a session from the token's player",
          security: bearerSecurity,
          response: { 200: activeCompetitionsSchema },
        },
      },
      async (req) => competitions.active(currentPlayerId(req)),
    );
  };
}
