/** OpenTimestamps proofs (decision 029): the binary format, walking a proof, Bitcoin headers, merkle trees. */
export { BITCOIN_MAINNET, type BitcoinChain, type BitcoinCheck, checkBitcoinAttestation } from './bitcoin.ts';
export { canonicalTimestamp, compareAttestations, compareOps } from './canonical.ts';
export { parseOts, parseTimestamp, serializeOts, serializeTimestamp } from './codec.ts';
export { fromHex, toHex } from './hex.ts';
export { merkleTree } from './merkle.ts';
export { applyOp } from './ops.ts';
export {
  type DetachedTimestamp,
  OTS_LIMITS,
  type OtsAttestation,
  OtsFormatError,
  type OtsOp,
  type OtsTimestamp,
} from './types.ts';
export { type AttestationAt, listAttestations, mergeTimestamps, timestampAlong } from './walk.ts';
