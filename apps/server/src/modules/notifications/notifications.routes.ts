import { playerIdParamsSchema } from '@holeout/shared/accounts';
import { notificationListSchema, unreadCountSchema } from '@holeout/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { assertSelf, requireAuth } from '../../plugins/auth.ts';
import { countUnread, listNotifications } from './notifications.repo.ts';

const bearer = [{ bearer: [] }];

/** The player's notifications (read side; creating and delivering them is a later capability). */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/player/:id/notifications',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['notifications'],
          security: bearer,
          params: playerIdParamsSchema,
          response: { 200: notificationListSchema },
        },
      },
      async (req) => {
        const me = assertSelf(req, req.params.id);
        const [rows, unread] = await Promise.all([listNotifications(ctx.db, me), countUnread(ctx.db, me)]);
        return {
          notifications: rows.map((n) => ({
            id: n.id,
            title: n.title,
            message: n.message,
            created_at: n.createdAt.toISOString(),
            read_status: n.readStatus,
            link_path: n.linkPath,
          })),
          unread_count: unread,
        };
      },
    );

    app.get(
      '/player/:id/notifications/unread-count',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['notifications'],
          security: bearer,
          params: playerIdParamsSchema,
          response: { 200: unreadCountSchema },
        },
      },
      async (req) => ({ unread_count: await countUnread(ctx.db, assertSelf(req, req.params.id)) }),
    );
  };
}
