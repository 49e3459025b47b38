import {
  certificateIdParamsSchema,
  certificatePlayerParamsSchema,
  playerCertificatesSchema,
  publicCertificateSchema,
} from '@holeout/shared/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentIdentity } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { CertificatesService } from './certificates.service.ts';

const tags = ['certificates'];

/**
 * Achievement certificates (spec 01 §7): a player's list behind the membership policy, and each
 * certificate's public page data for anyone. `GET /certificates/{id}.ots` (the proof) lives with
 * the stamping; its path never matches these two.
 */
export function certificateRoutes(certificates: CertificatesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/certificates/:playerId',
      signedIn({
        tags,
        summary: "A player's achievement certificates; viewers without a subscription get the upgrade prompt's types",
        params: certificatePlayerParamsSchema,
        response: { 200: playerCertificatesSchema },
      }),
      async (req) => certificates.playerCertificates(currentIdentity(req).membershipTier, req.params.playerId),
    );

    app.get(
      '/certificates/:id/public',
      {
        schema: {
          tags,
          summary: 'One certificate as its public page shows and verifies it (no sign-in, no private data)',
          params: certificateIdParamsSchema,
          response: { 200: publicCertificateSchema },
        },
      },
      async (req) => certificates.publicCertificate(req.params.id),
    );
  };
}
