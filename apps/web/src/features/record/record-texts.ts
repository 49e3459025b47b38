import { MIN_SECONDS_BETWEEN_PUTTS } from '@holeout/shared/putt-limits';
import { countsSentence, type LiveFigures } from './live-figures.ts';
import { puttWord, type RecorderSettings } from './recorder.ts';

/** A putt as the live region says it, in the golfer's words: 'Make, Back.', 'Miss, Short.' */
export function said(putt: Parameters<typeof puttWord>[0]): string {
  return `${putt.result === 'MAKE' ? 'Make' : 'Miss'}, ${puttWord(putt)}.`;
}

/** What a golfer hears and sees when a second tap comes too soon after a putt. */
export const TOO_SOON_TEXT = `That tap came less than ${MIN_SECONDS_BETWEEN_PUTTS} second after the last putt, so it was not counted: a putt and its ball return take longer.`;

/** What a screen reader hears after a putt action: the putt, then the counts. */
export function announce(what: string, figures: Pick<LiveFigures, 'makes' | 'misses'>): string {
  return `${what} ${countsSentence(figures)}.`;
}

/** A tapped Make or Miss as the live region says it, from the pad's choices: 'Miss, Short, left.' */
export function saidTap(result: 'MAKE' | 'MISS', s: RecorderSettings): string {
  return said(result === 'MAKE' ? { result, zone: s.zone } : { result, miss: s.missKind, exit: s.missSide });
}

/** The two ways of recording, as the choice on /record names them. */
export const MODES = ['Make/Miss buttons', 'Camera'] as const;
