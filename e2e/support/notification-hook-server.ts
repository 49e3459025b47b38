import { createServer, type Server } from 'node:http';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { NotificationStreamService } from '../../apps/server/src/modules/notifications/notification-stream.service.ts';
import type { NotificationsService } from '../../apps/server/src/modules/notifications/notifications.service.ts';
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
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || (req.url !== '/notifications' && req.url !== '/streams/close')) {
      return answer(404, { message: 'Not found' });
    }
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
    });
    req.on('end', async () => {
      try {
        if (req.url === '/streams/close') {
          notificationStream.closePlayer((JSON.parse(text) as { playerId: number }).playerId);
          return answer(200, { closed: true });
        }
        const n = JSON.parse(text) as Required<HookNotification>;
        const id = await db.transaction((tx) =>
          notifications.notify(tx, {
            playerId: n.playerId,
            kind: n.kind,
            title: n.title,
            message: n.message,
            linkPath: n.linkPath,
          }),
        );
        answer(201, { id });
      } catch (err) {
        answer(400, { message: String(err) });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
