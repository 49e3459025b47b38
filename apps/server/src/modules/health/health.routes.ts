import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';

/** GET /api/health: 200 when the database answers. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
      async () => {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      },
    );
  };
}
