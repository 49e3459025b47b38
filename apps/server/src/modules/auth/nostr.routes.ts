import { messageResponseSchema } from '@holeout/shared/accounts';
import {
  nostrChallengeResponseSchema,
  nostrEventRequestSchema,
  nostrSignInResponseSchema,
} from '@holeout/shared/sign-in-providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { currentPlayerId } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { NostrService } from './nostr.service.ts';

/** Nostr (NIP-07 + NIP-98): a challenge, then the signed event to sign in or to link the key. */
export function nostrRoutes(nostr: NostrService, config: Config): FastifyPluginAsyncZod {
  const limited = (max: number) => perIpLimit(config, max);

  return async (app) => {
    app.post(
      '/auth/nostr/challenge',
      {
        config: limited(30),
        schema: {
          tags: ['auth'],
          summary: 'A one-time challenge and the URL the NIP-98 event must name',
          body: z.object({ action: z.enum(['sign-in', 'link']) }),
          response: { 200: nostrChallengeResponseSchema },
        },
      },
      async (req) => nostr.challenge(req.body.action),
    );

    app.post(
      '/auth/nostr/sign-in',
      {
        config: limited(20),
        schema: {
          tags: ['auth'],
          summary: 'Signs in with a NIP-98 event; a new key answers a setup token',
          body: nostrEventRequestSchema,
          response: { 200: nostrSignInResponseSchema },
        },
      },
      async (req) => nostr.signIn(req.body.event),
    );

    app.post(
      '/auth/nostr/link',
      signedIn(
        {
          tags: ['auth'],
          summary: "Links the NIP-98 event's key to the signed-in account",
          body: nostrEventRequestSchema,
          response: { 200: messageResponseSchema },
        },
        {
          config: limited(20),
        },
      ),
      async (req) => nostr.link(currentPlayerId(req), req.body.event),
    );
  };
}
