import { PASSWORD_MIN_LENGTH } from '@holeout/shared/accounts';

/** A new password, typed twice (see `components/password-fields.tsx`). */
export interface PasswordPair {
  password: string;
  confirm: string;
}

export const EMPTY_PASSWORD_PAIR: PasswordPair = { password: '', confirm: '' };
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

/**
 * The pair's own checks, run after the form has checked that nothing is empty: the two must be
 * the same (each form words that as its spec says), then, unless the server alone judges the
 * length, at least {@link PASSWORD_MIN_LENGTH} characters. Null when the pair may be sent.
 */
export function passwordPairError(
  pair: PasswordPair,
  { mismatch, checkLength = true }: { mismatch: string; checkLength?: boolean },
): string | null {
  if (pair.password !== pair.confirm) return mismatch;
  if (checkLength && pair.password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
