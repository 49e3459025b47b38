/**
 * How long a delivery may run before the row is due again. Longer than the SMTP timeouts allow a
 * delivery to hang, so an instance still sending is never overtaken; short enough that a row whose
 * instance died mid-delivery is picked up again within minutes.
 */
export const DELIVERY_LEASE_MS = 5 * 60_000;

/** Attempts before a message is given up (about four hours of retries). */
export const MAX_DELIVERY_ATTEMPTS = 10;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * Wait after the `attempts`-th failed attempt: one minute, doubling each time, at most an hour;
 * null once {@link MAX_DELIVERY_ATTEMPTS} are used up.
 */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
