/**
 * What a golfer types into a player search (spec 02 §2, §5): an e-mail address, a phone number,
 * or a name to search for. Shared by the duel opponent picker and the league invite box. Pure, so
 * the rules are tested without a browser.
 */

/**
 * Spec 02 §2: "no spaces, one at-sign, a dot in the domain". Deliberately simple: the server
 * decides whether the address is real.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 02 §5: a phone number is 10 to 15 digits once everything else is stripped. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
// What people type in a phone number besides digits; letters make it a name.
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** How long typing must pause before the search runs (spec 02 §5: 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** True when the text looks like an e-mail address by the spec's simple pattern. */
export function isEmailLike(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** The digits of a phone number when the text is one (10–15 digits), else null. */
export function phoneDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? digits : null;
}

export type TypedContact = { type: 'email'; value: string } | { type: 'phone'; value: string } | { type: 'username' };

/** What the typed text is: an address, a number (kept with its leading +) or a name. */
export function classifyContact(text: string): TypedContact {
  const trimmed = text.trim();
  if (isEmailLike(trimmed)) return { type: 'email', value: trimmed };
  const digits = phoneDigits(trimmed);
  if (digits) return { type: 'phone', value: trimmed.startsWith('+') ? `+${digits}` : digits };
  return { type: 'username' };
}

/** Who a duel or a league invitation is for: a player found by the search, or someone new by contact. */
export type PickedPlayer =
  | { kind: 'player'; playerId: number; name: string }
  | { kind: 'invite'; contact: { type: 'email' | 'phone'; value: string } };

/** The name a picked player goes by in the form and in messages. */
export function pickedName(picked: PickedPlayer): string {
  return picked.kind === 'player' ? picked.name : picked.contact.value;
}

/** Whether a (debounced) term is long enough to search for. */
export function searchable(term: string, minLength: number): boolean {
  return term.trim().length >= minLength;
}
