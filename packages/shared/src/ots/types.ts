/**
 * The OpenTimestamps proof model (https://opentimestamps.org): a tree whose root is a message (the
 * timestamped digest), whose edges are commitment operations and whose leaves are attestations.
 */

/** A commitment operation: its result cannot be had without its input. */
export type OtsOp =
  | { op: 'sha256' | 'sha1' | 'ripemd160' | 'keccak256' | 'reverse' | 'hexlify' }
  | { op: 'append' | 'prepend'; arg: Uint8Array };

/** What a message was attested by: a calendar that promises more (pending), a Bitcoin block, or a notary we do not know. */
export type OtsAttestation =
  | { kind: 'pending'; uri: string }
  | { kind: 'bitcoin'; height: number }
  | { kind: 'unknown'; tag: Uint8Array; payload: Uint8Array };

/** The 8-byte tags (hex) of the attestations the format knows. */
export const ATTESTATION_TAGS = { pending: '83dfe30d2ef90c8e', bitcoin: '0588960d73d71901' } as const;

/** One node of the tree: the attestations of its message, and the operations that lead on from it. */
export interface OtsTimestamp {
  attestations: OtsAttestation[];
  branches: { op: OtsOp; next: OtsTimestamp }[];
}

/**
 * The hash a `.ots` file names for the timestamped data. The reference reads all four; a
 * certificate is always SHA-256, and a verifier says so for the others instead of calling them
 * malformed.
 */
export type OtsFileHashOp = 'sha256' | 'sha1' | 'ripemd160' | 'keccak256';

/** A `.ots` file: the digest of the timestamped data and the tree that starts from it. */
export interface DetachedTimestamp {
  hashOp: OtsFileHashOp;
  digest: Uint8Array;
  timestamp: OtsTimestamp;
}

/** Anything about a proof's bytes that is not the documented format, or beyond its limits. */
export class OtsFormatError extends Error {
  override name = 'OtsFormatError';
}

/**
 * Limits that keep hostile input cheap (the reference implementation's): a message or op result of
 * at most 4096 bytes, a tree at most 256 operations deep, an attestation payload of at most 8192
 * bytes, a calendar URI of at most 1000 characters; and a whole file of at most 64 KiB (a proof
 * with several calendars and a Bitcoin path is about 1 KiB).
 */
export const OTS_LIMITS = {
  maxMessageLength: 4096,
  maxDepth: 256,
  maxPayloadLength: 8192,
  maxUriLength: 1000,
  maxFileLength: 64 * 1024,
} as const;
