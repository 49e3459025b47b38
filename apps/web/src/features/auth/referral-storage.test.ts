import { describe, expect, it } from 'vitest';
import { withMemoryLocalStorage } from '../../test/memory-local-storage.ts';
import {
  clearReferral,
  currentReferral,
  REFERRAL_LIFETIME_MS,
  readReferral,
  saveReferral,
} from './referral-storage.ts';

const now = Date.UTC(2025, 5, 1);
const storage = withMemoryLocalStorage();

describe('referral storage', () => {
  it('saves the code with its time stamp under the spec keys', () => {
    saveReferral(' 17 ', now);
    expect(storage().getItem('referral_session')).toBe('17');
    expect(storage().getItem('referral_stored_at')).toBe(String(now));
    expect(readReferral(now + 1000)).toBe('17');
  });

  it('counts only while under 7 days old, then deletes it', () => {
    saveReferral('17', now);
    expect(readReferral(now + REFERRAL_LIFETIME_MS - 1)).toBe('17');
    expect(readReferral(now + REFERRAL_LIFETIME_MS)).toBeNull();
    expect(storage().getItem('referral_session')).toBeNull();
    expect(storage().getItem('referral_stored_at')).toBeNull();
  });

  it('deletes a saved value without a usable time stamp', () => {
    storage().setItem('referral_session', '17');
    expect(readReferral(now)).toBeNull();
    expect(storage().getItem('referral_session')).toBeNull();
  });

  it('lets a value in the address win over a saved one', () => {
    saveReferral('17', now);
    expect(currentReferral('99', now)).toBe('99');
    expect(currentReferral(null, now)).toBe('17');
    expect(currentReferral('  ', now)).toBe('17');
  });

  it('is cleared after use', () => {
    saveReferral('17', now);
    clearReferral();
    expect(currentReferral(null, now)).toBeNull();
  });

  it('ignores an empty code', () => {
    saveReferral('   ', now);
    expect(storage().getItem('referral_session')).toBeNull();
  });
});
