import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET, GIFT_CODE_LENGTH, generateGiftCode, isGiftCodeShape, normalizeCode } from './gift-code.ts';

describe('gift codes', () => {
  it('are 10 Crockford base32 characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateGiftCode();
      expect(code).toHaveLength(GIFT_CODE_LENGTH);
      expect(isGiftCodeShape(code)).toBe(true);
    }
  });

  it('map every byte value to a symbol evenly (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const code = generateGiftCode((bytes) => bytes.fill(b));
      counts.set(code[0] as string, (counts.get(code[0] as string) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect(new Set(counts.values())).toEqual(new Set([8]));
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
  });

  it('reads look-alikes, case and separators the Crockford way', () => {
    expect(normalizeCode(' abco-il 1234 ')).toBe('ABC0111234');
    expect(isGiftCodeShape(normalizeCode('0123456789'))).toBe(true);
    expect(isGiftCodeShape('0123456U89')).toBe(false);
    expect(isGiftCodeShape('012345678')).toBe(false);
  });
});
