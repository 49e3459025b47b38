/**
 * The attack suite's made-up blocks: a calendar that answers a Bitcoin attestation for a block
 * nobody mined on mainnet, with an explorer that serves it, must never make a certificate
 * "Blockchain Verified": its header claims regtest difficulty, met in a few nonces, which Bitcoin
 * mainnet's proof-of-work limit refuses. (A header served under another block's hash:
 * certificates-stamping.test.ts.)
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { ManualClock } from '../../lib/clock.ts';
import { CERTIFICATES_STAMP_JOB, CERTIFICATES_UPGRADE_JOB } from '../../modules/certificates/certificates.jobs.ts';
import { insertCertificate } from '../../modules/certificates/certificates.repo.ts';
import { BlockExplorerStandIn } from '../block-explorer-stand-in.ts';
import { buildPlayer } from '../factories.ts';
import { OtsCalendarStandIn } from '../ots-calendar-stand-in.ts';
import { createTestApp } from '../test-app.ts';

const calendar = new OtsCalendarStandIn(358391);
const explorer = new BlockExplorerStandIn([calendar]);
await Promise.all([calendar.start(), explorer.start()]);
afterAll(() => Promise.all([calendar.stop(), explorer.stop()]));

const clock = new ManualClock('2026-11-23T10:00:00Z');
// The app as main.ts builds it: no test chain.
const { app, ctx } = await createTestApp(
  { OTS_STAMPING: 'on', OTS_CALENDAR_URLS: calendar.url, OTS_EXPLORER_URL: explorer.url, OTS_TIMEOUT_MS: '500' },
  { clock },
);
const player = await buildPlayer(app);

async function run(job: string): Promise<void> {
  await ctx.jobs.send(job, {});
  await ctx.jobs.drain();
}

async function stampedCertificate(): Promise<string> {
  const id = randomUUID();
  const dataHash = createHash('sha256').update(id).digest('hex');
  await insertCertificate(ctx.db, {
    id,
    playerId: player.id,
    achievementType: 'consecutive_makes',
    // One certificate per (player, type, value): a value of its own.
    achievementValue: Number.parseInt(dataHash.slice(0, 6), 16),
    achievedAt: clock.now(),
    issuedAt: clock.now(),
    rarityTier: 'rare',
    achievementData: {},
    dataHash,
    otsProof: null,
  });
  await run(CERTIFICATES_STAMP_JOB);
  return id;
}

async function verified(id: string) {
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, id));
  return { isVerified: row.isVerified, bitcoinBlockHeight: row.bitcoinBlockHeight };
}

describe('made-up Bitcoin blocks never verify a certificate', () => {
  it('a header claiming regtest difficulty, its hash meeting its own target, is refused and logged', async () => {
    const warn = vi.spyOn(ctx.log, 'warn');
    const id = await stampedCertificate();
    const block = calendar.confirm(clock.now()); // mined in a few nonces at bits 0x207fffff
    expect(block.headerHex.slice(144, 152)).toBe('ffff7f20');
    clock.advance(3_600_000);
    await run(CERTIFICATES_UPGRADE_JOB);
    expect(await verified(id)).toEqual({ isVerified: false, bitcoinBlockHeight: null });
    expect(warn).toHaveBeenCalledWith(
      { height: block.height, reason: 'the block claims less proof of work than Bitcoin mainnet allows' },
      'Bitcoin attestation refused',
    );
    warn.mockRestore();
  });
});
