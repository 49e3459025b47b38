import { playerIdParamsSchema } from '@holeout/shared/accounts';
import { notificationListSchema, unreadCountSchema } from '@holeout/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, bearerSecurity, requireAuth } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The player's notifications. */
export function notificationRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/player/:id/notifications',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['notifications'],
          security: bearerSecurity,
          params: playerIdParamsSchema,
          response: { 200: notificationListSchema },
        },
      },
      async (req) => notifications.list(assertSelf(req, req.params.id)),
    );

    app.get(
      '/player/:id/notifications/unread-count',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['notifications'],
          security: bearerSecurity,
          params: playerIdParamsSchema,
          response: { 200: unreadCountSchema },
        },
      },
      async (req) => notifications.unreadCount(assertSelf(req, req.params.id)),
    );
  };
}
