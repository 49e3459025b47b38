import { describe, expect, it } from 'vitest';
import { changePasswordError, settingsError, timezoneOptions } from './settings-options.ts';

describe('timezoneOptions', () => {
  it('puts UTC first and sorts the rest', () => {
    expect(timezoneOptions('UTC', ['Europe/Oslo', 'UTC', 'America/New_York'])).toEqual([
      'UTC',
      'America/New_York',
      'Europe/Oslo',
    ]);
  });

  it("keeps the player's zone even when the browser does not list it", () => {
    expect(timezoneOptions('Etc/GMT+3', ['Europe/Oslo'])).toEqual(['UTC', 'Etc/GMT+3', 'Europe/Oslo']);
  });

  it('offers UTC without any list', () => {
    expect(timezoneOptions(null, [])).toEqual(['UTC']);
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
