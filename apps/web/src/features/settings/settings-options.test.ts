import { describe, expect, it } from 'vitest';
import { withMemoryLocalStorage } from '../../test/memory-local-storage.ts';
import { changePasswordError, isTimezoneConfirmed, markTimezoneConfirmed, settingsError } from './settings-options.ts';

withMemoryLocalStorage();

describe('time zone confirmation', () => {
  it('remembers per player that a zone was saved on this device', () => {
    expect(isTimezoneConfirmed(7)).toBe(false);
    markTimezoneConfirmed(7);
    markTimezoneConfirmed(9);
    expect(isTimezoneConfirmed(7)).toBe(true);
    expect(isTimezoneConfirmed(9)).toBe(true);
    expect(isTimezoneConfirmed(8)).toBe(false);
  });
});

describe('changePasswordError', () => {
  const ok = { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' };

  it('requires a signed-in player first', () => {
    expect(changePasswordError(false, ok)).toBe('You must be logged in to change your password.');
  });

  it('requires all three fields', () => {
    expect(changePasswordError(true, { ...ok, current: '' })).toBe('All fields are required');
    expect(changePasswordError(true, { ...ok, confirm: '' })).toBe('All fields are required');
  });

  it('requires the new password twice, the same', () => {
    expect(changePasswordError(true, { ...ok, confirm: 'new-secreT' })).toBe('New passwords do not match');
  });

  it('applies the minimum length', () => {
    expect(changePasswordError(true, { current: 'x', next: 'abc', confirm: 'abc' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(changePasswordError(true, ok)).toBeNull();
  });
});

describe('settingsError', () => {
  it("prefixes 'Error:'", () => {
    expect(settingsError('Current password is incorrect')).toBe('Error: Current password is incorrect');
  });
});
