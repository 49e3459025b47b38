import { describe, expect, it } from 'vitest';
import {
  firstBrokenPuttLimit,
  MAX_MAKES_PER_MINUTE,
  MAX_SESSION_PUTTS,
  MAX_SESSION_SECONDS,
  MIN_SECONDS_BETWEEN_PUTTS,
  minSessionSeconds,
} from './putt-limits.ts';
import type { Putt } from './putt-log.ts';

const make = (t: number): Putt => ({ t, result: 'MAKE', zone: 'TOP' });
const miss = (t: number): Putt => ({ t, result: 'MISS', miss: 'QUICK PUTT' });
/** `n` makes `every` seconds apart from `from`. */
const makes = (n: number, from: number, every: number) => Array.from({ length: n }, (_, i) => make(from + i * every));

describe('the limits themselves', () => {
  it('are what decision 041 reasons', () => {
    expect(MIN_SECONDS_BETWEEN_PUTTS).toBe(0.5);
    expect(MAX_MAKES_PER_MINUTE).toBe(40);
    expect(MAX_SESSION_PUTTS).toBe(5000);
    expect(MAX_SESSION_SECONDS).toBe(43_200);
  });

  it('give the least duration of a session from its putts and makes', () => {
    expect(minSessionSeconds(0, 0)).toBe(0);
    expect(minSessionSeconds(1, 1)).toBe(0);
    // 21 putts: 20 gaps of 0.5 s.
    expect(minSessionSeconds(21, 0)).toBe(10);
    // 40 gaps × 0.5 = 20 s while 40 makes fit in one minute; the 41st make opens the next: 60 s.
    expect(minSessionSeconds(41, 40)).toBe(20);
    expect(minSessionSeconds(41, 41)).toBe(60);
    // 200 makes: 199 gaps = 99.5 s, makes 1…200 → floor(199 / 40) = 4 minutes = 240 s.
    expect(minSessionSeconds(200, 200)).toBe(240);
    // 5,000 makes: floor(4999 / 40) = 124 minutes.
    expect(minSessionSeconds(5000, 5000)).toBe(7440);
  });
});

describe('firstBrokenPuttLimit', () => {
  it('accepts an empty log, one putt, and putts exactly the minimum apart', () => {
    expect(firstBrokenPuttLimit([])).toBeNull();
    expect(firstBrokenPuttLimit([make(0)], 0)).toBeNull();
    expect(firstBrokenPuttLimit([make(0), miss(0.5), make(1)])).toBeNull();
    // 1.3 → 2.3 is 0.9999999999999998 in floating point: not a putt too soon.
    expect(firstBrokenPuttLimit([make(0.3), make(0.8), make(1.3), make(2.3)])).toBeNull();
  });

  it('names the first putt that comes too soon after the previous one', () => {
    expect(firstBrokenPuttLimit([make(1), make(3), miss(3.4), make(3.45)])).toMatchObject({
      limit: 'min_seconds_between_putts',
      putt_index: 2,
      message:
        'putts[2]: comes 0.4 s after the previous putt; two putts are at least 0.5 s apart (min_seconds_between_putts)',
    });
    // Duration given long enough: the interval is what breaks.
    expect(firstBrokenPuttLimit([make(5), make(5)], 60)).toMatchObject({
      limit: 'min_seconds_between_putts',
      putt_index: 1,
    });
  });

  it('allows 40 makes in a minute and refuses the 41st', () => {
    // 40 makes 1 s apart (0…39), then one at 59.9: 41 makes in [0, 60).
    const log = [...makes(40, 0, 1), make(59.9)];
    expect(firstBrokenPuttLimit(log)).toMatchObject({ limit: 'max_makes_per_minute', putt_index: 40 });
    // At 60 the window [0, 60) no longer holds the first make: 40 in any window.
    expect(firstBrokenPuttLimit([...makes(40, 0, 1), make(60)])).toBeNull();
    // Misses do not count toward the makes of a minute.
    expect(firstBrokenPuttLimit([...makes(40, 0, 1), miss(59.9)])).toBeNull();
    // Sustained: makes 1.2 s apart break at the 41st (t = 48 s), putt 40.
    expect(firstBrokenPuttLimit(makes(60, 0, 1.2))).toMatchObject({ limit: 'max_makes_per_minute', putt_index: 40 });
  });

  it('refuses a duration too short for the putts, at the first putt that does not fit', () => {
    // The first case: 200 makes at t = 0 in 0 s. Putt 1 already needs 0.5 s.
    expect(firstBrokenPuttLimit(makes(200, 0, 0), 0)).toEqual({
      limit: 'min_session_seconds',
      putt_index: 1,
      message: 'putts[1]: 200 putts with 200 makes take at least 240 s; this session lasts 0 s (min_session_seconds)',
    });
    // The second: 5,000 makes 12 ms apart in 60 s. Putts 0…40 fit in 60 s; the 81st make needs 120 s.
    // Putt 121 would need 60.5 s by gaps, but make 80 (index 80) needs two minutes first.
    expect(firstBrokenPuttLimit(makes(5000, 0, 0.012), 60)).toMatchObject({
      limit: 'min_session_seconds',
      putt_index: 80,
    });
    // Without a claimed duration the putts themselves are checked: putt 1 comes 0.2 s after putt 0.
    expect(firstBrokenPuttLimit([make(0), miss(0.2), make(0.4)])).toMatchObject({
      limit: 'min_seconds_between_putts',
      putt_index: 1,
    });
  });

  it('refuses a session longer than twelve hours, naming the first putt past it', () => {
    expect(firstBrokenPuttLimit([make(10)], MAX_SESSION_SECONDS + 1)).toMatchObject({
      limit: 'max_session_seconds',
      putt_index: null,
    });
    expect(firstBrokenPuttLimit([make(10), make(MAX_SESSION_SECONDS + 5)])).toMatchObject({
      limit: 'max_session_seconds',
      putt_index: 1,
    });
    expect(firstBrokenPuttLimit([make(10)], MAX_SESSION_SECONDS)).toBeNull();
  });

  it('refuses more putts than a session holds', () => {
    const log = Array.from({ length: MAX_SESSION_PUTTS + 1 }, (_, i) => miss(i * 3));
    expect(firstBrokenPuttLimit(log)).toMatchObject({ limit: 'max_session_putts', putt_index: MAX_SESSION_PUTTS });
    expect(firstBrokenPuttLimit(log.slice(0, MAX_SESSION_PUTTS))).toBeNull();
  });
});
