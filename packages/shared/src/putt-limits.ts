/**
 * Physical limits of putting on a mat: what one golfer can do (decision 041). An upload that
 * breaks one is not a session but a fabrication, and is refused; a stored session that breaks one
 * is flagged for an operator and counts for nothing until it is cleared (the recorder and the
 * camera can never produce one).
 *
 * Pure: a putt log in, the first broken limit out. Times are compared to the millisecond (the
 * best any recorder measures), so `2.3 − 1.3` is not a putt too soon by a rounding error.
 */
import { MAX_PUTTS, type Putt } from './putt-log.ts';

/**
 * Fewest seconds between two putts. The fastest case is not a putt and its ball return (that
 * takes seconds) but quick putts with several balls at the golfer's feet: the putter moves a
 * hand's width to the next ball and makes the shortest jab of a stroke, which still takes half a
 * second from one impact to the next. The recorder ignores a second tap within it.
 */
export const MIN_SECONDS_BETWEEN_PUTTS = 0.5;

/**
 * Most makes in any window `[t, t + 60)` starting at a make (the window of
 * `most_makes_in_60_seconds`). A make every 1.5 s for a whole minute: only a pile of balls
 * raked into place one per stroke sustains it, since a ball return alone takes 2–4 s a putt.
 */
export const MAX_MAKES_PER_MINUTE = 40;

/** Width of the makes-per-minute window in seconds. */
export const MAKES_PER_MINUTE_WINDOW_SECONDS = 60;

/**
 * Most putts in one session: the upload's own bound, and physically a marathon — 5,000 putts at
 * a brisk 20 a minute are more than four hours without a pause.
 */
export const MAX_SESSION_PUTTS = MAX_PUTTS;

/** Longest plausible session: twelve hours. A recorder left running past that is not a session. */
export const MAX_SESSION_SECONDS = 12 * 3600;

/** Slack of every time comparison: times are measured to the millisecond at best. */
const TIME_SLACK_SECONDS = 0.001;

/** The names of the limits, as a refusal and the operator's list name them. */
export const PUTT_LIMITS = [
  'max_session_putts',
  'max_session_seconds',
  'min_session_seconds',
  'min_seconds_between_putts',
  'max_makes_per_minute',
] as const;

/** One of {@link PUTT_LIMITS}. */
export type PuttLimit = (typeof PUTT_LIMITS)[number];

/** The first limit a log breaks: which, at which putt (0-based, as `putts[i]`), and in words. */
export interface BrokenPuttLimit {
  limit: PuttLimit;
  /** Index in `putts` of the putt at which the limit broke; null when the duration alone breaks it. */
  putt_index: number | null;
  /** A sentence naming the limit and the putt, for the 422 and the operator's list. */
  message: string;
}

type TimedPutt = Pick<Putt, 't' | 'result'>;

/**
 * The least a session lasts that holds, up to and including putt `i` (0-based), `i + 1` putts of
 * which `makes` are makes: `i` gaps of {@link MIN_SECONDS_BETWEEN_PUTTS}, and a new minute for
 * every {@link MAX_MAKES_PER_MINUTE} makes after the first batch.
 */
export function minSessionSeconds(putts: number, makes: number): number {
  const byGaps = Math.max(0, putts - 1) * MIN_SECONDS_BETWEEN_PUTTS;
  const byMakes = Math.floor(Math.max(0, makes - 1) / MAX_MAKES_PER_MINUTE) * MAKES_PER_MINUTE_WINDOW_SECONDS;
  return Math.max(byGaps, byMakes);
}

const broken = (limit: PuttLimit, putt_index: number | null, message: string): BrokenPuttLimit => ({
  limit,
  putt_index,
  message,
});

const seconds = (s: number) => `${Number(s.toFixed(3))} s`;

