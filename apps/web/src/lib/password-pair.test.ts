import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT, passwordPairError } from './password-pair.ts';

describe('passwordPairError', () => {
  const mismatch = 'Passwords do not match';

  it('accepts the same password twice at the minimum length', () => {
    expect(passwordPairError({ password: 'abcdef', confirm: 'abcdef' }, { mismatch })).toBeNull();
  });

  it("words a mismatch as the form's spec does, before the length", () => {
    expect(passwordPairError({ password: 'abc', confirm: 'abd' }, { mismatch })).toBe(mismatch);
    expect(passwordPairError({ password: 'abcdef', confirm: 'abcdeF' }, { mismatch: 'Passwords do not match.' })).toBe(
      'Passwords do not match.',
    );
  });

  it('needs at least 6 characters unless the server alone judges the length', () => {
    expect(passwordPairError({ password: 'abcde', confirm: 'abcde' }, { mismatch })).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters long');
    expect(passwordPairError({ password: 'abc', confirm: 'abc' }, { mismatch, checkLength: false })).toBeNull();
  });
});
