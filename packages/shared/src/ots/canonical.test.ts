import { readFileSync } from 'node:fs';
import { ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import {
  type DetachedTimestamp,
  fromHex,
  listAttestations,
  type OtsAttestation,
  type OtsTimestamp,
  parseOts,
  parseTimestamp,
  serializeOts,
  serializeTimestamp,
  toHex,
} from './index.ts';

const MAGIC_AND_VERSION = '004f70656e54696d657374616d7073000050726f6f6600bf89e2e884e89294' + '01';
const leaf = (...attestations: OtsAttestation[]): OtsTimestamp => ({ attestations, branches: [] });
const pending = (uri: string): OtsAttestation => ({ kind: 'pending', uri });
const bitcoin = (height: number): OtsAttestation => ({ kind: 'bitcoin', height });
const unknown = (payload: number): OtsAttestation => ({
  kind: 'unknown',
  tag: fromHex('0102030405060708'),
  payload: Uint8Array.of(payload),
});

describe('canonical serialisation (the reference implementation writes the same bytes)', () => {
  it('attestations are sorted by tag, then height, URI or payload, and each is written once', () => {
    const node = leaf(pending('https://b.example'), bitcoin(9), pending('https://a.example'), bitcoin(7), unknown(2));
    const written = parseTimestamp(
      serializeTimestamp({ ...node, attestations: [...node.attestations, bitcoin(7), pending('https://a.example')] }),
      new Uint8Array(32),
    );
    // Tags: 0102… (unknown) < 0588… (Bitcoin) < 83df… (pending).
    expect(written.attestations).toEqual([
      unknown(2),
      bitcoin(7),
      bitcoin(9),
      pending('https://a.example'),
      pending('https://b.example'),
    ]);
  });

  it('operations are sorted by tag, then argument (a prefix first), after the attestations', () => {
    const node: OtsTimestamp = {
      attestations: [pending('https://z.example')],
      branches: [
        { op: { op: 'prepend', arg: Uint8Array.of(1) }, next: leaf(bitcoin(1)) },
        { op: { op: 'append', arg: Uint8Array.of(2) }, next: leaf(bitcoin(2)) },
        { op: { op: 'append', arg: Uint8Array.of(1, 0) }, next: leaf(bitcoin(3)) },
        { op: { op: 'append', arg: Uint8Array.of(1) }, next: leaf(bitcoin(4)) },
        { op: { op: 'sha256' }, next: leaf(bitcoin(5)) },
      ],
    };
    const bytes = serializeTimestamp(node);
    const back = parseTimestamp(bytes, new Uint8Array(32));
    expect(back.branches.map((b) => [b.op.op, 'arg' in b.op ? toHex(b.op.arg) : ''])).toEqual([
      ['sha256', ''],
      ['append', '01'],
      ['append', '0100'],
      ['append', '02'],
      ['prepend', '01'],
    ]);
    // The attestation comes first, behind a fork marker; the last operation has none.
    expect(toHex(bytes.subarray(0, 2))).toBe('ff00');
    expect(toHex(serializeTimestamp(back))).toBe(toHex(bytes));
  });

  it('two branches with the same operation are merged into one, keeping both calendars', () => {
    const sha = { op: 'sha256' } as const;
    const node: OtsTimestamp = {
      attestations: [],
      branches: [
        { op: sha, next: { attestations: [pending('https://alice.example')], branches: [] } },
        { op: sha, next: { attestations: [], branches: [{ op: sha, next: leaf(bitcoin(5)) }] } },
        { op: sha, next: { attestations: [pending('https://alice.example')], branches: [] } },
      ],
    };
    const msg = new Uint8Array(32);
    const bytes = serializeTimestamp(node);
    // One sha256 edge (0x08) from the root: a fork marker would show a second one.
    expect(bytes[0]).toBe(0x08);
    const back = parseTimestamp(bytes, msg);
    expect(back.branches).toHaveLength(1);
    const proof: DetachedTimestamp = { hashOp: 'sha256', digest: msg, timestamp: back };
    expect(listAttestations(proof).map((a) => a.attestation)).toEqual([pending('https://alice.example'), bitcoin(5)]);
  });

  it('the published example proofs are already canonical: they come back byte for byte', () => {
    for (const name of ['two-calendars.txt.ots', 'merkle2.txt.ots', 'known-and-unknown-notary.txt.ots']) {
      const bytes = new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
      expect(toHex(serializeOts(parseOts(bytes)))).toBe(toHex(bytes));
    }
  });
});

describe('file hashes other than SHA-256', () => {
  it.each([
    ['sha1', 0x02, sha1],
    ['ripemd160', 0x03, ripemd160],
  ] as const)('a %s proof parses (a 20-byte digest) and is written back byte for byte', (hashOp, tag, hash) => {
    const digest = hash(new TextEncoder().encode('Hello World!\n'));
    const bytes = fromHex(
      `${MAGIC_AND_VERSION}${tag.toString(16).padStart(2, '0')}${toHex(digest)}f010${'ab'.repeat(16)}08` +
        `0083dfe30d2ef90c8e1211${toHex(new TextEncoder().encode('https://a.example'))}`,
    );
    const proof = parseOts(bytes);
    expect(proof.hashOp).toBe(hashOp);
    expect(toHex(proof.digest)).toBe(toHex(digest));
    const [found] = listAttestations(proof);
    expect(found.attestation).toEqual(pending('https://a.example'));
    expect(toHex(found.commitment)).toBe(toHex(sha256(Uint8Array.from([...digest, ...new Array(16).fill(0xab)]))));
    expect(toHex(serializeOts(proof))).toBe(toHex(bytes));
  });

  it('a digest of the wrong length for its hash is not written', () => {
    expect(() => serializeOts({ hashOp: 'sha1', digest: new Uint8Array(32), timestamp: leaf(bitcoin(1)) })).toThrow(
      'a sha1 digest is 20 bytes',
    );
  });
});
