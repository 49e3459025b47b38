import { applyOp } from './ops.ts';
import type { DetachedTimestamp, OtsAttestation, OtsOp, OtsTimestamp } from './types.ts';

/** One attestation of a proof, with the message it commits to and the operations from the digest to it. */
export interface AttestationAt {
  attestation: OtsAttestation;
  commitment: Uint8Array;
  path: OtsOp[];
  /** The node of the tree that holds it (where an upgrade grafts a calendar's answer). */
  node: OtsTimestamp;
}

/** Every attestation with the message it commits to (the result of the ops from the digest down to it). */
export function listAttestations(proof: DetachedTimestamp): AttestationAt[] {
  const found: AttestationAt[] = [];
  const visit = (node: OtsTimestamp, msg: Uint8Array, path: OtsOp[]) => {
    for (const attestation of node.attestations) found.push({ attestation, commitment: msg, path, node });
    for (const { op, next } of node.branches) visit(next, applyOp(op, msg), [...path, op]);
  };
  visit(proof.timestamp, proof.digest, []);
  return found;
}

/** The timestamp that applies `path` in turn and then continues as `end`. */
export function timestampAlong(path: readonly OtsOp[], end: OtsTimestamp): OtsTimestamp {
  return path.reduceRight<OtsTimestamp>((next, op) => ({ attestations: [], branches: [{ op, next }] }), end);
}

/** One node holding everything the given timestamps of the same message hold (their forks side by side). */
export function mergeTimestamps(timestamps: readonly OtsTimestamp[]): OtsTimestamp {
  return {
    attestations: timestamps.flatMap((t) => t.attestations),
    branches: timestamps.flatMap((t) => t.branches),
  };
}
