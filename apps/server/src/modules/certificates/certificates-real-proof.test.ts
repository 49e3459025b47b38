import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { checkBitcoinAttestation, listAttestations, parseOts, serializeOts, toHex } from '@holeout/shared/ots/index';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { ManualClock } from '../../lib/clock.ts';
import { BlockExplorerStandIn } from '../../test/block-explorer-stand-in.ts';
import { buildPlayer } from '../../test/factories.ts';
import { MAINNET_BLOCK_358391, OtsCalendarStandIn } from '../../test/ots-calendar-stand-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { CERTIFICATES_UPGRADE_JOB } from './certificates.jobs.ts';
import { insertCertificate } from './certificates.repo.ts';

// The app as it runs: Bitcoin mainnet's rules. The calendar stand-in serves the real path of the
// project's published example proof, and the explorer the real header of mainnet block 358391.
const FIXTURES = new URL('../../../../../packages/shared/src/ots/fixtures/', import.meta.url);
const helloWorld = new Uint8Array(readFileSync(new URL('hello-world.txt.ots', FIXTURES)));
const calendar = new OtsCalendarStandIn();
const explorer = new BlockExplorerStandIn([{ blocks: [MAINNET_BLOCK_358391] }]);
await Promise.all([calendar.start(), explorer.start()]);
afterAll(() => Promise.all([calendar.stop(), explorer.stop()]));

const clock = new ManualClock('2026-11-23T10:00:00Z');
const { app, ctx } = await createTestApp(
  { OTS_STAMPING: 'on', OTS_CALENDAR_URLS: calendar.url, OTS_EXPLORER_URL: explorer.url, OTS_TIMEOUT_MS: '500' },
  { clock },
);
const player = await buildPlayer(app);

describe('a real proof on a real Bitcoin block, at mainnet difficulty', () => {
  it('pending at the calendar → the real path → verified at block 358391; the .ots is the published proof', async () => {
    const real = parseOts(helloWorld);
    // A certificate whose data hash is the example file's digest, stamped by the stand-in calendar
    // just after the proof's first operation (the calendar answers the rest of the real path).
    const pending = calendar.serveRealProof(real, 1);
    const id = randomUUID();
    await insertCertificate(ctx.db, {
      id,
      playerId: player.id,
      achievementType: 'consecutive_makes',
      achievementValue: 21,
      achievedAt: clock.now(),
      issuedAt: clock.now(),
      rarityTier: 'rare',
      achievementData: {},
      dataHash: toHex(real.digest),
      otsProof: serializeOts(pending),
    });
    expect(toHex(real.digest)).toBe(createHash('sha256').update('Hello World!\n').digest('hex'));

    clock.advance(3_600_000);
    await ctx.jobs.send(CERTIFICATES_UPGRADE_JOB, {});
    await ctx.jobs.drain();
    const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, id));
    expect(row).toMatchObject({ isVerified: true, bitcoinBlockHeight: 358391 });

    const res = await app.inject({ url: `/api/certificates/${id}.ots` });
    const bytes = new Uint8Array(res.rawPayload);
    // Canonical serialisation: the upgraded proof is the reference client's file, byte for byte.
    expect(toHex(bytes)).toBe(toHex(helloWorld));
    const [found] = listAttestations(parseOts(bytes));
    expect(checkBitcoinAttestation(found.commitment, MAINNET_BLOCK_358391.headerHex)).toMatchObject({
      ok: true,
      blockHashHex: MAINNET_BLOCK_358391.hashHex,
    });
  });
});
