/**
 * Which side of the cup a player's misses leave by, from the career's detailed miss labels
 * (`RETURN: LEFT - RIGHT`: entry, then exit; `TIMEOUT: LEFT`: one side known; `QUICK PUTT`: none).
 * Part of the coach's digest (decision 057), so the coach can answer "How do I stop missing left?"
 * from the player's own figures. Pure.
 */
import { SIDE_WORDS } from './golfer-words.ts';
import type { EntrySide } from './putt-log-putts.ts';

export interface MissSides {
  /** Misses that left the cup on the left, on the right, through the middle (on line). */
  left: number;
  right: number;
  middle: number;
  /** Misses whose side was not recorded (the phone recorder, a quick putt). */
  no_side: number;
  /** The most common detailed miss on each side, when there is one. */
  top_left: { label: string; misses: number } | null;
  top_right: { label: string; misses: number } | null;
}

const isSide = (s: string): s is EntrySide => s in SIDE_WORDS;

/** The side a detailed miss label left the cup by: its exit, else its one side; null without. */
export function missSideOf(label: string): EntrySide | null {
  const [, rest] = label.replaceAll('_', ' ').split(/:\s*/, 2);
  if (!rest) return null;
  const sides = rest.split(' - ').map((s) => s.trim());
  const side = sides.at(-1) ?? '';
  return sides.length <= 2 && sides.every(isSide) && isSide(side) ? side : null;
}

/** Career misses by side, from `misses_detailed` (label → {sum}). */
export function missSides(detailed: Record<string, { sum: number }>): MissSides {
  const result: MissSides = { left: 0, right: 0, middle: 0, no_side: 0, top_left: null, top_right: null };
  const entries = Object.entries(detailed)
    .filter(([, v]) => v.sum > 0)
    .sort(([a, x], [b, y]) => y.sum - x.sum || a.localeCompare(b));
  for (const [label, { sum }] of entries) {
    const side = missSideOf(label);
    if (side === null) result.no_side += sum;
    else if (side === 'CENTER') result.middle += sum;
    else if (side === 'LEFT') {
      result.left += sum;
      result.top_left ??= { label, misses: sum };
    } else {
      result.right += sum;
      result.top_right ??= { label, misses: sum };
    }
  }
  return result;
}
