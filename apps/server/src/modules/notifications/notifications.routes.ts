import { playerIdParamsSchema } from '@holeout/shared/accounts';
import {
  notificationChangeSchema,
  notificationListSchema,
  notificationParamsSchema,
  unreadCountSchema,
} from '@holeout/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

/** The player's notifications: list, unread count, mark read, mark all read, delete. */
export function notificationRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/player/:id/notifications',
      signedIn({
        tags,
        params: playerIdParamsSchema,
        response: { 200: notificationListSchema },
      }),
      async (req) => notifications.list(assertSelf(req, req.params.id)),
    );

    app.get(
      '/player/:id/notifications/unread-count',
      signedIn({ tags, params: playerIdParamsSchema, response: { 200: unreadCountSchema } }),
      async (req) => notifications.unreadCount(assertSelf(req, req.params.id)),
    );

    app.post(
      '/player/:id/notifications/read-all',
      signedIn({
        tags,
        summary: "Marks every one of the player's notifications read",
        params: playerIdParamsSchema,
        response: { 200: notificationChangeSchema },
      }),
      async (req) => notifications.markAllRead(assertSelf(req, req.params.id)),
    );

    app.post(
      '/player/:id/notifications/:nid/read',
      signedIn({
        tags,
        summary: 'Marks one notification read (404 when the player has no such notification)',
        params: notificationParamsSchema,
        response: { 200: notificationChangeSchema },
      }),
      async (req) => notifications.markRead(assertSelf(req, req.params.id), req.params.nid),
    );

    app.delete(
      '/player/:id/notifications/:nid',
      signedIn({
        tags,
        summary: 'Deletes one notification (404 when the player has no such notification)',
        params: notificationParamsSchema,
        response: { 200: notificationChangeSchema },
      }),
      async (req) => notifications.remove(assertSelf(req, req.params.id), req.params.nid),
    );
  };
}
