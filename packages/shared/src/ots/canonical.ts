import { fromHex } from './hex.ts';
import { OP_TAGS } from './ops.ts';
import { ATTESTATION_TAGS, type OtsAttestation, type OtsOp, type OtsTimestamp } from './types.ts';

/** Byte strings in the reference's order: byte by byte, a prefix before what extends it. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

function tagOf(a: OtsAttestation): Uint8Array {
  return a.kind === 'unknown' ? a.tag : fromHex(ATTESTATION_TAGS[a.kind]);
}

/**
 * The reference's order of attestations: by tag (so a Bitcoin attestation before a pending one),
 * then by height, calendar URI or payload. 0 means the same attestation.
 */
export function compareAttestations(a: OtsAttestation, b: OtsAttestation): number {
  const byTag = compareBytes(tagOf(a), tagOf(b));
  if (byTag !== 0) return byTag;
  if (a.kind === 'bitcoin' && b.kind === 'bitcoin') return a.height - b.height;
  if (a.kind === 'pending' && b.kind === 'pending') return a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0;
  if (a.kind === 'unknown' && b.kind === 'unknown') return compareBytes(a.payload, b.payload);
  return 0;
}

/** The reference's order of operations: by tag, then by argument. 0 means the same operation. */
export function compareOps(a: OtsOp, b: OtsOp): number {
  const byTag = OP_TAGS[a.op] - OP_TAGS[b.op];
  if (byTag !== 0) return byTag;
  return 'arg' in a && 'arg' in b ? compareBytes(a.arg, b.arg) : 0;
}

/**
 * The canonical form the reference writes: a node's attestations sorted and each written once,
 * its operations sorted, and the branches that carry the same operation merged into one (their
 * subtrees merged in turn). The reference's reader keeps only the last of two branches with the
 * same operation, so writing both would silently drop one calendar's path.
 */
export function canonicalTimestamp(node: OtsTimestamp): OtsTimestamp {
  const attestations: OtsAttestation[] = [];
  for (const a of [...node.attestations].sort(compareAttestations)) {
    const last = attestations.at(-1);
    if (!last || compareAttestations(last, a) !== 0) attestations.push(a);
  }
  const groups: { op: OtsOp; nexts: OtsTimestamp[] }[] = [];
  for (const { op, next } of [...node.branches].sort((x, y) => compareOps(x.op, y.op))) {
    const last = groups.at(-1);
    if (last && compareOps(last.op, op) === 0) last.nexts.push(next);
    else groups.push({ op, nexts: [next] });
  }
  return {
    attestations,
    branches: groups.map(({ op, nexts }) => ({
      op,
      next: canonicalTimestamp({
        attestations: nexts.flatMap((n) => n.attestations),
        branches: nexts.flatMap((n) => n.branches),
      }),
    })),
  };
}
