import { type CertificateContent, certificateDataHash } from '@holeout/shared/certificates';
import {
  type BitcoinChain,
  checkBitcoinAttestation,
  type DetachedTimestamp,
  listAttestations,
  parseOts,
  toHex,
} from '@holeout/shared/ots/index';

/** One thing the verifier checked, said plainly. */
export interface VerifyStep {
  label: string;
  outcome: 'ok' | 'failed' | 'pending';
  detail: string;
}

/**
 * - `verified`: the content hashes to the proof's digest and a Bitcoin block header commits to it;
 * - `pending`: nothing failed, but no Bitcoin attestation yet (the calendars have not confirmed);
 * - `failed`: a check failed.
 */
export interface VerifyResult {
  verdict: 'verified' | 'pending' | 'failed';
  steps: VerifyStep[];
}

export interface VerifyInput {
  content: CertificateContent;
  /** The data hash the page shows (the server's). */
  dataHash: string;
  /** The `.ots` file's bytes. */
  proof: Uint8Array;
  /** Esplora-style API base: `/block-height/{h}` and `/block/{hash}/header`. */
  explorerUrl: string;
  /** GETs a URL as text; throws on a network or HTTP failure. */
  fetchText: (url: string) => Promise<string>;
  /** Tests only: the chain of their made-up headers. The page never passes one: Bitcoin mainnet. */
  chain?: BitcoinChain;
}

const failed = (steps: VerifyStep[], step: Omit<VerifyStep, 'outcome'>): VerifyResult => ({
  verdict: 'failed',
  steps: [...steps, { ...step, outcome: 'failed' }],
});

/**
 * Verifies a certificate in the browser without trusting the Holeout server (DESIGN §7): the
 * content shown is hashed again (RFC 8785, SHA-256), the hash must be the proof's digest, the
 * proof's operations are walked to each attestation, and every Bitcoin attestation is compared
 * with the block header the explorer serves at that height (merkle root and proof of work).
 */
export async function verifyCertificate(input: VerifyInput): Promise<VerifyResult> {
  const steps: VerifyStep[] = [];
  const hash = certificateDataHash(input.content);
  if (hash !== input.dataHash) {
    return failed(steps, {
      label: 'Content hash',
      detail: `The content shown hashes to ${hash}, not to the certificate's data hash ${input.dataHash}: it was altered.`,
    });
  }
  steps.push({ label: 'Content hash', outcome: 'ok', detail: `The content shown hashes to ${hash}.` });

  let proof: DetachedTimestamp;
  try {
    proof = parseOts(input.proof);
  } catch (err) {
    return failed(steps, { label: 'Proof file', detail: `The .ots proof cannot be read: ${(err as Error).message}.` });
  }
  if (proof.hashOp !== 'sha256') {
    return failed(steps, {
      label: 'Proof file',
      detail: `The .ots proof timestamps a ${proof.hashOp} digest: not supported for certificates, which are SHA-256.`,
    });
  }
  if (toHex(proof.digest) !== hash) {
    return failed(steps, {
      label: 'Proof digest',
      detail: `The proof timestamps ${toHex(proof.digest)}, not this certificate's hash.`,
    });
  }
  steps.push({ label: 'Proof digest', outcome: 'ok', detail: 'The .ots proof timestamps exactly this hash.' });

  const attestations = listAttestations(proof);
  const base = input.explorerUrl.replace(/\/+$/, '');
  let confirmed = 0;
  let broken = 0;
  for (const { attestation, commitment, path } of attestations) {
    if (attestation.kind === 'pending') {
      steps.push({
        label: 'Calendar',
        outcome: 'pending',
        detail: `Submitted to ${attestation.uri}; not yet confirmed in a Bitcoin block.`,
      });
      continue;
    }
    if (attestation.kind !== 'bitcoin') continue;
    const label = `Bitcoin block ${attestation.height.toLocaleString('en-US')}`;
    try {
      const blockHash = (await input.fetchText(`${base}/block-height/${attestation.height}`)).trim();
      const header = (await input.fetchText(`${base}/block/${encodeURIComponent(blockHash)}/header`)).trim();
      const check = checkBitcoinAttestation(commitment, header, input.chain);
      if (check.ok && check.blockHashHex === blockHash.toLowerCase()) {
        confirmed++;
        steps.push({
          label,
          outcome: 'ok',
          detail:
            `After ${path.length} operations the proof reaches the block's merkle root ${check.merkleRootHex}; ` +
            `the header meets its proof of work. Block time: ${check.time.toISOString()}.`,
        });
      } else {
        broken++;
        steps.push({
          label,
          outcome: 'failed',
          detail: check.ok ? 'The explorer served a header that is not the block it named.' : `${check.reason}.`,
        });
      }
    } catch (err) {
      broken++;
      steps.push({
        label,
        outcome: 'failed',
        detail: `Could not read the block from ${base}: ${(err as Error).message}`,
      });
    }
  }
  if (confirmed > 0) return { verdict: 'verified', steps };
  if (broken > 0) return { verdict: 'failed', steps };
  if (attestations.length === 0) {
    return failed(steps, { label: 'Attestations', detail: 'The proof holds no attestation at all.' });
  }
  return { verdict: 'pending', steps };
}
