/** localStorage keys of a saved referral (spec 01 §3). */
export const REFERRAL_KEY = 'referral_session';
export const REFERRAL_STORED_AT_KEY = 'referral_stored_at';

/** Spec 01 §9: a saved referral counts for 7 days. */
export const REFERRAL_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Saves a referral code from a `ref` link with the time it arrived. */
export function saveReferral(code: string, now = Date.now()): void {
  const value = code.trim();
  if (!value) return;
  const s = storage();
  s?.setItem(REFERRAL_KEY, value);
  s?.setItem(REFERRAL_STORED_AT_KEY, String(now));
}

/** Forgets the saved referral (after a successful registration, or when it has expired). */
export function clearReferral(): void {
  const s = storage();
  s?.removeItem(REFERRAL_KEY);
  s?.removeItem(REFERRAL_STORED_AT_KEY);
}

/** The saved referral while it is under 7 days old; an older or unreadable one is deleted. */
export function readReferral(now = Date.now()): string | null {
  const s = storage();
  const value = s?.getItem(REFERRAL_KEY);
  if (!value) return null;
  const storedAt = Number(s?.getItem(REFERRAL_STORED_AT_KEY));
  if (!Number.isFinite(storedAt) || storedAt <= 0 || now - storedAt >= REFERRAL_LIFETIME_MS || storedAt > now) {
    clearReferral();
    return null;
  }
  return value;
}

/** The referral to send on registration: one in the address wins over a saved one. */
export function currentReferral(fromAddress: string | null | undefined, now = Date.now()): string | null {
  const inAddress = fromAddress?.trim();
  return inAddress ? inAddress : readReferral(now);
}
