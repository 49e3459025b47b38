import {
  authResponseSchema,
  changePasswordRequestSchema,
  exchangeTicketRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  playerIdParamsSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@holeout/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { assertSelf, currentIdentity } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { AuthService } from './auth.service.ts';

/** Sign-up, sign-in and out, password flows and URL tickets. */
export function authRoutes(auth: AuthService, config: Config): FastifyPluginAsyncZod {
  const limited = (max: number) => perIpLimit(config, max);

  return async (app) => {
    app.post(
      '/register',
      {
        config: limited(20),
        schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: authResponseSchema } },
      },
      async (req, reply) => reply.status(201).send(await auth.register(req.body)),
    );

    app.post(
      '/login',
      {
        config: limited(20),
        schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: authResponseSchema } },
      },
      async (req) => auth.login(req.body.email, req.body.password, req.ip),
    );

    app.post('/logout', signedIn({ tags: ['auth'], response: { 200: messageResponseSchema } }), async (req) =>
      auth.logout(currentIdentity(req).jti),
    );

    app.post(
      '/forgot-password',
      {
        config: limited(10),
        schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (req) => auth.forgotPassword(req.body.email),
    );

    app.post(
      '/reset-password',
      {
        config: limited(10),
        schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (req) => auth.resetPassword(req.body.token, req.body.password),
    );

    app.post(
      '/auth/ticket',
      signedIn({
        tags: ['auth'],
        summary: 'A single-use 60-second ticket for an `auth_token` sign-in link',
        response: { 200: z.object({ ticket: z.string(), expires_in: z.number() }) },
      }),
      async (req) => {
        const { playerId, jti } = currentIdentity(req);
        return auth.issueTicket(playerId, jti);
      },
    );

    app.post(
      '/auth/exchange',
      {
        config: limited(20),
        schema: { tags: ['auth'], body: exchangeTicketRequestSchema, response: { 200: authResponseSchema } },
      },
      async (req) => auth.exchangeTicket(req.body.ticket),
    );

    app.post(
      '/player/:id/change-password',
      signedIn({
        tags: ['auth'],
        params: playerIdParamsSchema,
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      }),
      async (req) => {
        const me = assertSelf(req, req.params.id);
        return auth.changePassword(me, currentIdentity(req).jti, req.body.old_password, req.body.new_password);
      },
    );
  };
}
