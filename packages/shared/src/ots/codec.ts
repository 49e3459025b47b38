import { canonicalTimestamp } from './canonical.ts';
import { fromHex } from './hex.ts';
import { DIGEST_LENGTHS, OP_BY_TAG, OP_TAGS, opResultLength } from './ops.ts';
import {
  ATTESTATION_TAGS,
  type DetachedTimestamp,
  OTS_LIMITS,
  type OtsAttestation,
  type OtsFileHashOp,
  OtsFormatError,
  type OtsOp,
  type OtsTimestamp,
} from './types.ts';

/** The first bytes of every `.ots` file, then the major version 1. */
const MAGIC = fromHex('004f70656e54696d657374616d7073000050726f6f6600bf89e2e884e89294');
const MAJOR_VERSION = 1;
/** The file hashes the reference reads (its CryptOps), by tag. */
const FILE_HASH_OPS: readonly OtsFileHashOp[] = ['sha1', 'ripemd160', 'sha256', 'keccak256'];
/** A node's item that is not its last is marked by this byte (a fork). */
const FORK = 0xff;
const ATTESTATION = 0x00;
const PENDING_TAG = fromHex(ATTESTATION_TAGS.pending);
const BITCOIN_TAG = fromHex(ATTESTATION_TAGS.bitcoin);
/** The characters a calendar URI may hold (the reference implementation's list). */
const URI_PATTERN = /^[A-Za-z0-9\-._/:]*$/;

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    if (this.at >= this.bytes.length) throw new OtsFormatError('truncated proof');
    return this.bytes[this.at++];
  }

  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new OtsFormatError('truncated proof');
    this.at += n;
    return this.bytes.subarray(this.at - n, this.at);
  }

  /**
   * LEB128 as the reference reads it: padded (non-minimal) encodings included, however many
   * bytes, as long as the value stays a safe integer. The writer always writes the minimal form.
   */
  varuint(): number {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const b = this.byte();
      const bits = b & 0x7f;
      if (bits !== 0) {
        value += bits * 2 ** shift;
        if (value > Number.MAX_SAFE_INTEGER) throw new OtsFormatError('integer too large');
      }
      if (!(b & 0x80)) return value;
    }
  }

  varbytes(max: number, min = 0): Uint8Array {
    const n = this.varuint();
    if (n > max || n < min) throw new OtsFormatError(`length ${n} outside ${min}..${max}`);
    return this.take(n);
  }

  end(): void {
    if (this.at !== this.bytes.length) throw new OtsFormatError('trailing bytes after the proof');
  }
}

class Writer {
  private readonly out: number[] = [];

  bytes(b: Uint8Array): void {
    for (const x of b) this.out.push(x);
  }

  byte(b: number): void {
    this.out.push(b);
  }

  varuint(n: number): void {
    if (!Number.isSafeInteger(n) || n < 0) throw new OtsFormatError(`not an unsigned integer: ${n}`);
    let rest = n;
    do {
      const low = rest % 128;
      rest = Math.floor(rest / 128);
      this.out.push(rest > 0 ? low | 0x80 : low);
    } while (rest > 0);
  }

  varbytes(b: Uint8Array): void {
    this.varuint(b.length);
    this.bytes(b);
  }

