import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { checkBitcoinAttestation, listAttestations, parseOts, serializeOts, toHex } from '@holeout/shared/ots/index';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { BlockExplorerStandIn } from '../../test/block-explorer-stand-in.ts';
import { MAINNET_BLOCK_358391, OtsCalendarStandIn } from '../../test/ots-calendar-stand-in.ts';
import { stampingTestApp } from '../../test/stamping-test-app.ts';
import { CERTIFICATES_UPGRADE_JOB } from './certificates.jobs.ts';

// The app as it runs: Bitcoin mainnet's rules. The calendar stand-in serves the real path of the
// project's published example proof, and the explorer the real header of mainnet block 358391.
const FIXTURES = new URL('../../../../../packages/shared/src/ots/fixtures/', import.meta.url);
const helloWorld = new Uint8Array(readFileSync(new URL('hello-world.txt.ots', FIXTURES)));
const calendar = new OtsCalendarStandIn();
const explorer = new BlockExplorerStandIn([{ blocks: [MAINNET_BLOCK_358391] }]);
const { app, ctx, clock, player, award, run } = await stampingTestApp([calendar], explorer);

describe('a real proof on a real Bitcoin block, at mainnet difficulty', () => {
  it('pending at the calendar → the real path → verified at block 358391; the .ots is the published proof', async () => {
    const real = parseOts(helloWorld);
    // A certificate whose data hash is the example file's digest, stamped by the stand-in calendar
    // just after the proof's first operation (the calendar answers the rest of the real path).
    const pending = calendar.serveRealProof(real, 1);
    const { id } = await award(player, () => serializeOts(pending), {
      dataHash: toHex(real.digest),
      achievementValue: 21,
    });
    expect(toHex(real.digest)).toBe(createHash('sha256').update('Hello World!\n').digest('hex'));

    clock.advance(3_600_000);
    await run(CERTIFICATES_UPGRADE_JOB);
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
