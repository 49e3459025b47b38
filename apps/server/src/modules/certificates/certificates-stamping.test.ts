import { randomUUID } from 'node:crypto';
import {
  checkBitcoinAttestation,
  type DetachedTimestamp,
  fromHex,
  listAttestations,
  parseOts,
  serializeOts,
  toHex,
} from '@holeout/shared/ots/index';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { BlockExplorerStandIn } from '../../test/block-explorer-stand-in.ts';
import { buildPlayer } from '../../test/factories.ts';
import { OtsCalendarStandIn, STAND_IN_CHAIN, type StandInBlock } from '../../test/ots-calendar-stand-in.ts';
import { stampingTestApp } from '../../test/stamping-test-app.ts';
import { CERTIFICATES_STAMP_JOB, CERTIFICATES_UPGRADE_JOB } from './certificates.jobs.ts';
import { PROOF_NOT_STAMPED } from './certificates-stamping.service.ts';

// Two local calendars on their own chains, and an explorer that serves both chains' blocks. Their
// blocks are mined at regtest difficulty, so this app is handed the stand-ins' test chain; the
// app itself checks mainnet, which refuses them (attack/made-up-block.test.ts), and a real proof
// verifies end to end on a real header (certificates-real-proof.test.ts).
const alice = new OtsCalendarStandIn(900_000);
const bob = new OtsCalendarStandIn(950_000);
/** Blocks a test makes the explorer serve under a hash of its choosing. */
const forged: { blocks: StandInBlock[] } = { blocks: [] };
const explorer = new BlockExplorerStandIn([alice, bob, forged]);
const { app, ctx, clock, player, award, run } = await stampingTestApp([alice, bob], explorer, STAND_IN_CHAIN);

beforeEach(() => {
  alice.mode = 'ok';
  bob.mode = 'ok';
  explorer.down = false;
});

const stamp = () => run(CERTIFICATES_STAMP_JOB);
const upgrade = () => run(CERTIFICATES_UPGRADE_JOB);

async function row(id: string) {
  const [r] = await ctx.db.select().from(certificates).where(eq(certificates.id, id));
  return r;
}

