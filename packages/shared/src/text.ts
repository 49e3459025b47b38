/**
 * What counts as acceptable text in the fields people type. Shared so the web form refuses what
 * the server would, with the same words.
 */

/**
 * True when the text holds a C0 or C1 control character (NUL, escape, DEL …; tab, line feed and
 * carriage return included).
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/**
 * Bidirectional embedding, override and isolate controls: invisible, and able to make a name read
 * backwards ("Trojan Source"). Arabic and Hebrew names need none of them to display correctly.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** Characters that take no space: zero-width space/joiners, word joiner, byte-order mark, soft hyphen. */
const INVISIBLE = /[\u200b-\u200f\u2060\ufeff\u00ad]/g;

/** True when a single-line text field value is acceptable: no control characters at all. */
export function isPlainText(value: string): boolean {
  return !hasControlCharacter(value);
}

/**
 * The problem with a person's name, or null when it is fine. Zero-width joiners stay allowed
 * (emoji sequences, Persian and Indic scripts use them), but a name must show at least one
 * visible character and may not carry control or direction-override characters.
 */
export function nameProblem(value: string): string | null {
  if (hasControlCharacter(value)) return 'Name must not contain control characters';
  if (BIDI_CONTROLS.test(value)) return 'Name must not contain text-direction control characters';
  if (value.replace(INVISIBLE, '').trim() === '') return 'Name is required';
  return null;
}
