import { authResponseSchema, messageResponseSchema } from '@holeout/shared/accounts';
import {
  completeOAuthSignupRequestSchema,
  linkOAuthRequestSchema,
  oauthCallbackQuerySchema,
  oauthInitRequestSchema,
  oauthInitResponseSchema,
  oauthProviderParamsSchema,
  providersResponseSchema,
} from '@holeout/shared/sign-in-providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { currentPlayerId } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { OAuthService } from './oauth.service.ts';
import type { SignInMethodsService } from './sign-in-methods.service.ts';

/** The request's cookies by name (only the OAuth binding cookie is ever read). */
function cookies(header: string | undefined): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0) jar[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return jar;
}

/** Google and LinkedIn (OpenID Connect): providers, init, callback, link and setup completion. */
export function oauthRoutes(oauth: OAuthService, methods: SignInMethodsService, config: Config): FastifyPluginAsyncZod {
  const limited = (max: number) => perIpLimit(config, max);

  return async (app) => {
    app.get(
      '/auth/providers',
      {
        schema: {
          tags: ['auth'],
          summary: 'The OpenID Connect providers this server is configured for',
          response: { 200: providersResponseSchema },
        },
      },
      async () => oauth.providers(),
    );

    app.post(
      '/auth/:provider/init',
      {
        config: limited(30),
        schema: {
          tags: ['auth'],
          summary: 'Starts a sign-in (or, with a bearer token and mode link, a link) at the provider',
          params: oauthProviderParamsSchema,
          body: oauthInitRequestSchema,
          response: { 200: oauthInitResponseSchema },
        },
      },
      async (req, reply) => {
        const { answer, cookie } = await oauth.init(req.params.provider, req.body.mode, req.auth?.playerId ?? null);
        reply.header('set-cookie', cookie);
        return answer;
      },
    );

    app.get(
      '/auth/:provider/callback',
      {
        config: limited(30),
        schema: {
          tags: ['auth'],
          summary: "The provider's redirect back; answers a redirect to the web app's return page",
          params: oauthProviderParamsSchema,
          querystring: oauthCallbackQuerySchema,
          response: { 302: z.null() },
        },
      },
      async (req, reply) => {
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
        const location = await oauth.callback(req.params.provider, {
          ...req.query,
          query,
          cookies: cookies(req.headers.cookie),
        });
        return reply.redirect(location, 302);
      },
    );

    app.post(
      '/auth/link-oauth',
      signedIn(
        {
          tags: ['auth'],
          summary: 'Links the identity of a link token to the signed-in account with that e-mail',
          body: linkOAuthRequestSchema,
          response: { 200: messageResponseSchema },
        },
        {
          config: limited(20),
        },
      ),
      async (req) => methods.completeLink(currentPlayerId(req), req.body.linkToken, req.body.provider),
    );

    app.post(
      '/auth/complete-oauth-signup',
      {
        config: limited(20),
        schema: {
          tags: ['auth'],
          summary: 'Creates the account of a setup token with the chosen display name',
          body: completeOAuthSignupRequestSchema,
          response: { 201: authResponseSchema },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await methods.completeSignup(req.body.setupToken, req.body.displayName, req.body.provider)),
    );
  };
}
