import { messageResponseSchema } from '@holeout/shared/accounts';
import { signInMethodParamsSchema, signInMethodsResponseSchema } from '@holeout/shared/sign-in-providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentPlayerId } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/route-options.ts';
import { nostrRoutes } from './nostr.routes.ts';
import type { NostrService } from './nostr.service.ts';
import { oauthRoutes } from './oauth.routes.ts';
import type { OAuthService } from './oauth.service.ts';
import type { SignInMethodsService } from './sign-in-methods.service.ts';

export interface SignInProviderServices {
  methods: SignInMethodsService;
  oauth: OAuthService;
  nostr: NostrService;
}

/** Outside sign-in: the OpenID Connect and Nostr flows, and the player's list of sign-in methods. */
export function signInMethodRoutes(services: SignInProviderServices, config: Config): FastifyPluginAsyncZod {
  const { methods } = services;
  return async (app) => {
    await app.register(oauthRoutes(services.oauth, methods, config));
    await app.register(nostrRoutes(services.nostr, config));

    app.get(
      '/auth/sign-in-methods',
      signedIn({
        tags: ['auth'],
        summary: 'How the signed-in player can sign in: the password and each linked identity',
        response: { 200: signInMethodsResponseSchema },
      }),
      async (req) => ({ ...(await methods.list(currentPlayerId(req))), ...services.oauth.providers() }),
    );

    app.delete(
      '/auth/sign-in-methods/:id',
      signedIn({
        tags: ['auth'],
        summary: 'Unlinks an identity; never the last way in',
        params: signInMethodParamsSchema,
        response: { 200: messageResponseSchema },
      }),
      async (req) => methods.unlink(currentPlayerId(req), req.params.id),
    );
  };
}