async function download(id: string): Promise<DetachedTimestamp> {
  const res = await app.inject({ method: 'GET', url: `/api/certificates/${id}.ots` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/octet-stream');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${id}.ots"`);
  return parseOts(new Uint8Array(res.rawPayload));
}

function pendingUris(proof: DetachedTimestamp): string[] {
  return listAttestations(proof).flatMap((a) => (a.attestation.kind === 'pending' ? [a.attestation.uri] : []));
}

/** Verifies a proof as anyone would: its digest is the hash, each Bitcoin attestation holds on the explorer's header. */
async function verifyWithExplorer(proof: DetachedTimestamp, dataHash: string): Promise<number[]> {
  expect(toHex(proof.digest)).toBe(dataHash);
  const heights: number[] = [];
  for (const { attestation, commitment } of listAttestations(proof)) {
    if (attestation.kind !== 'bitcoin') continue;
    const hash = await (await fetch(`${explorer.url}/block-height/${attestation.height}`)).text();
    const header = await (await fetch(`${explorer.url}/block/${hash}/header`)).text();
    const check = checkBitcoinAttestation(commitment, header, STAND_IN_CHAIN);
    expect(check).toMatchObject({ ok: true, blockHashHex: hash });
    heights.push(attestation.height);
  }
  return heights;
}

describe('stamping certificates on Bitcoin through OpenTimestamps calendars', () => {
  it('stamp → pending → confirm → upgrade → verified, and the downloaded .ots verifies on the explorer header', async () => {
    const cert = await award();
    await stamp();
    const stamped = await row(cert.id);
    expect(stamped).toMatchObject({ isVerified: false, stampedAt: clock.now(), stampAttempts: 0 });
    const pending = await download(cert.id);
    expect(toHex(pending.digest)).toBe(cert.dataHash);
    // Canonical order: the calendars' branches sorted by their operations (random nonces).
    expect(pendingUris(pending).sort()).toEqual([alice.url, bob.url].sort());

    // Not in a block yet: the calendars answer 404 and the certificate waits.
    clock.advance(3_600_000);
    await upgrade();
    expect(alice.requests.at(-1)).toMatch(/^GET \/timestamp\/[0-9a-f]+$/);
    expect(await row(cert.id)).toMatchObject({ isVerified: false, bitcoinBlockHeight: null, stampAttempts: 1 });

    const block = alice.confirm(clock.now());
    clock.advance(3_600_000);
    await upgrade();
    expect(await row(cert.id)).toMatchObject({ isVerified: true, bitcoinBlockHeight: block.height });
    const proof = await download(cert.id);
    expect(await verifyWithExplorer(proof, cert.dataHash)).toEqual([block.height]);
    expect(pendingUris(proof)).toEqual([bob.url]); // alice's pending attestation is now complete

    const list = await app.inject({ url: `/api/player/${player.id}/notifications`, headers: player.auth });
    expect(list.json().notifications[0]).toMatchObject({
      title: 'Blockchain Verified',
      message: `Your achievement certificate is now recorded on the Bitcoin blockchain (block ${block.height}).`,
      link_path: `/certificates/${cert.id}`,
    });
    bob.confirm(clock.now()); // leave no pending commitment for the next tests
  });

  it('calendars down, then one up: nothing is lost, tries back off, a slow calendar is left behind', async () => {
    alice.mode = 'down';
    bob.mode = 'down';
    const cert = await award();
    await stamp();
    expect(await row(cert.id)).toMatchObject({
      otsProof: null,
      stampAttempts: 1,
      nextStampCheckAt: new Date(clock.now().getTime() + 60_000),
    });
    const asked = alice.requests.length;
    await stamp(); // not due yet: no calendar is asked
    expect(alice.requests.length).toBe(asked);
    clock.advance(60_000);
    await stamp();
    expect(await row(cert.id)).toMatchObject({
      otsProof: null,
      stampAttempts: 2,
      nextStampCheckAt: new Date(clock.now().getTime() + 120_000),
    });

    alice.mode = 'ok';
    bob.mode = 'slow';
    clock.advance(120_000);
    const started = Date.now();
    await stamp();
    expect(Date.now() - started).toBeLessThan(bob.slowMs);
    expect(await row(cert.id)).toMatchObject({ stampAttempts: 0 });
    expect(pendingUris(await download(cert.id))).toEqual([alice.url]);

    // The explorer down: a confirmed block is not believed until its header can be checked.
    const block = alice.confirm(clock.now());
    explorer.down = true;
    clock.advance(3_600_000);
    await upgrade();
    expect(await row(cert.id)).toMatchObject({ isVerified: false });
    explorer.down = false;
    clock.advance(3_600_000);
    await upgrade();
    expect(await row(cert.id)).toMatchObject({ isVerified: true, bitcoinBlockHeight: block.height });
  });

  it('a calendar answering garbage is refused and logged; the other calendar stamps', async () => {
    const warn = vi.spyOn(ctx.log, 'warn');
    alice.mode = 'garbage';
    const cert = await award();
    await stamp();
    expect(pendingUris(await download(cert.id))).toEqual([bob.url]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ calendar: alice.url }),
      expect.stringMatching(/answered garbage .*: refused/),
    );

    bob.mode = 'garbage';
    const block = bob.confirm(clock.now());
    clock.advance(3_600_000);
    await upgrade();
    expect(await row(cert.id)).toMatchObject({ isVerified: false });
    bob.mode = 'ok';
    clock.advance(3_600_000);
    await upgrade();
    expect(await row(cert.id)).toMatchObject({ isVerified: true, bitcoinBlockHeight: block.height });
    warn.mockRestore();
  });

  it('several certificates in one batch: each gets its own proof, which verifies on its own', async () => {
    const other = await buildPlayer(app);
    const certs = await Promise.all([award(), award(other), award(), award(other), award()]);
    const before = bob.requests.length;
    await stamp();
    expect(bob.requests.slice(before).filter((r) => r === 'POST /digest')).toHaveLength(1);
    const block = bob.confirm(clock.now());
    alice.confirm(clock.now());
    clock.advance(3_600_000);
    await upgrade();
    for (const cert of certs) {
      expect(await row(cert.id)).toMatchObject({ isVerified: true });
      const heights = await verifyWithExplorer(await download(cert.id), cert.dataHash);
      expect(heights).toContain(block.height);
    }
  });

  it('a header the explorer serves under another hash than the one it named for the height is not believed', async () => {
    const warn = vi.spyOn(ctx.log, 'warn');
    const cert = await award();
    await stamp();
    const block = alice.confirm(clock.now());
    // The explorer names another hash for the height, and serves the real header under it.
    alice.blocks.splice(alice.blocks.indexOf(block), 1);
    forged.blocks.push({ ...block, hashHex: 'ab'.repeat(32) });
    clock.advance(3_600_000);
    await upgrade();
    expect(await row(cert.id)).toMatchObject({ isVerified: false });
    expect(warn).toHaveBeenCalledWith(
      { height: block.height, reason: `the header is not block ${'ab'.repeat(32)}` },
      'Bitcoin attestation refused',
    );
    forged.blocks.splice(0, 1, block);
    clock.advance(3_600_000);
    await upgrade();
    expect(await row(cert.id)).toMatchObject({ isVerified: true, bitcoinBlockHeight: block.height });
    warn.mockRestore();
    bob.confirm(clock.now()); // leave no pending commitment for the next tests
  });

  it('a pending attestation naming a calendar that is not configured is never followed', async () => {
    const elsewhere = new OtsCalendarStandIn();
    await elsewhere.start();
    const timestamp = { attestations: [{ kind: 'pending' as const, uri: elsewhere.url }], branches: [] };
    const { id } = await award(player, (dataHash) =>
      serializeOts({ hashOp: 'sha256', digest: fromHex(dataHash), timestamp }),
    );
    clock.advance(3_600_000);
    await upgrade();
    expect(elsewhere.requests).toEqual([]);
    expect(await row(id)).toMatchObject({ isVerified: false, stampAttempts: 1 });
    await elsewhere.stop();
  });

  it('GET /certificates/{id}.ots: 404 for an unknown or unstamped certificate, 400 for a malformed id', async () => {
    const unknown = await app.inject({ url: `/api/certificates/${randomUUID()}.ots` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Certificate not found');
    alice.mode = 'down';
    bob.mode = 'down';
    const cert = await award();
    await stamp();
    const waiting = await app.inject({ url: `/api/certificates/${cert.id}.ots` });
    expect(waiting.statusCode).toBe(404);
    expect(waiting.json().message).toBe(PROOF_NOT_STAMPED);
    expect((await app.inject({ url: '/api/certificates/nope.ots' })).statusCode).toBe(400);
  });
});
