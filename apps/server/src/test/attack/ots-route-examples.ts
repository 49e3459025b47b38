/**
 * Valid requests of the proof route for the attack suite (test/attack/route-examples.ts spreads
 * this table into its own): `GET /certificates/{id}.ots` needs a stamped certificate, and the
 * attack app stamps nothing (stamping off), so the example writes one with a pending proof.
 * Not used by the server.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { fromHex, serializeOts } from '@holeout/shared/ots/index';
import { insertCertificate } from '../../modules/certificates/certificates.repo.ts';
import type { RouteSpecial } from './route-examples.ts';

export const OTS_ROUTE_SPECIALS: Record<string, RouteSpecial> = {
  'GET /api/certificates/{id}.ots': {
    why: 'needs a stamped certificate (a public read: no sign-in)',
    valid: async ({ db, me }) => {
      const id = randomUUID();
      const dataHash = 'ab'.repeat(32);
      const timestamp = { attestations: [{ kind: 'pending' as const, uri: 'http://127.0.0.1:9' }], branches: [] };
      await insertCertificate(db, {
        id,
        playerId: me.id,
        achievementType: 'attack',
        achievementValue: randomInt(2 ** 31 - 1), // a new award each time: never the (player, type, value) of another
        achievedAt: new Date(),
        issuedAt: new Date(),
        rarityTier: 'rare',
        achievementData: {},
        dataHash,
        otsProof: serializeOts({ hashOp: 'sha256', digest: fromHex(dataHash), timestamp }),
      });
      return { path: { id } };
    },
  },
};
