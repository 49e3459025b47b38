import { describe, expect, it } from 'vitest';
import type { Putt } from '../putt-log.ts';
import { computeSessionFigures, makeLabel, missLabel } from './session-figures.ts';

const make = (t: number, zone: 'TOP' | 'RIGHT' | 'LOW' | 'LEFT' = 'TOP', entry?: 'LEFT' | 'CENTER' | 'RIGHT'): Putt =>
  entry === undefined ? { t, result: 'MAKE', zone } : { t, result: 'MAKE', zone, entry };
const miss = (t: number, kind: 'RETURN' | 'CATCH' | 'TIMEOUT' | 'QUICK PUTT' = 'RETURN'): Putt => ({
  t,
  result: 'MISS',
  miss: kind,
});
/** `n` makes at start, start+step, … */
const makesAt = (n: number, start: number, step: number): Putt[] =>
  Array.from({ length: n }, (_, i) => make(start + i * step));

describe('labels', () => {
  it('formats make labels with and without entry', () => {
    expect(makeLabel({ zone: 'TOP', entry: 'LEFT' })).toBe('TOP - LEFT');
    expect(makeLabel({ zone: 'LOW' })).toBe('LOW');
  });

  it('formats miss labels for both, one or no sides', () => {
    expect(missLabel({ miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' })).toBe('RETURN: LEFT - RIGHT');
    expect(missLabel({ miss: 'TIMEOUT', entry: 'LEFT' })).toBe('TIMEOUT: LEFT');
    expect(missLabel({ miss: 'RETURN', exit: 'CENTER' })).toBe('RETURN: CENTER');
    expect(missLabel({ miss: 'QUICK PUTT' })).toBe('QUICK PUTT');
    expect(missLabel({ miss: 'CATCH' })).toBe('CATCH');
  });
});

describe('computeSessionFigures — counts, duration, rates, categories', () => {
  // 4 makes, 3 misses (one of them a QUICK PUTT), last putt at t=30.
  const log: Putt[] = [
    { t: 1, result: 'MAKE', zone: 'TOP', entry: 'LEFT' },
    { t: 5, result: 'MAKE', zone: 'TOP', entry: 'LEFT' },
    { t: 8, result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' },
    { t: 12, result: 'MAKE', zone: 'LOW' },
    { t: 15, result: 'MISS', miss: 'QUICK PUTT' },
    { t: 20, result: 'MISS', miss: 'TIMEOUT', entry: 'CENTER' },
    { t: 30, result: 'MAKE', zone: 'RIGHT', entry: 'CENTER' },
  ];

  it('counts makes and misses, QUICK PUTT included as a miss', () => {
    const f = computeSessionFigures(log);
    expect(f.makes).toBe(4);
    expect(f.misses).toBe(3); // RETURN + QUICK PUTT + TIMEOUT
    expect(f.putts).toBe(7);
  });

  it('uses the last putt time as duration when none is given', () => {
    const f = computeSessionFigures(log);
    expect(f.session_duration).toBe(30);
    // 30 s = 0.5 min → 7 / 0.5 = 14 putts/min, 4 / 0.5 = 8 makes/min
    expect(f.putts_per_minute).toBe(14);
    expect(f.makes_per_minute).toBe(8);
  });

  it('prefers duration_seconds when given (null counts as absent)', () => {
    const f = computeSessionFigures(log, 120);
    expect(f.session_duration).toBe(120);
    // 120 s = 2 min → 7 / 2 = 3.5, 4 / 2 = 2
    expect(f.putts_per_minute).toBe(3.5);
    expect(f.makes_per_minute).toBe(2);
    expect(computeSessionFigures(log, null).session_duration).toBe(30);
  });

  it('does not round rates', () => {
    // 1 putt in 7 s → 1 / (7/60) = 60/7 = 8.571428…
    const f = computeSessionFigures([make(7)]);
    expect(f.putts_per_minute).toBeCloseTo(60 / 7, 12);
    expect(f.putts_per_minute).not.toBe(8.57);
  });

  it('has no rate for a session too short for a finite one (the smallest positive time)', () => {
    const f = computeSessionFigures([make(Number.MIN_VALUE)]);
    expect(f.putts_per_minute).toBeNull();
    expect(f.makes_per_minute).toBeNull();
  });

  it('fills overviews with all keys, each make counted once by zone', () => {
    const f = computeSessionFigures(log);
    expect(f.makes_overview).toEqual({ TOP: 2, RIGHT: 1, LOW: 1, LEFT: 0 });
    expect(f.misses_overview).toEqual({ RETURN: 1, CATCH: 0, TIMEOUT: 1, 'QUICK PUTT': 1 });
  });

  it('counts detailed labels', () => {
    const f = computeSessionFigures(log);
    expect(f.makes_by_category).toEqual({ 'TOP - LEFT': 2, LOW: 1, 'RIGHT - CENTER': 1 });
    expect(f.misses_by_category).toEqual({ 'RETURN: LEFT - RIGHT': 1, 'QUICK PUTT': 1, 'TIMEOUT: CENTER': 1 });
  });

  it('best_streak is the longest run of makes', () => {
    // runs: [1,5] = 2, [12] = 1, [30] = 1 → 2
    expect(computeSessionFigures(log).best_streak).toBe(2);
  });
});

describe('computeSessionFigures — empty and zero-duration logs', () => {
  it('an empty log with a duration has zero counts and zero rates', () => {
    const f = computeSessionFigures([], 300);
    expect(f).toEqual({
      makes: 0,
      misses: 0,
      putts: 0,
      session_duration: 300,
      best_streak: 0,
      fastest_21_makes: null,
      most_makes_in_60_seconds: 0,
      putts_per_minute: 0, // 0 / 5 min
      makes_per_minute: 0,
      makes_overview: { TOP: 0, RIGHT: 0, LOW: 0, LEFT: 0 },
      misses_overview: { RETURN: 0, CATCH: 0, TIMEOUT: 0, 'QUICK PUTT': 0 },
      makes_by_category: {},
      misses_by_category: {},
      consecutive_by_category: { '3': 0, '7': 0, '10': 0, '15': 0, '21': 0, '50': 0, '77': 0, '100': 0 },
    });
  });

  it('an empty log without duration has duration 0 and null rates', () => {
    const f = computeSessionFigures([]);
    expect(f.session_duration).toBe(0);
    expect(f.putts_per_minute).toBeNull();
    expect(f.makes_per_minute).toBeNull();
  });

  it('zero duration gives null rates even with putts', () => {
    // Two makes both at t=0, no duration → duration 0 → rates undefined (null), not Infinity.
    const f = computeSessionFigures([make(0), make(0)]);
    expect(f.session_duration).toBe(0);
    expect(f.putts_per_minute).toBeNull();
    expect(f.makes_per_minute).toBeNull();
    expect(computeSessionFigures([make(0)], 0).putts_per_minute).toBeNull();
  });
});

describe('computeSessionFigures — fastest_21_makes', () => {
  it('20 makes → null', () => {
    expect(computeSessionFigures(makesAt(20, 0, 1)).fastest_21_makes).toBeNull();
  });

  it('21 makes → t[20] − t[0]', () => {
    // makes at 0, 2, 4, …, 40 → 40 − 0 = 40
    expect(computeSessionFigures(makesAt(21, 0, 2)).fastest_21_makes).toBe(40);
  });

  it('21 makes interrupted by a miss → null', () => {
    // 10 makes, a miss, 11 makes: longest run is 11 < 21
    const log = [...makesAt(10, 0, 1), miss(10), ...makesAt(11, 11, 1)];
    const f = computeSessionFigures(log);
    expect(f.makes).toBe(21);
    expect(f.fastest_21_makes).toBeNull();
  });

  it('two runs of 21+ → the faster window wins', () => {
    // Run A: 22 makes every 3 s from t=0 → windows span 20 × 3 = 60.
    // Miss at t=70.
    // Run B: 25 makes every 2.5 s from t=100 → windows span 20 × 2.5 = 50.
    const log = [...makesAt(22, 0, 3), miss(70), ...makesAt(25, 100, 2.5)];
    expect(computeSessionFigures(log).fastest_21_makes).toBe(50);
  });

  it('picks the fastest window inside one long run', () => {
    // 22 makes: t = 0, 10, 11, 12, …, 30 (0 then 21 makes every 1 s from 10).
    // Window [0..20] spans 29 − 0 = 29; window [1..21] spans 30 − 10 = 20 → 20.
    const log = [make(0), ...makesAt(21, 10, 1)];
    expect(computeSessionFigures(log).fastest_21_makes).toBe(20);
  });
});

describe('computeSessionFigures — most_makes_in_60_seconds', () => {
  it('a make at exactly t+60 is outside the window', () => {
    // makes at 0 and 60: [0, 60) holds 1, [60, 120) holds 1 → 1
    expect(computeSessionFigures([make(0), make(60)]).most_makes_in_60_seconds).toBe(1);
  });

  it('a make just inside t+60 counts', () => {
    // makes at 0 and 59.999: [0, 60) holds both → 2
    expect(computeSessionFigures([make(0), make(59.999)]).most_makes_in_60_seconds).toBe(2);
  });

  it('misses inside the window do not count and do not start windows', () => {
    // makes at 0, 30, 70, 80, 90, 100; misses at 65, 66.
    // [0,60): 0,30 → 2; [30,90): 30,70,80 → 3; [70,130): 70,80,90,100 → 4 → 4
    const log = [make(0), make(30), miss(65), miss(66), make(70), make(80), make(90), make(100)];
    expect(computeSessionFigures(log).most_makes_in_60_seconds).toBe(4);
  });

  it('counts simultaneous makes and no makes at all', () => {
    // three makes at t=5 → window [5, 65) holds 3
    expect(computeSessionFigures([make(5), make(5), make(5)]).most_makes_in_60_seconds).toBe(3);
    expect(computeSessionFigures([miss(1), miss(2)]).most_makes_in_60_seconds).toBe(0);
  });
});

describe('computeSessionFigures — consecutive_by_category', () => {
  it('counts a run of 10 once for each of 3, 7 and 10', () => {
    const f = computeSessionFigures(makesAt(10, 0, 1));
    expect(f.consecutive_by_category).toEqual({
      '3': 1,
      '7': 1,
      '10': 1,
      '15': 0,
      '21': 0,
      '50': 0,
      '77': 0,
      '100': 0,
    });
    expect(f.best_streak).toBe(10);
  });

  it('counts maximal runs separated by misses', () => {
    // runs: 3, (miss), 2, (miss), 7, (miss), 100 (ends the log)
    // ≥3: 3,7,100 → 3; ≥7: 7,100 → 2; ≥10/15/21/50/77/100: 100 → 1 each
    const log: Putt[] = [];
    let t = 0;
    for (const len of [3, 2, 7, 100]) {
      for (let i = 0; i < len; i++) log.push(make(t++));
      log.push(miss(t++, 'CATCH'));
    }
    log.pop(); // the log ends on the 100-run, so it is closed by the end, not a miss
    const f = computeSessionFigures(log);
    expect(f.consecutive_by_category).toEqual({
      '3': 3,
      '7': 2,
      '10': 1,
      '15': 1,
      '21': 1,
      '50': 1,
      '77': 1,
      '100': 1,
    });
    expect(f.best_streak).toBe(100);
    expect(f.misses).toBe(3);
    expect(f.makes).toBe(112); // 3 + 2 + 7 + 100
  });

  it('a run of 2 counts for nothing', () => {
    const f = computeSessionFigures([make(0), make(1), miss(2, 'QUICK PUTT')]);
    expect(Object.values(f.consecutive_by_category).every((n) => n === 0)).toBe(true);
  });
});

describe('computeSessionFigures — scale', () => {
  it('handles 5,000 putts in linear time', () => {
    // 5,000 makes 0.5 s apart: streak 5000, fastest 21 = 20 × 0.5 = 10,
    // most in 60 s: times 0, 0.5, …, 59.5 → 120.
    const log = makesAt(5000, 0, 0.5);
    const f = computeSessionFigures(log);
    expect(f.best_streak).toBe(5000);
    expect(f.fastest_21_makes).toBe(10);
    expect(f.most_makes_in_60_seconds).toBe(120);
    expect(f.consecutive_by_category['100']).toBe(1);
  });
});
