import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.ts';

/** GET /api/health: 200 when the database answers. */
export function healthRoutes(health: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
        },
      },
      async () => health.check(),
    );
  };
}
