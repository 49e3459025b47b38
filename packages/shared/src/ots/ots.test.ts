import { readdirSync, readFileSync } from 'node:fs';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import {
  applyOp,
  checkBitcoinAttestation,
  type DetachedTimestamp,
  fromHex,
  listAttestations,
  merkleTree,
  OtsFormatError,
  type OtsOp,
  parseOts,
  parseTimestamp,
  serializeOts,
  serializeTimestamp,
  timestampAlong,
  toHex,
} from './index.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
const PROOFS = readdirSync(FIXTURES).filter((f) => f.endsWith('.ots'));

/** Mainnet block 358391, the block of hello-world.txt.ots (fixtures/README.md). */
const BLOCK_358391 =
  '02000000b96394585a281b7e5f438fd1c9ed492645a1fd61cb380204000000000000000000' +
  '7ee445d23ad061af4a36b809501fab1ac4f2d7e7a739817dd0cbb7ec661b8a1e376755f58616186272def6';
/** Mainnet block 0. */
const GENESIS =
  '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f61' +
  '7fc81bc3888a51323a9fb8aa4b1e5e4a29ab5f49ffff001d1dac2b7c';

function bitcoinCommitment(proof: DetachedTimestamp): Uint8Array {
  const found = listAttestations(proof).find((a) => a.attestation.kind === 'bitcoin');
  if (!found) throw new Error('no Bitcoin attestation');
  return found.commitment;
}

function walk(path: OtsOp[], msg: Uint8Array): Uint8Array {
  return path.reduce((m, op) => applyOp(op, m), msg);
}

describe('the published example proofs', () => {
  it.each(PROOFS)('%s: parses, commits to its file, and serializes back byte for byte', (name) => {
    const bytes = fixture(name);
    const proof = parseOts(bytes);
    expect(toHex(proof.digest)).toBe(toHex(sha256(fixture(name.replace(/\.ots$/, '')))));
    expect(toHex(serializeOts(proof))).toBe(toHex(bytes));
    for (const a of listAttestations(proof)) {
      expect(toHex(walk(a.path, proof.digest))).toBe(toHex(a.commitment));
      expect(a.node.attestations).toContain(a.attestation);
    }
  });

  it('hello-world.txt verifies against the real header of block 358391', () => {
    const proof = parseOts(fixture('hello-world.txt.ots'));
    expect(listAttestations(proof).map((a) => a.attestation)).toEqual([{ kind: 'bitcoin', height: 358391 }]);
    expect(checkBitcoinAttestation(bitcoinCommitment(proof), BLOCK_358391)).toEqual({
      ok: true,
      merkleRootHex: '8a1b66ecb7cbd07d8139a7e7d7f2c41aab1f5009b8364aaf61d03ad245e47e00',
      time: new Date(1432827678 * 1000),
      blockHashHex: '000000000000000003e892881a8cdcdc117c06d444057c98b6f04a9ee75a2319',
    });
  });

  it('reads pending, forked and unknown attestations', () => {
    expect(listAttestations(parseOts(fixture('incomplete.txt.ots'))).map((a) => a.attestation)).toEqual([
      { kind: 'pending', uri: 'https://alice.btc.calendar.opentimestamps.org' },
    ]);
    expect(listAttestations(parseOts(fixture('two-calendars.txt.ots'))).map((a) => a.attestation)).toEqual([
      { kind: 'pending', uri: 'https://alice.btc.calendar.opentimestamps.org' },
      { kind: 'pending', uri: 'https://bob.btc.calendar.opentimestamps.org' },
    ]);
    const [unknown] = listAttestations(parseOts(fixture('unknown-notary.txt.ots')));
    expect(unknown.attestation.kind).toBe('unknown');
    // Three files of one merkle tree reach the same calendar commitments by their own paths.
    const commitments = ['merkle1', 'merkle2', 'merkle3'].map((f) =>
      listAttestations(parseOts(fixture(`${f}.txt.ots`))).map((a) => toHex(a.commitment)),
    );
    expect(commitments[1]).toEqual(commitments[0]);
    expect(commitments[2]).toEqual(commitments[0]);
  });

  it('bad-stamp.txt does not match its block', () => {
    const proof = parseOts(fixture('bad-stamp.txt.ots'));
    expect(listAttestations(proof).map((a) => a.attestation)).toEqual([{ kind: 'bitcoin', height: 358391 }]);
    expect(checkBitcoinAttestation(bitcoinCommitment(proof), BLOCK_358391)).toMatchObject({
      ok: false,
      reason: "the block's merkle root is not the proof's commitment",
    });
  });
});

