import {
  authResponseSchema,
  changePasswordRequestSchema,
  exchangeTicketRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  notificationPreferencesSchema,
  playerIdParamsSchema,
  playerSchema,
  publicPlayerSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updatePlayerRequestSchema,
  updateSocialsRequestSchema,
} from '@holeout/shared/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { assertSelf, requireAuth } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { AccountsService } from './accounts.service.ts';

const bearer = [{ bearer: [] }];
const updatedPlayerSchema = messageResponseSchema.extend({ player: playerSchema });

/** Sign-up, sign-in, password flows and the player's own account settings. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const accounts = new AccountsService(ctx);
  const limited = (max: number) => perIpLimit(ctx.config, max);

  return async (app) => {
    app.post(
      '/register',
      {
        config: limited(20),
        schema: { tags: ['accounts'], body: registerRequestSchema, response: { 201: authResponseSchema } },
      },
      async (req, reply) => reply.status(201).send(await accounts.register(req.body)),
    );

    app.post(
      '/login',
      {
        config: limited(20),
        schema: { tags: ['accounts'], body: loginRequestSchema, response: { 200: authResponseSchema } },
      },
      async (req) => accounts.login(req.body.email, req.body.password),
    );

    app.post(
      '/logout',
      {
        preValidation: requireAuth,
        schema: { tags: ['accounts'], security: bearer, response: { 200: messageResponseSchema } },
      },
      async (req) => accounts.logout(req.auth!.jti),
    );

    app.post(
      '/forgot-password',
      {
        config: limited(10),
        schema: { tags: ['accounts'], body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (req) => accounts.forgotPassword(req.body.email),
    );

    app.post(
      '/reset-password',
      {
        config: limited(10),
        schema: { tags: ['accounts'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (req) => accounts.resetPassword(req.body.token, req.body.password),
    );

    app.post(
      '/auth/ticket',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['accounts'],
          summary: 'A single-use 60-second ticket for an `auth_token` sign-in link',
          security: bearer,
          response: { 200: z.object({ ticket: z.string(), expires_in: z.number() }) },
        },
      },
      async (req) => ({ ticket: await ctx.tokens.issueTicket(req.auth!.playerId), expires_in: 60 }),
    );

    app.post(
      '/auth/exchange',
      {
        config: limited(20),
        schema: { tags: ['accounts'], body: exchangeTicketRequestSchema, response: { 200: authResponseSchema } },
      },
      async (req) => accounts.exchangeTicket(req.body.ticket),
    );

    app.post(
      '/player/:id/change-password',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['accounts'],
          security: bearer,
          params: playerIdParamsSchema,
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (req) => {
        const me = assertSelf(req, req.params.id);
        return accounts.changePassword(me, req.auth!.jti, req.body.old_password, req.body.new_password);
      },
    );

    app.get(
      '/player/:id/data',
      {
        schema: {
          tags: ['accounts'],
          summary: "The owner's full record; anyone else (or no token) gets the public name only",
          params: playerIdParamsSchema,
          response: { 200: z.union([playerSchema, publicPlayerSchema]) },
        },
      },
      async (req) => accounts.getPlayer(req.auth?.playerId ?? null, req.params.id),
    );

    app.put(
      '/player/:id',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['accounts'],
          security: bearer,
          params: playerIdParamsSchema,
          body: updatePlayerRequestSchema,
          response: { 200: updatedPlayerSchema },
        },
      },
      async (req) => {
        const me = assertSelf(req, req.params.id);
        const { name, phone, timezone } = req.body;
        return accounts.update(me, { name, phone, timezone }, 'Profile updated successfully');
      },
    );

    app.put(
      '/player/:id/socials',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['accounts'],
          security: bearer,
          params: playerIdParamsSchema,
          body: updateSocialsRequestSchema,
          response: { 200: updatedPlayerSchema },
        },
      },
      async (req) => {
        const me = assertSelf(req, req.params.id);
        const b = req.body;
        return accounts.update(
          me,
          { xUrl: b.x_url, tiktokUrl: b.tiktok_url, websiteUrl: b.website_url, telegramUrl: b.telegram_url },
          'Social links saved',
        );
      },
    );

    app.put(
      '/player/:id/notification-preferences',
      {
        preValidation: requireAuth,
        schema: {
          tags: ['accounts'],
          security: bearer,
          params: playerIdParamsSchema,
          body: notificationPreferencesSchema,
          response: { 200: updatedPlayerSchema },
        },
      },
      async (req) => accounts.updateNotificationPreferences(assertSelf(req, req.params.id), req.body),
    );
  };
}
