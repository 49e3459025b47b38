/**
 * Test-only: OpenTimestamps proofs and a block explorer made up for the verification tests, with
 * a regtest-difficulty header (no real block commits to a test certificate). Such a header is
 * refused on Bitcoin mainnet, which the app always checks; only tests that hand TEST_CHAIN to
 * verifyCertificate accept it (decision 042). Not used by the app.
 */
import {
  type BitcoinChain,
  checkBitcoinAttestation,
  type DetachedTimestamp,
  fromHex,
  type OtsTimestamp,
  serializeOts,
  toHex,
} from '@holeout/shared/ots/index';
import { sha256 } from '@noble/hashes/sha2.js';

export const EXPLORER = 'http://explorer.test/api';
export const HEIGHT = 870_000;
/** The made-up headers' chain: regtest's proof-of-work limit. */
export const TEST_CHAIN: BitcoinChain = { name: 'the test chain', powLimitBits: 0x207fffff };

/** A regtest-difficulty header (bits 0x207fffff) whose merkle root is `root`, mined until its work holds. */
export function headerFor(root: Uint8Array): string {
  const header = new Uint8Array(80);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x20000000, true);
  header.set(root, 36);
  view.setUint32(68, 1_764_000_000, true);
  view.setUint32(72, 0x207fffff, true);
  for (let nonce = 0; ; nonce++) {
    view.setUint32(76, nonce, true);
    if (checkBitcoinAttestation(root, toHex(header), TEST_CHAIN).ok) return toHex(header);
  }
}

/** A proof of `digest`: append a salt, sha256, then a Bitcoin attestation (and a pending calendar). */
export function proofOf(digest: Uint8Array, withBitcoin = true) {
  const salt = fromHex('00ff00ff');
  const committed = sha256(Uint8Array.from([...digest, ...salt]));
  const leaf: OtsTimestamp = {
    attestations: withBitcoin ? [{ kind: 'bitcoin', height: HEIGHT }] : [{ kind: 'pending', uri: 'https://cal.test' }],
    branches: [],
  };
  const proof: DetachedTimestamp = {
    hashOp: 'sha256',
    digest,
    timestamp: {
      attestations: [],
      branches: [
        {
          op: { op: 'append', arg: salt },
          next: { attestations: [], branches: [{ op: { op: 'sha256' }, next: leaf }] },
        },
      ],
    },
  };
  return { bytes: serializeOts(proof), committed };
}

export function explorer(header: string) {
  const blockHash = checkBitcoinAttestation(new Uint8Array(32), header).blockHashHex;
  const asked: string[] = [];
  const fetchText = async (url: string) => {
    asked.push(url);
    if (url === `${EXPLORER}/block-height/${HEIGHT}`) return blockHash;
    if (url === `${EXPLORER}/block/${blockHash}/header`) return header;
    throw new Error('HTTP error! status: 404');
  };
  return { fetchText, asked };
}
