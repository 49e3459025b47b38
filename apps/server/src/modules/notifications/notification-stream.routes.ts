import fastifySse from '@fastify/sse';
import { notificationStreamQuerySchema } from '@holeout/shared/notifications';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import {
  type NotificationStreamService,
  STREAM_MESSAGES,
  type StreamCredential,
} from './notification-stream.service.ts';
import type { StreamSink } from './stream-connection.ts';

/** Comment lines this often keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** `Last-Event-ID` as sent by a reconnecting EventSource; anything but an id reads as none. */
function lastEventIdHeader(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || !/^[1-9][0-9]{0,9}$/.test(v)) return null;
  const id = Number(v);
  return id <= 2_147_483_647 ? id : null;
}

/** The SSE response as a {@link StreamSink}: headers go out with the first event. */
function replySink(reply: FastifyReply): StreamSink {
  return {
    write: (chunk) => {
      reply.sse.sendHeaders();
      reply.raw.write(chunk);
    },
    get bufferedBytes() {
      return reply.raw.writableLength;
    },
    close: () => reply.sse.close(),
  };
}

/**
 * `GET /notifications/stream?token=` or `?ticket=`: the live notifications of the player as
 * server-sent events (DESIGN §1, §8). A browser's EventSource cannot send headers, so this one
 * read-only route takes the bearer token in its address (checked as the Authorization header is,
 * and redacted from the request log) or a single-use 60-second ticket; the Authorization header
 * works too. The stream closes when the token behind it is revoked (decision 037).
 */
export function notificationStreamRoutes(stream: NotificationStreamService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS });

    app.get(
      '/notifications/stream',
      {
        sse: 'only',
        config: perIpLimit(config, 120),
        schema: {
          tags: ['notifications'],
          summary: 'Live notifications (server-sent events), opened with the bearer token or a single-use ticket',
          description:
            'Events: `connected` with `{ playerId }`, then `notification` with a notification as the list ' +
            'shows it, its SSE id the notification id. A reconnect sends `Last-Event-ID` (or `last_event_id`) ' +
            'and first receives what it missed. Comment lines every 25 s keep it open.',
          querystring: notificationStreamQuerySchema,
        },
      },
      async (req, reply) => {
        const { token, ticket } = req.query;
        if (token !== undefined && ticket !== undefined) throw new HttpError(400, STREAM_MESSAGES.ticketAndToken);
        const lastEventId = lastEventIdHeader(req.headers['last-event-id']) ?? req.query.last_event_id ?? null;
        let credential: StreamCredential;
        if (token) credential = await stream.admitToken(token);
        else if (ticket) credential = await stream.admitTicket(ticket);
        else if (req.auth) credential = stream.admitIdentity(req.auth);
        else throw new HttpError(401, STREAM_MESSAGES.credentialRequired);
        reply.sse.keepAlive();
        const connection = await stream.open(credential, replySink(reply), lastEventId);
        reply.sse.onClose(() => connection.ended());
        if (!reply.sse.isConnected) connection.ended();
      },
    );
  };
}
