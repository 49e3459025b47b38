/**
 * The putt log's categories in a golfer's words (decision 056). The stored values stay the spec's
 * (`misses_overview`: RETURN, CATCH, TIMEOUT, QUICK PUTT; make zones TOP, RIGHT, LOW, LEFT; sides
 * LEFT, CENTER, RIGHT) and so do the texts the spec fixes (the Career Stats tables); screens that
 * speak to a golfer on the green — the recorder, a session's breakdown, the coach — say them as
 * below. Zod-free and pure: the first screen and the server both import it.
 */
import type { EntrySide, MissKind, Zone } from './putt-log-putts.ts';

/** What each kind of miss is on the mat, in a golfer's words. */
export const MISS_WORDS: Record<MissKind, { word: string; meaning: string }> = {
  RETURN: { word: 'Short', meaning: 'did not drop and rolled back down the ramp (short, or wide of the cup)' },
  CATCH: { word: 'Long', meaning: 'too firm: past the cup or a lip-out, into the catch' },
  TIMEOUT: { word: 'Lost ball', meaning: 'the ball never came back' },
  'QUICK PUTT': { word: 'Quick putt', meaning: 'struck before the last ball had settled' },
};

/** Where a make dropped in, seen from the golfer: TOP is the back of the cup, LOW the front. */
export const ZONE_WORDS: Record<Zone, string> = {
  TOP: 'Back',
  RIGHT: 'Right',
  LOW: 'Front',
  LEFT: 'Left',
};

/** A side of the cup, lower case for running text. */
export const SIDE_WORDS: Record<EntrySide, string> = { LEFT: 'left', CENTER: 'middle', RIGHT: 'right' };

const isMissKind = (s: string): s is MissKind => s in MISS_WORDS;
const isZone = (s: string): s is Zone => s in ZONE_WORDS;
const isSide = (s: string): s is EntrySide => s in SIDE_WORDS;

/** Sides of a label ('LEFT - RIGHT', 'CENTER') in words: 'left to right', 'middle'; null if not sides. */
function sidesInWords(text: string): string | null {
  const sides = text.split(' - ').map((s) => s.trim());
  if (sides.length > 2 || !sides.every(isSide)) return null;
  const [first, second] = sides as EntrySide[];
  return second === undefined || second === first ? SIDE_WORDS[first] : `${SIDE_WORDS[first]} to ${SIDE_WORDS[second]}`;
}

/**
 * A detailed miss category (`RETURN: CENTER - RIGHT`, `TIMEOUT: LEFT`, `QUICK PUTT`, or with
 * underscores) in words: 'Short, middle to right', 'Lost ball, left', 'Quick putt'. A label it does
 * not know comes back unchanged (underscores as spaces).
 */
export function missCategoryInWords(label: string): string {
  const plain = label.replaceAll('_', ' ').trim();
  const [kind, rest] = plain.split(/:\s*/, 2);
  if (!isMissKind(kind)) return plain;
  if (rest === undefined || rest === '') return MISS_WORDS[kind].word;
  const sides = sidesInWords(rest);
  return sides === null ? plain : `${MISS_WORDS[kind].word}, ${sides}`;
}

/** A detailed make category (`TOP`, `LEFT - RIGHT`: zone, then entry side) in words: 'Back', 'Left, in from the right'. */
export function makeCategoryInWords(label: string): string {
  const plain = label.replaceAll('_', ' ').trim();
  const [zone, entry] = plain.split(' - ').map((s) => s.trim());
  if (!isZone(zone)) return plain;
  if (entry === undefined) return ZONE_WORDS[zone];
  return isSide(entry) ? `${ZONE_WORDS[zone]}, in from the ${SIDE_WORDS[entry]}` : plain;
}
