/**
 * The figures the recorder shows while the golfer putts. They come from the same pure functions the
 * server uses on the uploaded log (`computeSessionFigures`, `accuracy`), so the screen and the stored
 * session cannot disagree; only the current streak, which a finished session has no use for, is
 * counted here.
 */
import type { Putt } from '@holeout/shared/putt-log';
import { accuracy } from '@holeout/shared/stats/figures';
import { computeSessionFigures } from '@holeout/shared/stats/session-figures';

export interface LiveFigures {
  makes: number;
  misses: number;
  putts: number;
  /** Makes since the last miss. */
  currentStreak: number;
  /** Longest run of makes so far. */
  bestStreak: number;
  /** Putts per minute of the clock so far; null at 0:00. */
  puttsPerMinute: number | null;
  /** Makes per minute of the clock so far; null at 0:00. */
  makesPerMinute: number | null;
  /** Makes ÷ putts × 100; null before the first putt. */
  accuracy: number | null;
}

/** Number of makes at the end of the log, since the last miss. */
export function currentStreak(putts: readonly Putt[]): number {
  let run = 0;
  for (let i = putts.length - 1; i >= 0 && putts[i].result === 'MAKE'; i--) run++;
  return run;
}

/**
 * The figures of `putts` with the clock at `elapsedSeconds` (rates are per minute of the clock,
 * as the upload's `duration_seconds` will make them).
 */
export function liveFigures(putts: readonly Putt[], elapsedSeconds: number): LiveFigures {
  const last = putts.at(-1)?.t ?? 0;
  const figures = computeSessionFigures(putts, Math.max(elapsedSeconds, last));
  return {
    makes: figures.makes,
    misses: figures.misses,
    putts: figures.putts,
    currentStreak: currentStreak(putts),
    bestStreak: figures.best_streak,
    puttsPerMinute: figures.putts_per_minute,
    makesPerMinute: figures.makes_per_minute,
    accuracy: accuracy(figures.makes, figures.putts),
  };
}

/** The running clock: mm:ss, and h:mm:ss from an hour on. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** 'N makes, M misses' for announcements, with the right plurals. */
export function countsSentence({ makes, misses }: Pick<LiveFigures, 'makes' | 'misses'>): string {
  return `${makes} ${makes === 1 ? 'make' : 'makes'}, ${misses} ${misses === 1 ? 'miss' : 'misses'}`;
}
