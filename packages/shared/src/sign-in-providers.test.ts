import { describe, expect, it } from 'vitest';
import { shortNpub } from './sign-in-providers.ts';

describe('shortNpub', () => {
  it('keeps the prefix and the last six characters of a long npub', () => {
    const npub = 'npub1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq7u3x9z';
    expect(shortNpub(npub)).toBe('npub1qqqqq…7u3x9z');
  });

  it('leaves a short one whole', () => {
    expect(shortNpub('npub1short')).toBe('npub1short');
  });
});
