import type { Server } from 'node:http';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { NotificationStreamService } from '../../apps/server/src/modules/notifications/notification-stream.service.ts';
import type { NotificationsService } from '../../apps/server/src/modules/notifications/notifications.service.ts';
import { created, startJsonHookServer } from './json-hook-server.ts';
import type { HookNotification } from './notification-hook.ts';

/**
 * The test-only notification hook: `POST /notifications {playerId, title, message, kind?, linkPath?}`
 * calls `NotificationsService.notify` in a transaction of its own and answers `{id}` with 201;
 * `POST /streams/close {playerId}` ends that player's open streams, as a restart or a dropped
 * connection would. It runs in the e2e harness process only, never in the product app.
 */
export async function startNotificationHook(
  port: number,
  db: Db,
  modules: { notifications: NotificationsService; notificationStream: NotificationStreamService },
): Promise<Server> {
  const { notifications, notificationStream } = modules;
  return startJsonHookServer(port, {
    '/notifications': async (body) => {
      const n = body as unknown as Required<HookNotification>;
      const id = await db.transaction((tx) =>
        notifications.notify(tx, {
          playerId: n.playerId,
          kind: n.kind,
          title: n.title,
          message: n.message,
          linkPath: n.linkPath,
        }),
      );
      return created({ id });
    },
    '/streams/close': async ({ playerId }) => {
      notificationStream.closePlayer(playerId as number);
      return { closed: true };
    },
  });
}