  result(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

function sameTag(a: Uint8Array, b: Uint8Array): boolean {
  return a.every((x, i) => x === b[i]);
}

function readAttestation(r: Reader): OtsAttestation {
  const tag = Uint8Array.from(r.take(8));
  const payload = Uint8Array.from(r.varbytes(OTS_LIMITS.maxPayloadLength));
  const p = new Reader(payload);
  let attestation: OtsAttestation;
  if (sameTag(tag, PENDING_TAG)) {
    const uri = new TextDecoder().decode(p.varbytes(OTS_LIMITS.maxUriLength));
    if (!URI_PATTERN.test(uri)) throw new OtsFormatError('calendar URI holds a character it may not');
    attestation = { kind: 'pending', uri };
  } else if (sameTag(tag, BITCOIN_TAG)) {
    attestation = { kind: 'bitcoin', height: p.varuint() };
  } else {
    return { kind: 'unknown', tag, payload };
  }
  p.end();
  return attestation;
}

function readOp(r: Reader, tag: number): OtsOp {
  const name = OP_BY_TAG.get(tag);
  if (name === undefined) throw new OtsFormatError(`unknown operation tag 0x${tag.toString(16)}`);
  if (name === 'append' || name === 'prepend') {
    return { op: name, arg: Uint8Array.from(r.varbytes(OTS_LIMITS.maxMessageLength, 1)) };
  }
  return { op: name };
}

/** A node whose message is `length` bytes long, `depth` operations below the digest. */
function readTimestamp(r: Reader, length: number, depth: number): OtsTimestamp {
  if (depth > OTS_LIMITS.maxDepth) throw new OtsFormatError('proof nested too deep');
  const node: OtsTimestamp = { attestations: [], branches: [] };
  const readItem = (tag: number) => {
    if (tag === ATTESTATION) {
      node.attestations.push(readAttestation(r));
      return;
    }
    const op = readOp(r, tag);
    node.branches.push({ op, next: readTimestamp(r, opResultLength(op, length), depth + 1) });
  };
  let tag = r.byte();
  while (tag === FORK) {
    readItem(r.byte());
    tag = r.byte();
  }
  readItem(tag);
  return node;
}

function writeAttestation(w: Writer, a: OtsAttestation): void {
  w.byte(ATTESTATION);
  const payload = new Writer();
  if (a.kind === 'pending') {
    if (a.uri.length > OTS_LIMITS.maxUriLength || !URI_PATTERN.test(a.uri)) {
      throw new OtsFormatError('calendar URI holds a character it may not');
    }
    w.bytes(PENDING_TAG);
    payload.varbytes(new TextEncoder().encode(a.uri));
  } else if (a.kind === 'bitcoin') {
    w.bytes(BITCOIN_TAG);
    payload.varuint(a.height);
  } else {
    if (a.tag.length !== 8) throw new OtsFormatError('an attestation tag is 8 bytes');
    w.bytes(a.tag);
    payload.bytes(a.payload);
  }
  w.varbytes(payload.result());
}

/** Writes `node` as it stands; {@link writeTimestamp} hands it the canonical form. */
function writeNode(w: Writer, node: OtsTimestamp): void {
  const items = [...node.attestations.map((a) => ({ a })), ...node.branches.map((b) => ({ b }))];
  if (items.length === 0) throw new OtsFormatError('a timestamp node without attestations or operations');
  for (const [i, item] of items.entries()) {
    if (i < items.length - 1) w.byte(FORK);
    if ('a' in item) {
      writeAttestation(w, item.a);
      continue;
    }
    const { op, next } = item.b;
    w.byte(OP_TAGS[op.op]);
    if ('arg' in op) {
      if (op.arg.length === 0 || op.arg.length > OTS_LIMITS.maxMessageLength) {
        throw new OtsFormatError(`${op.op} argument of ${op.arg.length} bytes`);
      }
      w.varbytes(op.arg);
    }
    writeNode(w, next);
  }
}

/** The reference's canonical form: attestations then operations, each sorted, duplicates merged. */
function writeTimestamp(w: Writer, node: OtsTimestamp): void {
  writeNode(w, canonicalTimestamp(node));
}

function checkSize(bytes: Uint8Array): void {
  if (!(bytes instanceof Uint8Array)) throw new OtsFormatError('a proof is bytes');
  if (bytes.length > OTS_LIMITS.maxFileLength) throw new OtsFormatError('proof too large');
}

/** Reads a `.ots` file (detached timestamp); throws OtsFormatError on anything malformed. */
export function parseOts(bytes: Uint8Array): DetachedTimestamp {
  checkSize(bytes);
  const r = new Reader(bytes);
  if (!sameTag(r.take(MAGIC.length), MAGIC)) throw new OtsFormatError('not an OpenTimestamps proof');
  const version = r.byte();
  if (version !== MAJOR_VERSION) throw new OtsFormatError(`unsupported proof version ${version}`);
  const hashTag = r.byte();
  const hashOp = FILE_HASH_OPS.find((op) => OP_TAGS[op] === hashTag);
  if (hashOp === undefined) throw new OtsFormatError(`unknown file hash operation 0x${hashTag.toString(16)}`);
  const length = DIGEST_LENGTHS[hashOp] as number;
  const digest = Uint8Array.from(r.take(length));
  const timestamp = readTimestamp(r, length, 0);
  r.end();
  return { hashOp, digest, timestamp };
}

/**
 * Writes a `.ots` file in the reference's canonical form: a proof the reference wrote comes back
 * byte for byte, and no two branches of one node carry the same operation (the reference's reader
 * would keep only the last of them).
 */
export function serializeOts(proof: DetachedTimestamp): Uint8Array {
  const length = DIGEST_LENGTHS[proof.hashOp];
  if (!FILE_HASH_OPS.includes(proof.hashOp) || proof.digest.length !== length) {
    throw new OtsFormatError(`a ${proof.hashOp} digest is ${length} bytes`);
  }
  const w = new Writer();
  w.bytes(MAGIC);
  w.byte(MAJOR_VERSION);
  w.byte(OP_TAGS[proof.hashOp]);
  w.bytes(proof.digest);
  writeTimestamp(w, proof.timestamp);
  return w.result();
}

/**
 * Reads a bare timestamp (what a calendar answers: no header, no digest) for the message `msg`;
 * throws OtsFormatError on anything malformed.
 */
export function parseTimestamp(bytes: Uint8Array, msg: Uint8Array): OtsTimestamp {
  checkSize(bytes);
  const r = new Reader(bytes);
  const timestamp = readTimestamp(r, msg.length, 0);
  r.end();
  return timestamp;
}

/** Writes a bare timestamp (a calendar's answer), in the canonical form. */
export function serializeTimestamp(timestamp: OtsTimestamp): Uint8Array {
  const w = new Writer();
  writeTimestamp(w, timestamp);
  return w.result();
}
