/**
 * A date and time as a form sends it (issue 21; decision 043): an ISO-8601 date-time with or
 * without seconds (and a fraction), with or without an offset — `2026-12-01T10:00` is what a
 * `datetime-local` input gives. With an offset (`Z`, `+02:00`, `+0200`) it names that instant;
 * without one it is a wall-clock reading in the sender's time zone (the profile's, on the server).
 *
 * Daylight-saving changes (the rule of {@link instantOfWallClock}, as Temporal's "compatible"):
 * a reading that occurs twice, in the hour a clock goes back, is its first occurrence (the
 * earlier instant); one that never occurs, in the hour a clock skips, moves forward by the
 * skipped amount (02:30 on a spring-forward night where 02:00 becomes 03:00 is 03:30).
 */
import { instantOfWallClock, type WallClock, wallClockAt } from './league-schedule.ts';

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Latest offset accepted (hours), as ISO-8601 and Temporal allow. */
const MAX_OFFSET_HOURS = 18;

/** A form date-time read: the instant it names, and the zone used when it had no offset. */
export interface FormDateTime {
  instant: Date;
  /** The time zone the wall clock was read in; null when the text carried its own offset. */
  timeZone: string | null;
}

/** The parts of a well-formed form date-time, or null; the offset in minutes (east positive), null when absent. */
export function formDateTimeParts(text: string): { wall: WallClock; offsetMinutes: number | null } | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const millisecond = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes: number | null = null;
  const zone = m[8];
  if (zone !== undefined) {
    if (zone.toUpperCase() === 'Z') offsetMinutes = 0;
    else {
      const digits = zone.slice(1).replace(':', '');
      const hours = Number(digits.slice(0, 2));
      const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
      if (hours > MAX_OFFSET_HOURS || minutes > 59) return null;
      offsetMinutes = (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
    }
  }
  return { wall: { year, month, day, hour, minute, second, millisecond }, offsetMinutes };
}

/** Whether `text` is a form date-time this module reads (any zone). */
export function isFormDateTime(text: string): boolean {
  return formDateTimeParts(text) !== null;
}

/**
 * The instant `text` names: its own offset when it has one, else the wall clock in `timeZone`
 * (an IANA name; daylight-saving rule above). Null when `text` is not a form date-time.
 */
export function parseFormDateTime(text: string, timeZone: string): FormDateTime | null {
  const parts = formDateTimeParts(text);
  if (!parts) return null;
  const { wall, offsetMinutes } = parts;
  if (offsetMinutes !== null) {
    const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
    return { instant: new Date(local - offsetMinutes * 60_000), timeZone: null };
  }
  return { instant: new Date(instantOfWallClock(wall, timeZone)), timeZone };
}

/** `instant` as a `datetime-local` value (`YYYY-MM-DDTHH:mm`) on the wall clock of `timeZone`. */
export function toFormDateTime(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant.getTime(), timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
