import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './health.service.ts';

/**
 * GET /api/health (liveness): 200 when the database answers. GET /api/health/ready (readiness):
 * 200 while the instance takes work, 503 once it drains on shutdown — what a proxy checks.
 */
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
    app.get(
      '/health/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: 503 while the instance drains on shutdown, so a proxy sends it no new work',
          response: {
            200: z.object({ status: z.literal('ready') }),
            503: z.object({ status: z.literal('draining') }),
          },
        },
      },
      async (_request, reply) =>
        (await health.ready()) ? { status: 'ready' as const } : reply.code(503).send({ status: 'draining' as const }),
    );
  };
}
