import { certificateDataHash } from '@holeout/shared/certificates';
import { fromHex, serializeOts } from '@holeout/shared/ots/index';
import { certificateContent } from '@holeout/shared/test/certificate-content';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { EXPLORER, explorer, headerFor, proofOf, TEST_CHAIN } from '../../test/proof-fixture.ts';
import { verifyCertificate } from './verify-certificate.ts';

const content = certificateContent({ player_name: 'Ann', putt_log_sha256: ['ab'.repeat(32)] });
const dataHash = certificateDataHash(content);
describe('verifyCertificate', () => {
  it('verifies content → digest → proof path → block header, and says what it checked', async () => {
    const { bytes, committed } = proofOf(fromHex(dataHash));
    const { fetchText, asked } = explorer(headerFor(committed));
    const result = await verifyCertificate({
      content,
      dataHash,
      proof: bytes,
      explorerUrl: `${EXPLORER}/`,
      fetchText,
      chain: TEST_CHAIN,
    });
    expect(result.verdict).toBe('verified');
    expect(result.steps.map((s) => [s.label, s.outcome])).toEqual([
      ['Content hash', 'ok'],
      ['Proof digest', 'ok'],
      ['Bitcoin block 870,000', 'ok'],
    ]);
    expect(result.steps[2]?.detail).toContain('After 2 operations the proof reaches the block');
    expect(asked).toHaveLength(2);
  });

  it('detects altered content', async () => {
    const { bytes, committed } = proofOf(fromHex(dataHash));
    const { fetchText } = explorer(headerFor(committed));
    const altered = { ...content, achievement_value: 42 };
    const result = await verifyCertificate({
      content: altered,
      dataHash,
      proof: bytes,
      explorerUrl: EXPLORER,
      fetchText,
      chain: TEST_CHAIN,
    });
    expect(result.verdict).toBe('failed');
    expect(result.steps.at(-1)?.detail).toMatch(/it was altered/);
  });

  it('detects a proof of another hash, a tampered proof file, and a wrong header', async () => {
    const other = proofOf(sha256(Uint8Array.of(1)));
    const { fetchText } = explorer(headerFor(other.committed));
    const r1 = await verifyCertificate({ content, dataHash, proof: other.bytes, explorerUrl: EXPLORER, fetchText });
    expect(r1.steps.at(-1)).toMatchObject({ label: 'Proof digest', outcome: 'failed' });

    const mine = proofOf(fromHex(dataHash));
    const truncated = mine.bytes.slice(0, mine.bytes.length - 3);
    const r2 = await verifyCertificate({ content, dataHash, proof: truncated, explorerUrl: EXPLORER, fetchText });
    expect(r2).toMatchObject({ verdict: 'failed' });
    expect(r2.steps.at(-1)?.label).toBe('Proof file');

    // The explorer's header belongs to another commitment: the merkle root does not match.
    const r3 = await verifyCertificate({
      content,
      dataHash,
      proof: mine.bytes,
      explorerUrl: EXPLORER,
      fetchText,
      chain: TEST_CHAIN,
    });
    expect(r3.verdict).toBe('failed');
    expect(r3.steps.at(-1)).toMatchObject({ outcome: 'failed', detail: expect.stringContaining('merkle root') });
  });

  it('says a pending proof is not yet confirmed, and reports an unreachable explorer', async () => {
    const pending = proofOf(fromHex(dataHash), false);
    const unused = explorer('');
    const r1 = await verifyCertificate({ content, dataHash, proof: pending.bytes, explorerUrl: EXPLORER, ...unused });
    expect(r1.verdict).toBe('pending');
    expect(r1.steps.at(-1)?.detail).toBe('Submitted to https://cal.test; not yet confirmed in a Bitcoin block.');

    const mine = proofOf(fromHex(dataHash));
    const down = async () => {
      throw new Error('Failed to fetch');
    };
    const r2 = await verifyCertificate({
      content,
      dataHash,
      proof: mine.bytes,
      explorerUrl: EXPLORER,
      fetchText: down,
    });
    expect(r2.verdict).toBe('failed');
    expect(r2.steps.at(-1)?.detail).toBe(`Could not read the block from ${EXPLORER}: Failed to fetch`);
  });

  it('refuses a made-up header on Bitcoin mainnet, which is what the page checks', async () => {
    const { bytes, committed } = proofOf(fromHex(dataHash));
    const { fetchText } = explorer(headerFor(committed));
    const result = await verifyCertificate({ content, dataHash, proof: bytes, explorerUrl: EXPLORER, fetchText });
    expect(result.verdict).toBe('failed');
    expect(result.steps.at(-1)).toMatchObject({
      label: 'Bitcoin block 870,000',
      outcome: 'failed',
      detail: 'the block claims less proof of work than Bitcoin mainnet allows.',
    });
  });

  it('says a proof of a SHA-1 digest is not supported for certificates (not that it is malformed)', async () => {
    const sha1Proof = serializeOts({
      hashOp: 'sha1',
      digest: new Uint8Array(20),
      timestamp: { attestations: [{ kind: 'pending', uri: 'https://cal.test' }], branches: [] },
    });
    const unused = explorer('');
    const result = await verifyCertificate({ content, dataHash, proof: sha1Proof, explorerUrl: EXPLORER, ...unused });
    expect(result.steps.at(-1)).toMatchObject({
      label: 'Proof file',
      outcome: 'failed',
      detail: 'The .ots proof timestamps a sha1 digest: not supported for certificates, which are SHA-256.',
    });
  });
});