/**
 * The first physical limit the session breaks, or null when it is a session a golfer could have
 * putted. Session-wide limits first (size, then a claimed duration too short for its putts), then putt by
 * putt: a putt too soon after the previous one, a make beyond the most in a minute.
 *
 * @param putts the log, non-decreasing in `t` (as the upload schema guarantees).
 * @param durationSeconds the uploaded `duration_seconds`; the last putt's time when absent.
 */
export function firstBrokenPuttLimit(
  putts: readonly TimedPutt[],
  durationSeconds?: number | null,
): BrokenPuttLimit | null {
  const n = putts.length;
  const duration = durationSeconds ?? (n > 0 ? putts[n - 1].t : 0);
  if (n > MAX_SESSION_PUTTS) {
    return broken(
      'max_session_putts',
      MAX_SESSION_PUTTS,
      `putts[${MAX_SESSION_PUTTS}]: a session holds at most ${MAX_SESSION_PUTTS} putts (max_session_putts)`,
    );
  }
  if (duration > MAX_SESSION_SECONDS + TIME_SLACK_SECONDS) {
    const past = putts.findIndex((p) => p.t > MAX_SESSION_SECONDS + TIME_SLACK_SECONDS);
    return broken(
      'max_session_seconds',
      past >= 0 ? past : null,
      `${past >= 0 ? `putts[${past}]: ` : ''}a session lasts at most ${MAX_SESSION_SECONDS / 3600} hours; ` +
        `this one lasts ${seconds(duration)} (max_session_seconds)`,
    );
  }
  // Only a claimed duration is checked against the putts' count: without one the duration is the
  // last putt's time, and the putt-by-putt limits below name the culprit more precisely.
  const tooShort = durationSeconds == null ? null : firstPuttBeyondDuration(putts, duration);
  if (tooShort !== null) {
    const makes = putts.filter((p) => p.result === 'MAKE').length;
    return broken(
      'min_session_seconds',
      tooShort,
      `putts[${tooShort}]: ${n} putts with ${makes} makes take at least ${seconds(minSessionSeconds(n, makes))}; ` +
        `this session lasts ${seconds(duration)} (min_session_seconds)`,
    );
  }
  const window: number[] = [];
  let head = 0;
  for (let i = 0; i < n; i++) {
    const t = putts[i].t;
    if (i > 0 && t - putts[i - 1].t < MIN_SECONDS_BETWEEN_PUTTS - TIME_SLACK_SECONDS) {
      return broken(
        'min_seconds_between_putts',
        i,
        `putts[${i}]: comes ${seconds(t - putts[i - 1].t)} after the previous putt; two putts are at least ` +
          `${seconds(MIN_SECONDS_BETWEEN_PUTTS)} apart (min_seconds_between_putts)`,
      );
    }
    if (putts[i].result !== 'MAKE') continue;
    // The makes of the window that ends here: those less than a minute before this one.
    window.push(t);
    while (t - window[head] >= MAKES_PER_MINUTE_WINDOW_SECONDS - TIME_SLACK_SECONDS) head++;
    if (window.length - head > MAX_MAKES_PER_MINUTE) {
      return broken(
        'max_makes_per_minute',
        i,
        `putts[${i}]: the ${MAX_MAKES_PER_MINUTE + 1}st make within ${MAKES_PER_MINUTE_WINDOW_SECONDS} s; a golfer makes ` +
          `at most ${MAX_MAKES_PER_MINUTE} in a minute (max_makes_per_minute)`,
      );
    }
  }
  return null;
}

/**
 * The first putt that does not fit in `duration`: putt `i` needs at least
 * `minSessionSeconds(i + 1, makes so far)`. Null when all fit.
 */
function firstPuttBeyondDuration(putts: readonly TimedPutt[], duration: number): number | null {
  let makes = 0;
  for (let i = 0; i < putts.length; i++) {
    if (putts[i].result === 'MAKE') makes++;
    if (minSessionSeconds(i + 1, makes) > duration + TIME_SLACK_SECONDS) return i;
  }
  return null;
}
