import { certificateIdParamsSchema } from '@holeout/shared/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertificatesStampingService } from './certificates-stamping.service.ts';

/**
 * `GET /certificates/{id}.ots`: a certificate's own OpenTimestamps proof, for anyone (no sign-in):
 * what the public page's download and in-browser verification read. The `.ots` suffix keeps the
 * path apart from `/certificates/{playerId}` and `/certificates/{id}/public`.
 */
export function otsProofRoutes(stamping: CertificatesStampingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/certificates/:id.ots',
      {
        schema: {
          tags: ['certificates'],
          summary: "A certificate's OpenTimestamps proof (.ots), verifiable with any OpenTimestamps client",
          params: certificateIdParamsSchema,
        },
      },
      async (req, reply) => {
        const proof = await stamping.proofFile(req.params.id);
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', `attachment; filename="certificate-${req.params.id}.ots"`)
          .header('cache-control', 'no-cache')
          .send(Buffer.from(proof));
      },
    );
  };
}
