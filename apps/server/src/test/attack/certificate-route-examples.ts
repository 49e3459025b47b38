/**
 * Valid requests of the certificate routes for the attack suite (test/attack/route-examples.ts
 * spreads this table into its own). Not used by the server.
 */
import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema/certificates.ts';
import { OTS_ROUTE_SPECIALS } from './ots-route-examples.ts';
import type { RouteSpecial } from './route-examples.ts';

export const CERTIFICATE_ROUTE_SPECIALS: Record<string, RouteSpecial> = {
  'GET /api/certificates/{playerId}': {
    why: "reads another player's certificates: allowed, the membership rule is about the viewer (spec 01 §6)",
    otherPlayer: 'public',
  },
  'GET /api/certificates/{id}/public': {
    why: 'needs an existing certificate (a public read: no sign-in); the same one every time, so answers compare',
    valid: async (ctx) => {
      const [held] = await ctx.db
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.playerId, ctx.me.id))
        .limit(1);
      if (held) return { path: { id: held.id } };
      // The player's own token stays: the suite makes its bad tokens from it (the route reads none).
      const made = await OTS_ROUTE_SPECIALS['GET /api/certificates/{id}.ots']?.valid?.(ctx);
      return { path: made?.path ?? {} };
    },
  },
};