describe('tampering is detected', () => {
  const bytes = fixture('hello-world.txt.ots');

  it('tampered content: its digest is not the proof digest, and a proof for it reaches no block', () => {
    const proof = parseOts(bytes);
    const other = sha256(new TextEncoder().encode('Hello World?\n'));
    expect(toHex(other)).not.toBe(toHex(proof.digest));
    const forged = { ...proof, digest: other };
    expect(checkBitcoinAttestation(bitcoinCommitment(forged), BLOCK_358391).ok).toBe(false);
  });

  it('tampered proof: one byte flipped in an op argument', () => {
    const tampered = Uint8Array.from(bytes);
    tampered[0x50] ^= 0x01; // inside the first prepend's argument (the Bitcoin transaction)
    const proof = parseOts(tampered);
    expect(checkBitcoinAttestation(bitcoinCommitment(proof), BLOCK_358391)).toMatchObject({ ok: false });
  });

  it('wrong header: another block, a header with too little work, not a header', () => {
    const commitment = bitcoinCommitment(parseOts(bytes));
    expect(checkBitcoinAttestation(commitment, GENESIS)).toMatchObject({
      ok: false,
      blockHashHex: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
    });
    const badNonce = `${BLOCK_358391.slice(0, 152)}00000000`;
    expect(checkBitcoinAttestation(commitment, badNonce)).toMatchObject({
      ok: false,
      reason: "the block's proof of work does not meet its target",
    });
    expect(checkBitcoinAttestation(commitment, BLOCK_358391.slice(2))).toMatchObject({ ok: false });
    expect(checkBitcoinAttestation(commitment, `${BLOCK_358391.slice(0, 158)}zz`)).toMatchObject({ ok: false });
  });
});

