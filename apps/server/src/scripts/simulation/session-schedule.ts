/**
 * When simulated sessions happen: spread over the last few days at hours a
 * golfer would practise (in their own time zone), oldest first — the order the
 * desktop app would upload them in.
 */
import type { SeededRandom } from './seeded-random.ts';

const DAY_MS = 86_400_000;
// Practice happens between 07:00 and 21:59 local time.
const FIRST_HOUR = 7;
const LAST_HOUR = 21;

/**
 * `count` start instants within the last `days` days before `now`, sorted
 * oldest first. Each falls at a local hour between 07:00 and 22:00 and at
 * least `marginMinutes` before `now`, so a session of that length has ended.
 */
export function sessionStartTimes(
  rng: SeededRandom,
  opts: { count: number; days: number; now: Date; utcOffsetMinutes: number; marginMinutes?: number },
): Date[] {
  const { count, days, now, utcOffsetMinutes } = opts;
  const latest = now.getTime() - (opts.marginMinutes ?? 45) * 60_000;
  const starts: number[] = [];
  for (let i = 0; i < count; i++) {
    const daysAgo = rng.int(0, Math.max(0, days - 1));
    // Work in the golfer's local clock, then convert back to an instant.
    const local = new Date(now.getTime() + utcOffsetMinutes * 60_000 - daysAgo * DAY_MS);
    local.setUTCHours(rng.int(FIRST_HOUR, LAST_HOUR), rng.int(0, 59), rng.int(0, 59), 0);
    let instant = local.getTime() - utcOffsetMinutes * 60_000;
    // Today's draw may lie in the future (or too close to now): take the same hour a day earlier.
    while (instant > latest) instant -= DAY_MS;
    starts.push(instant);
  }
  return starts.sort((a, b) => a - b).map((ms) => new Date(ms));
}
