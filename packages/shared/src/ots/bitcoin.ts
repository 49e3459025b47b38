import { sha256 } from '@noble/hashes/sha2.js';
import { reversed, sameBytes, toHex } from './hex.ts';

/** What a Bitcoin block header says about a commitment. */
export interface BitcoinCheck {
  /**
   * The header's merkle root is the commitment, its target is within the chain's proof-of-work
   * limit and its hash meets that target.
   */
  ok: boolean;
  /** The header's merkle root as block explorers show it (byte-reversed); '' for a malformed header. */
  merkleRootHex: string;
  /** The block's time (the header's nTime). */
  time: Date;
  /** The block's hash as block explorers show it (byte-reversed double SHA-256 of the header). */
  blockHashHex: string;
  /** Why not, when not ok. */
  reason?: string;
}

/** The rules of the chain a header must belong to: the easiest target (compact `bits`) it may claim. */
export interface BitcoinChain {
  name: string;
  powLimitBits: number;
}

/**
 * Bitcoin mainnet: no block may claim a target above `0x1d00ffff` (difficulty 1). A header that
 * claims an easier target — regtest's `0x207fffff` is met by every second nonce — is made up.
 */
export const BITCOIN_MAINNET: BitcoinChain = { name: 'Bitcoin mainnet', powLimitBits: 0x1d00ffff };

const HEADER_HEX = /^[0-9a-fA-F]{160}$/;

/** The 256-bit target that compact `bits` stands for; null when negative or overflowing. */
function targetOf(bits: number): bigint | null {
  const exponent = bits >>> 24;
  const mantissa = bits & 0x7fffff;
  if (bits & 0x800000 || exponent > 34) return null;
  const target =
    exponent <= 3 ? BigInt(mantissa >>> (8 * (3 - exponent))) : BigInt(mantissa) << BigInt(8 * (exponent - 3));
  return target < 1n << 256n ? target : null;
}

function uint32le(b: Uint8Array, at: number): number {
  return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
}

/**
 * A Bitcoin attestation holds when the 80-byte header's merkle root equals the commitment
 * (internal byte order), the target its `bits` claim is no easier than the chain's proof-of-work
 * limit (mainnet unless told; only tests name another chain) and its hash meets that target.
 * That the header is the one at the attested height, on the chain with the most work, is what the
 * block explorer the caller asked is trusted for: compare `blockHashHex` with the hash it gave.
 */
export function checkBitcoinAttestation(
  commitment: Uint8Array,
  headerHex: string,
  chain: BitcoinChain = BITCOIN_MAINNET,
): BitcoinCheck {
  if (!HEADER_HEX.test(headerHex.trim())) {
    return { ok: false, merkleRootHex: '', time: new Date(0), blockHashHex: '', reason: 'not an 80-byte block header' };
  }
  const header = Uint8Array.from(headerHex.trim().match(/../g) ?? [], (h) => Number.parseInt(h, 16));
  const hash = reversed(sha256(sha256(header)));
  const root = header.subarray(36, 68);
  const result = {
    merkleRootHex: toHex(reversed(root)),
    time: new Date(uint32le(header, 68) * 1000),
    blockHashHex: toHex(hash),
  };
  const target = targetOf(uint32le(header, 72));
  const limit = targetOf(chain.powLimitBits) ?? 0n;
  if (!sameBytes(root, commitment)) {
    return { ok: false, ...result, reason: "the block's merkle root is not the proof's commitment" };
  }
  if (target === null || target === 0n || target > limit) {
    return { ok: false, ...result, reason: `the block claims less proof of work than ${chain.name} allows` };
  }
  if (BigInt(`0x${result.blockHashHex}`) > target) {
    return { ok: false, ...result, reason: "the block's proof of work does not meet its target" };
  }
  return { ok: true, ...result };
}