describe('malformed input throws OtsFormatError', () => {
  const bytes = fixture('hello-world.txt.ots');
  const header = bytes.subarray(0, 33);

  it('every truncation, a trailing byte, a wrong magic, version or file hash', () => {
    for (let n = 0; n < bytes.length; n++) expect(() => parseOts(bytes.subarray(0, n))).toThrow(OtsFormatError);
    expect(() => parseOts(Uint8Array.from([...bytes, 0]))).toThrow('trailing bytes');
    const change = (at: number, to: number) => Uint8Array.from(bytes, (b, i) => (i === at ? to : b));
    expect(() => parseOts(change(3, 0x41))).toThrow('not an OpenTimestamps proof');
    expect(() => parseOts(change(31, 2))).toThrow('unsupported proof version 2');
    expect(() => parseOts(change(32, 0x42))).toThrow('unknown file hash operation 0x42');
  });

  it('unknown ops, deep nesting, oversized arguments and files, bad URIs, long integers', () => {
    const digest = new Uint8Array(32);
    const proof = (...tail: number[]) => Uint8Array.from([...header, ...digest, ...tail]);
    const bitcoin = [0x00, ...fromHex('0588960d73d71901'), 0x01, 0x05];
    expect(parseOts(proof(...bitcoin)).timestamp.attestations).toEqual([{ kind: 'bitcoin', height: 5 }]);
    expect(() => parseOts(proof(0x42, ...bitcoin))).toThrow('unknown operation tag 0x42');
    expect(() => parseOts(proof(...new Array(300).fill(0x08), ...bitcoin))).toThrow('nested too deep');
    expect(() => parseOts(proof(0xf0, 0x00, ...bitcoin))).toThrow(OtsFormatError); // empty append
    expect(() => parseOts(proof(0xf0, 0x81, 0x20, ...new Array(4097).fill(1), ...bitcoin))).toThrow(OtsFormatError);
    // hexlify doubles: 32 → 64 … → 4096, then over the limit.
    expect(() => parseOts(proof(...new Array(8).fill(0xf3), ...bitcoin))).toThrow('too long for hexlify');
    expect(() => parseOts(new Uint8Array(70_000))).toThrow('proof too large');
    const pending = (uri: string) => {
      const u = new TextEncoder().encode(uri);
      return proof(0x00, ...fromHex('83dfe30d2ef90c8e'), u.length + 1, u.length, ...u);
    };
    expect(parseOts(pending('https://a.example')).timestamp.attestations).toEqual([
      { kind: 'pending', uri: 'https://a.example' },
    ]);
    expect(() => parseOts(pending('https://a.example/?x'))).toThrow('calendar URI');
    expect(() => parseOts(proof(0x00, ...fromHex('0588960d73d71901'), 0x08, ...new Array(8).fill(0xff)))).toThrow(
      OtsFormatError,
    );
    // Padded (non-minimal) integers are read as the reference reads them, and written minimal.
    const padded = parseOts(proof(0x00, ...fromHex('0588960d73d71901'), 0x03, 0x85, 0x80, 0x00));
    expect(padded.timestamp.attestations).toEqual([{ kind: 'bitcoin', height: 5 }]);
    expect(toHex(serializeOts(padded))).toBe(toHex(proof(...bitcoin)));
    const long = [0x00, ...fromHex('0588960d73d71901'), 0x09, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f];
    expect(() => parseOts(proof(...long))).toThrow('integer too large');
  });

  it('random bytes after a valid header never throw anything else and never hang', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed >>> 23;
    };
    for (let i = 0; i < 2000; i++) {
      const tail = Array.from({ length: 1 + (random() % 200) }, random);
      try {
        // What parses is written in the canonical form, which reads back to itself.
        const canonical = serializeOts(parseOts(Uint8Array.from([...header, ...new Array(32).fill(7), ...tail])));
        expect(toHex(serializeOts(parseOts(canonical)))).toBe(toHex(canonical));
      } catch (err) {
        expect(err).toBeInstanceOf(OtsFormatError);
      }
    }
  });
});

describe('merkleTree', () => {
  const leaf = (n: number) => sha256(Uint8Array.of(n));

  it('one leaf is its own root', () => {
    expect(merkleTree([leaf(1)])).toEqual({ root: leaf(1), paths: [[]] });
  });

  it('three leaves: the pair, then the odd one carried up', () => {
    const [a, b, c] = [leaf(1), leaf(2), leaf(3)];
    const ab = sha256(Uint8Array.from([...a, ...b]));
    const { root, paths } = merkleTree([a, b, c]);
    expect(toHex(root)).toBe(toHex(sha256(Uint8Array.from([...ab, ...c]))));
    expect(paths[2]).toEqual([{ op: 'prepend', arg: ab }, { op: 'sha256' }]);
  });

  it.each([2, 5, 8, 13])('%i leaves: every path leads from its leaf to the root', (n) => {
    const leaves = Array.from({ length: n }, (_, i) => leaf(i));
    const { root, paths } = merkleTree(leaves);
    leaves.forEach((l, i) => {
      expect(toHex(walk(paths[i], l))).toBe(toHex(root));
    });
  });
});

describe('bare timestamps (calendar answers)', () => {
  it('round-trip, and a timestamp built along a path commits to its end', () => {
    const msg = sha256(Uint8Array.of(1));
    const path: OtsOp[] = [{ op: 'append', arg: Uint8Array.of(9, 9) }, { op: 'sha256' }];
    const stamp = timestampAlong(path, {
      attestations: [{ kind: 'pending', uri: 'http://127.0.0.1:1' }],
      branches: [],
    });
    const bytes = serializeTimestamp(stamp);
    expect(parseTimestamp(bytes, msg)).toEqual(stamp);
    expect(() => parseTimestamp(Uint8Array.of(0xff, 0x08), msg)).toThrow(OtsFormatError);
    expect(() => serializeTimestamp({ attestations: [], branches: [] })).toThrow(OtsFormatError);
  });
});
