/**
 * Gift codes (DESIGN §8): 10 characters of Crockford base32 from a CSPRNG. 32 symbols divide
 * 256, so the low five bits of a random byte pick a symbol with no modulo bias.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 10;

/** A fresh gift code; `random` fills a byte array (defaults to the platform CSPRNG). */
export function generateGiftCode(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(GIFT_CODE_LENGTH));
  let code = '';
  for (const byte of bytes) code += CROCKFORD_ALPHABET[byte & 31];
  return code;
}

/**
 * A typed code in canonical form: upper case, separators and spaces dropped, and Crockford's
 * look-alikes read as digits (O → 0, I and L → 1). Coupon codes are read the same way.
 */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Whether a normalised code has the shape of a gift code. */
export function isGiftCodeShape(code: string): boolean {
  return code.length === GIFT_CODE_LENGTH && [...code].every((c) => CROCKFORD_ALPHABET.includes(c));
}
