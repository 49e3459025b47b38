/**
 * The attack suite's made-up blocks: a calendar that answers a Bitcoin attestation for a block
 * nobody mined on mainnet, with an explorer that serves it, must never make a certificate
 * "Blockchain Verified": its header claims regtest difficulty, met in a few nonces, which Bitcoin
 * mainnet's proof-of-work limit refuses. (A header served under another block's hash:
 * certificates-stamping.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { CERTIFICATES_STAMP_JOB, CERTIFICATES_UPGRADE_JOB } from '../../modules/certificates/certificates.jobs.ts';
import { BlockExplorerStandIn } from '../block-explorer-stand-in.ts';
import { OtsCalendarStandIn } from '../ots-calendar-stand-in.ts';
import { stampingTestApp } from '../stamping-test-app.ts';

const calendar = new OtsCalendarStandIn(358391);
// The app as main.ts builds it: no test chain.
const { ctx, clock, award, run } = await stampingTestApp([calendar], new BlockExplorerStandIn([calendar]));

async function stampedCertificate(): Promise<string> {
  const { id } = await award();
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
