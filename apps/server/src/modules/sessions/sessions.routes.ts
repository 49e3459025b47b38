import { Readable } from 'node:stream';
import { playerIdParamsSchema } from '@holeout/shared/accounts';
import { type CaptureSource, cameraSessionUploadSchema, sessionUploadSchema } from '@holeout/shared/putt-log';
import {
  latestSessionsQuerySchema,
  latestSessionsSchema,
  sessionsPageQuerySchema,
  sessionsPageSchema,
  sessionUploadResponseSchema,
} from '@holeout/shared/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertSelf, bearerSecurity, currentIdentity, currentPlayerId, requireAuth } from '../../plugins/auth.ts';
import { sendSerialised, signedIn } from '../../plugins/route-options.ts';
import type { SessionsService } from './sessions.service.ts';

/**
 * Body limit of the upload alone. 5,000 putts in the legacy `putt_list` shape measure about
 * 0.7 MB compact and 1.1 MB pretty-printed with 4-space indents; 2 MiB leaves headroom for both.
 */
export const SESSION_UPLOAD_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The three upload paths and the source each one stores (decision 039): the path, not a field of
 * the body, says how a session was captured. Same body, same answers; the camera's adds `labels`.
 */
const UPLOAD_PATHS: { url: string; source: CaptureSource; summary: string; schema: typeof sessionUploadSchema }[] = [
  {
    url: '/sessions',
    source: 'desktop',
    summary: "Upload a session from the desktop app for the token's player (idempotent by session_id)",
    schema: sessionUploadSchema,
  },
  {
    url: '/sessions/phone',
    source: 'phone',
    summary: "Upload a session tapped in the browser recorder for the token's player (idempotent by session_id)",
    schema: sessionUploadSchema,
  },
  {
    url: '/sessions/camera',
    source: 'camera',
    summary:
      "Upload a session tracked by the browser camera, with the golfer's corrections as labels (idempotent by session_id)",
    schema: cameraSessionUploadSchema,
  },
];

/** The uploads (desktop app, phone recorder, camera tracker), a player's history (page, latest, CSV export). */
export function sessionRoutes(sessions: SessionsService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const path of UPLOAD_PATHS) {
      app.post(
        path.url,
        {
          // Checked on arrival, so an anonymous caller's body (up to 2 MiB) is never read.
          onRequest: requireAuth,
          bodyLimit: SESSION_UPLOAD_BODY_LIMIT,
          schema: {
            tags: ['sessions'],
            summary: path.summary,
            security: bearerSecurity,
            body: path.schema,
            response: { 200: sessionUploadResponseSchema, 201: sessionUploadResponseSchema },
          },
        },
        async (req, reply) => {
          const result = await sessions.upload(currentPlayerId(req), req.body, path.source);
          return reply.status(result.created ? 201 : 200).send({ success: true as const, ...result });
        },
      );
    }

    app.get(
      '/player/:id/sessions',
      signedIn(
        {
          tags: ['sessions'],
          summary: "A page of a player's sessions, newest first",
          params: playerIdParamsSchema,
          querystring: sessionsPageQuerySchema,
          response: { 200: sessionsPageSchema },
        },
        // Sent as kept (decision 062): no serializer, no response check (decision 008).
      ),
      async (req, reply) =>
        sendSerialised(
          reply,
          await sessions.pageJson(currentIdentity(req).membershipTier, req.params.id, req.query.page, req.query.limit),
        ),
    );

    app.get(
      '/player-sessions-latest',
      signedIn(
        {
          tags: ['sessions'],
          summary: "A player's newest sessions",
          querystring: latestSessionsQuerySchema,
          response: { 200: latestSessionsSchema },
        },
        // Sent as kept (decision 062): no serializer, no response check (decision 008).
      ),
      async (req, reply) =>
        sendSerialised(
          reply,
          await sessions.latestJson(currentIdentity(req).membershipTier, req.query.player_id, req.query.limit),
        ),
    );

    // No response schema: the body is a CSV stream, not JSON.
    app.get(
      '/player/:id/sessions.csv',
      signedIn({
        tags: ['sessions'],
        summary: 'Export all of your own sessions as CSV, newest first',
        params: playerIdParamsSchema,
      }),
      async (req, reply) => {
        const csv = sessions.csvExport(assertSelf(req, req.params.id));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.fileName}"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(csv.lines));
      },
    );
  };
}
