import { hasControlCharacter } from '@holeout/shared/text';

/**
 * Checks on request bodies that JSON.parse cannot make: a key given twice in one object (JSON
 * leaves the meaning open; JavaScript keeps the last silently), and control characters inside
 * strings (PostgreSQL refuses NUL in text, and no field of ours takes control characters).
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The first key that appears twice in the same object of a JSON text, or null. Walks the text
 * once; keys are compared after unescaping, so `"a"` and `"\u0061"` are the same key. Expects
 * text that JSON.parse accepts (call it after a successful parse).
 */
export function findDuplicateKey(text: string): string | null {
  // One entry per open object (its keys so far) or array (null).
  const open: (Set<string> | null)[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i;
      i += 1;
      while (text.charCodeAt(i) !== QUOTE) i += text.charCodeAt(i) === BACKSLASH ? 2 : 1;
      i += 1;
      const keys = open.at(-1);
      if (keys && nextSignificant(text, i) === ':') {
        const key = JSON.parse(text.slice(start, i)) as string;
        if (keys.has(key)) return key;
        keys.add(key);
      }
      continue;
    }
    if (c === 0x7b /* { */) open.push(new Set());
    else if (c === 0x5b /* [ */) open.push(null);
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) open.pop();
    i += 1;
  }
  return null;
}

/**
 * Whether a JSON text nests objects and arrays deeper than `max`. No request of ours nests deeper
 * than a few levels, and a route that ignores unknown keys would otherwise take a body nested
 * thousands deep as an empty one. Skips strings, so brackets inside them do not count.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i += 1;
      while (text.charCodeAt(i) !== QUOTE) i += text.charCodeAt(i) === BACKSLASH ? 2 : 1;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth -= 1;
    i += 1;
  }
  return false;
}

function nextSignificant(text: string, from: number): string | undefined {
  let i = from;
  while (i < text.length && /\s/.test(text[i] ?? '')) i += 1;
  return text[i];
}

/**
 * The path (`putts.3.zone`, `name`) of the first string in a parsed value that holds a control
 * character, or null. Keys are checked too, reported by the path of their object.
 */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') || '(body)' : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const here = [...path, String(key)];
    if (typeof key === 'string' && hasControlCharacter(key)) return path.join('.') || '(body)';
    const found = findControlCharacter(item, here);
    if (found !== null) return found;
  }
  return null;
}
