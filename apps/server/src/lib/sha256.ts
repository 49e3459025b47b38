import { createHash } from 'node:crypto';

/** SHA-256 hex of a text: how secrets are stored (only their hash) and putt logs fingerprinted. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
