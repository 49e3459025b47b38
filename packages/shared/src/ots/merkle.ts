import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from './ops.ts';
import type { OtsOp } from './types.ts';

/**
 * Merkle tree of leaves as OTS ops (append/prepend sibling, then sha256), one path per leaf: the
 * reference client's tree (pairs from the left, an odd last node carried up as it is), so a leaf's
 * path applied to the leaf gives the root. One leaf is its own root, with an empty path.
 */
export function merkleTree(leaves: Uint8Array[]): { root: Uint8Array; paths: OtsOp[][] } {
  if (leaves.length === 0) throw new Error('a merkle tree needs at least one leaf');
  const paths: OtsOp[][] = leaves.map(() => []);
  let level = leaves.map((msg, i) => ({ msg, members: [i] }));
  while (level.length > 1) {
    const next: typeof level = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i];
      const right = level[i + 1];
      if (!right) {
        next.push(left);
        continue;
      }
      for (const m of left.members) paths[m].push({ op: 'append', arg: right.msg }, { op: 'sha256' });
      for (const m of right.members) paths[m].push({ op: 'prepend', arg: left.msg }, { op: 'sha256' });
      next.push({ msg: sha256(concatBytes(left.msg, right.msg)), members: [...left.members, ...right.members] });
    }
    level = next;
  }
  return { root: level[0].msg, paths };
}
