import { activeCompetitionsSchema } from '@holeout/shared/competitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayerId } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { CompetitionsService } from './competitions.service.ts';

/** What awaits the desktop app (DESIGN §3). */
export function competitionRoutes(competitions: CompetitionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/active-competitions',
      signedIn({
        tags: ['competitions'],
        summary: "Duels and league rounds awaiting a session from the token's player",
        response: { 200: activeCompetitionsSchema },
      }),
      async (req) => competitions.active(currentPlayerId(req)),
    );
  };
}
