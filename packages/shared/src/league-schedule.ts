/**
 * When a league's rounds run (DESIGN §5): back to back from the start, each one round length
 * long. Pure: the instant of every boundary follows from the start, the length and the time zone.
 *
 * - Lengths under a day (1, 2, 4, 12 hours) are elapsed time.
 * - Lengths of whole days (24 … 504 hours) are calendar days on the league's wall clock, so a
 *   weekly round that starts at 19:00 still starts at 19:00 after a daylight-saving change (that
 *   round then lasts 167 or 169 hours).
 * - Monthly rounds end on the same day of the next month at the same wall-clock time, clamped to
 *   the month's last day (31 January → 28/29 February → 31 March: each boundary is counted from
 *   the start, so a clamp never shortens the later months).
 *
 * Without a time zone the wall clock is UTC.
 */
import { LEAGUE_MONTHLY, type RoundDuration } from './leagues.ts';

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

/** A wall-clock reading: year, month (1–12), day, hour, minute, second, millisecond. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at `instant` (ms since the epoch), in ms (east positive). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const d = new Date(instant + zoneOffsetMs(instant, timeZone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
}

/**
 * The instant a wall-clock reading in `timeZone` names. A reading that occurs twice (the hour a
 * clock goes back) is its first occurrence; one that never occurs (the hour a clock skips) moves
 * forward by the skipped amount, as a wall clock would show it.
 */
export function instantOfWallClock(w: WallClock, timeZone: string): number {
  const local = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
  if (timeZone === 'UTC') return local;
  const before = zoneOffsetMs(local - DAY_HOURS * HOUR_MS, timeZone);
  const after = zoneOffsetMs(local + DAY_HOURS * HOUR_MS, timeZone);
  const valid = [local - before, local - after].filter((t) => zoneOffsetMs(t, timeZone) === local - t);
  if (valid.length > 0) return Math.min(...valid);
  return local - before;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `start` moved on by `k` round lengths (k ≥ 0), counted from `start` itself. */
export function addRounds(start: Date, k: number, duration: RoundDuration, timeZone: string | null): Date {
  const tz = timeZone ?? 'UTC';
  if (duration !== LEAGUE_MONTHLY && duration % DAY_HOURS !== 0) {
    return new Date(start.getTime() + k * duration * HOUR_MS);
  }
  const w = wallClockAt(start.getTime(), tz);
  if (duration === LEAGUE_MONTHLY) {
    const months = w.month - 1 + k;
    const year = w.year + Math.floor(months / 12);
    const month = (months % 12) + 1;
    const day = Math.min(w.day, daysInMonth(year, month));
    return new Date(instantOfWallClock({ ...w, year, month, day }, tz));
  }
  const shifted = new Date(Date.UTC(w.year, w.month - 1, w.day + k * (duration / DAY_HOURS)));
  return new Date(
    instantOfWallClock(
      { ...w, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() },
      tz,
    ),
  );
}

/** One round's place in the schedule. */
export interface ScheduledRound {
  round_number: number;
  start_time: Date;
  end_time: Date;
}

/** Every round of a league starting at `start`: round n runs from boundary n − 1 to boundary n. */
export function roundSchedule(
  start: Date,
  numRounds: number,
  duration: RoundDuration,
  timeZone: string | null,
): ScheduledRound[] {
  const boundaries = Array.from({ length: numRounds + 1 }, (_, k) => addRounds(start, k, duration, timeZone));
  return Array.from({ length: numRounds }, (_, i) => ({
    round_number: i + 1,
    start_time: boundaries[i],
    end_time: boundaries[i + 1],
  }));
}
