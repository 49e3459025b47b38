import { MIN_SECONDS_BETWEEN_PUTTS } from '@holeout/shared/putt-limits';
import { countsSentence, type LiveFigures } from './live-figures.ts';

/** What a golfer hears and sees when a second tap comes too soon after a putt. */
export const TOO_SOON_TEXT = `That tap came less than ${MIN_SECONDS_BETWEEN_PUTTS} second after the last putt, so it was not counted: a putt and its ball return take longer.`;

/** What a screen reader hears after a putt action: the putt, then the counts. */
export function announce(what: string, figures: Pick<LiveFigures, 'makes' | 'misses'>): string {
  return `${what} ${countsSentence(figures)}.`;
}
