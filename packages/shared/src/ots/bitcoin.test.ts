import { describe, expect, it } from 'vitest';
import { BITCOIN_MAINNET, checkBitcoinAttestation, fromHex, toHex } from './index.ts';

/** Mainnet block 0: its bits are exactly the proof-of-work limit, 0x1d00ffff. */
const GENESIS =
  '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f61' +
  '7fc81bc3888a51323a9fb8aa4b1e5e4a29ab5f49ffff001d1dac2b7c';
const GENESIS_ROOT = fromHex(GENESIS.slice(72, 136));

/** A header over `root` claiming `bits`, its nonce searched until its hash meets that (easy) target. */
function madeUpHeader(root: Uint8Array, bits: number): string {
  const header = new Uint8Array(80);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x20000000, true);
  header.set(root, 36);
  view.setUint32(68, 1_764_000_000, true);
  view.setUint32(72, bits, true);
  const regtest = { name: 'a test chain', powLimitBits: 0x207fffff };
  for (let nonce = 0; ; nonce++) {
    view.setUint32(76, nonce, true);
    if (checkBitcoinAttestation(root, toHex(header), regtest).ok) return toHex(header);
  }
}

describe("a header's target must be within Bitcoin mainnet's proof-of-work limit", () => {
  it('the genesis block, exactly at the limit, holds', () => {
    expect(checkBitcoinAttestation(GENESIS_ROOT, GENESIS)).toMatchObject({
      ok: true,
      blockHashHex: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
    });
  });

  it('a made-up header claiming regtest difficulty (0x207fffff) is refused, though its hash meets its own target', () => {
    const root = fromHex('11'.repeat(32));
    const header = madeUpHeader(root, 0x207fffff);
    expect(checkBitcoinAttestation(root, header)).toMatchObject({
      ok: false,
      reason: 'the block claims less proof of work than Bitcoin mainnet allows',
    });
    // Only a caller that names another chain (the tests' stand-ins) accepts it.
    expect(checkBitcoinAttestation(root, header, { name: 'regtest', powLimitBits: 0x207fffff }).ok).toBe(true);
  });

  it('a target one step above the limit (0x1d010000) is refused; zero and negative targets too', () => {
    const withBits = (bits: string) => `${GENESIS.slice(0, 144)}${bits}${GENESIS.slice(152)}`;
    for (const bits of ['0000011d', '00000000', 'ffff801d']) {
      expect(checkBitcoinAttestation(GENESIS_ROOT, withBits(bits))).toMatchObject({
        ok: false,
        reason: `the block claims less proof of work than ${BITCOIN_MAINNET.name} allows`,
      });
    }
  });
});
