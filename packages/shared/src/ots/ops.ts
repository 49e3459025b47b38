import { ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toHex } from './hex.ts';
import { OTS_LIMITS, OtsFormatError, type OtsOp } from './types.ts';

type OpName = OtsOp['op'];

/** The one-byte tag of each operation in the binary format. */
export const OP_TAGS: Record<OpName, number> = {
  sha1: 0x02,
  ripemd160: 0x03,
  sha256: 0x08,
  keccak256: 0x67,
  append: 0xf0,
  prepend: 0xf1,
  reverse: 0xf2,
  hexlify: 0xf3,
};

export const OP_BY_TAG = new Map<number, OpName>(Object.entries(OP_TAGS).map(([name, tag]) => [tag, name as OpName]));

/** The length of each hash operation's result. */
export const DIGEST_LENGTHS: Partial<Record<OpName, number>> = { sha1: 20, ripemd160: 20, sha256: 32, keccak256: 32 };

/**
 * The length of `op`'s result on a message of `length` bytes; throws OtsFormatError where the
 * reference implementation refuses (a message or result over 4096 bytes, reverse or hexlify of an
 * empty message, hexlify of more than 2048 bytes). Lets a parser check a proof without hashing.
 */
export function opResultLength(op: OtsOp, length: number): number {
  const max = OTS_LIMITS.maxMessageLength;
  if (length > (op.op === 'hexlify' ? max / 2 : max)) throw new OtsFormatError(`message too long for ${op.op}`);
  if ((op.op === 'reverse' || op.op === 'hexlify') && length === 0) {
    throw new OtsFormatError(`${op.op} of an empty message`);
  }
  const digest = DIGEST_LENGTHS[op.op];
  if (digest !== undefined) return digest;
  if (op.op === 'append' || op.op === 'prepend') {
    if (length + op.arg.length > max) throw new OtsFormatError(`${op.op} result too long`);
    return length + op.arg.length;
  }
  return op.op === 'hexlify' ? length * 2 : length;
}

/** The result of one commitment operation on a message. */
export function applyOp(op: OtsOp, msg: Uint8Array): Uint8Array {
  opResultLength(op, msg.length);
  switch (op.op) {
    case 'sha256':
      return sha256(msg);
    case 'sha1':
      return sha1(msg);
    case 'ripemd160':
      return ripemd160(msg);
    case 'keccak256':
      return keccak_256(msg);
    case 'append':
      return concatBytes(msg, op.arg);
    case 'prepend':
      return concatBytes(op.arg, msg);
    case 'reverse':
      return Uint8Array.from(msg).reverse();
    case 'hexlify':
      return new TextEncoder().encode(toHex(msg));
  }
}

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
