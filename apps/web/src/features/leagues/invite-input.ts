/**
 * The invite box of the league page (spec 02 §5): the search runs from 3 characters, 300 ms after
 * typing stops; text with 10 to 15 digits once everything else is stripped is a phone number, text
 * shaped like an e-mail address is one, anything else is a username to search for.
 */
import { PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from '@holeout/shared/duels';

export const INVITE_SEARCH_MIN_LENGTH = 3;
export const INVITE_SEARCH_DEBOUNCE_MS = 300;

/** Spec 02 §2: "no spaces, one at-sign, a dot in the domain". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InviteInput = { type: 'email'; value: string } | { type: 'phone'; value: string } | { type: 'username' };

/** What the typed text is (spec 02 §5: phone by digit count after stripping, else a username). */
export function classifyInviteInput(text: string): InviteInput {
  const trimmed = text.trim();
  if (EMAIL_PATTERN.test(trimmed)) return { type: 'email', value: trimmed };
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length >= PHONE_DIGITS_MIN && digits.length <= PHONE_DIGITS_MAX) {
    return { type: 'phone', value: trimmed.startsWith('+') ? `+${digits}` : digits };
  }
  return { type: 'username' };
}

/** Whether a (debounced) term is long enough to search for. */
export function searchable(term: string): boolean {
  return term.trim().length >= INVITE_SEARCH_MIN_LENGTH;
}
