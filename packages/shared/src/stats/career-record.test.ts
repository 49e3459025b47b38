import { describe, expect, it } from 'vitest';
import type { Putt } from '../putt-log.ts';
import {
  addSessionToCareer,
  type CareerAccumulator,
  type CareerSessionLog,
  careerAverages,
  careerFromSessions,
  diffCareer,
  emptyCareer,
} from './career-record.ts';
import { computeSessionFigures } from './session-figures.ts';

// Session A — 10 putts in 60 s: makes TOP-LEFT at t=1..6, then
// RETURN: LEFT - RIGHT (7), QUICK PUTT (8), CATCH (9), CATCH (10).
// makes 6, misses 4, streak 6, most-in-60 6, ppm 10/1 = 10, mpm 6/1 = 6, runs ≥3: 1.
const A: CareerSessionLog = {
  started_at: '2025-03-01T10:00:00+01:00', // = 09:00Z
  duration_seconds: 60,
  putts: [
    ...[1, 2, 3, 4, 5, 6].map((t): Putt => ({ t, result: 'MAKE', zone: 'TOP', entry: 'LEFT' })),
    { t: 7, result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' },
    { t: 8, result: 'MISS', miss: 'QUICK PUTT' },
    { t: 9, result: 'MISS', miss: 'CATCH' },
    { t: 10, result: 'MISS', miss: 'CATCH' },
  ],
};

// Session B — 20 putts in 240 s: makes RIGHT-CENTER at t=10,20,…,80 (8),
// misses TIMEOUT: LEFT at t=90,100,…,200 (12).
// streak 8, most-in-60: [10,70) holds 10..60 → 6; ppm 20/4 = 5, mpm 8/4 = 2; runs ≥3: 1, ≥7: 1.
const B: CareerSessionLog = {
  started_at: '2025-03-01T09:30:00Z', // later instant than A, though smaller as a string
  duration_seconds: 240,
  putts: [
    ...Array.from({ length: 8 }, (_, i): Putt => ({ t: 10 * (i + 1), result: 'MAKE', zone: 'RIGHT', entry: 'CENTER' })),
    ...Array.from({ length: 12 }, (_, i): Putt => ({ t: 90 + 10 * i, result: 'MISS', miss: 'TIMEOUT', entry: 'LEFT' })),
  ],
};

// Session C — 21 makes LOW at t=0..20, no duration → duration 20 s.
// fastest 21 = 20 − 0 = 20, most-in-60 21, ppm = mpm = 21 / (20/60) = 63, runs ≥3,7,10,15,21: 1 each.
const C: CareerSessionLog = {
  started_at: '2025-02-28T12:00:00-05:00', // = 17:00Z on Feb 28, the earliest
  putts: Array.from({ length: 21 }, (_, t): Putt => ({ t, result: 'MAKE', zone: 'LOW' })),
};

const expectedABC: CareerAccumulator = {
  total_sessions: 3,
  sum_makes: 35, // 6 + 8 + 21
  sum_misses: 16, // 4 + 12 + 0
  sum_putts: 51, // 10 + 20 + 21
  sum_duration: 320, // 60 + 240 + 20
  high_makes: 21,
  high_best_streak: 21,
  low_fastest_21: 20, // only C has a run of 21
  high_most_in_60: 21, // max(6, 6, 21)
  high_ppm: 63, // max(10, 5, 63)
  high_mpm: 63, // max(6, 2, 63)
  high_duration: 240,
  consecutive: {
    '3': { high: 1, sum: 3 }, // A, B, C each have one run ≥ 3
    '7': { high: 1, sum: 2 }, // B (8) and C (21)
    '10': { high: 1, sum: 1 },
    '15': { high: 1, sum: 1 },
    '21': { high: 1, sum: 1 },
    '50': { high: 0, sum: 0 },
    '77': { high: 0, sum: 0 },
    '100': { high: 0, sum: 0 },
  },
  makes_overview: {
    TOP: { high: 6, sum: 6 },
    RIGHT: { high: 8, sum: 8 },
    LOW: { high: 21, sum: 21 },
    LEFT: { high: 0, sum: 0 },
  },
  makes_detailed: {
    'TOP - LEFT': { high: 6, sum: 6 },
    'RIGHT - CENTER': { high: 8, sum: 8 },
    LOW: { high: 21, sum: 21 },
  },
  misses_overview: {
    RETURN: { high: 1, sum: 1 },
    CATCH: { high: 2, sum: 2 },
    TIMEOUT: { high: 12, sum: 12 },
    'QUICK PUTT': { high: 1, sum: 1 },
  },
  misses_detailed: {
    'RETURN: LEFT - RIGHT': { high: 1, sum: 1 },
    'QUICK PUTT': { high: 1, sum: 1 },
    CATCH: { high: 2, sum: 2 },
    'TIMEOUT: LEFT': { high: 12, sum: 12 },
  },
  last_session_at: '2025-03-01T09:30:00Z', // B: 09:30Z > A: 09:00Z > C: Feb 28
};

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

describe('emptyCareer', () => {
  it('has zero counts, null extremes and null averages', () => {
    const e = emptyCareer();
    expect(e.total_sessions).toBe(0);
    expect(e.low_fastest_21).toBeNull();
    expect(e.high_ppm).toBeNull();
    expect(e.last_session_at).toBeNull();
    expect(Object.keys(e.consecutive)).toEqual(['3', '7', '10', '15', '21', '50', '77', '100']);
    expect(e.makes_overview).toEqual({
      TOP: { high: 0, sum: 0 },
      RIGHT: { high: 0, sum: 0 },
      LOW: { high: 0, sum: 0 },
      LEFT: { high: 0, sum: 0 },
    });
    expect(careerAverages(e)).toEqual({ avg_ppm: null, avg_mpm: null });
  });

  it('returns a fresh object each time', () => {
    expect(emptyCareer()).not.toBe(emptyCareer());
    expect(emptyCareer().makes_overview).not.toBe(emptyCareer().makes_overview);
  });
});

describe('careerFromSessions', () => {
  it('folds raw logs into the hand-computed record', () => {
    expect(careerFromSessions([A, B, C])).toEqual(expectedABC);
  });

  it('matches the incremental path', () => {
    let acc = emptyCareer();
    for (const s of [A, B, C]) {
      acc = addSessionToCareer(acc, computeSessionFigures(s.putts, s.duration_seconds), s.started_at);
    }
    expect(diffCareer(acc, careerFromSessions([A, B, C]))).toEqual([]);
  });
});

describe('addSessionToCareer', () => {
  it('does not mutate its input', () => {
    const acc = deepFreeze(careerFromSessions([A]));
    const snapshot = structuredClone(acc);
    // Frozen: any write would throw in ESM strict mode.
    const next = addSessionToCareer(acc, computeSessionFigures(B.putts, B.duration_seconds), B.started_at);
    expect(acc).toEqual(snapshot);
    expect(next.total_sessions).toBe(2);
    expect(next.makes_overview).not.toBe(acc.makes_overview);
  });

  it('keeps null rates out of the highs and the fastest-21 low', () => {
    // Zero-duration session: rates null; 2 makes: no run of 21.
    const acc = addSessionToCareer(
      emptyCareer(),
      computeSessionFigures([{ t: 0, result: 'MAKE', zone: 'TOP' }]),
      A.started_at,
    );
    expect(acc.high_ppm).toBeNull();
    expect(acc.high_mpm).toBeNull();
    expect(acc.low_fastest_21).toBeNull();
    expect(careerAverages(acc)).toEqual({ avg_ppm: null, avg_mpm: null }); // 0 minutes in total
    const withA = addSessionToCareer(acc, computeSessionFigures(A.putts, A.duration_seconds), A.started_at);
    expect(withA.high_ppm).toBe(10);
    expect(withA.high_mpm).toBe(6);
  });
});

describe('order independence', () => {
  it('every order of A, B, C gives the same record', () => {
    for (const order of permutations([A, B, C])) {
      expect(diffCareer(careerFromSessions(order), expectedABC)).toEqual([]);
    }
  });

  it('float sums that differ in the last bit still compare equal', () => {
    // Empty sessions with durations 0.1, 0.2, 0.3:
    // (0.1 + 0.2) + 0.3 = 0.6000000000000001 but (0.3 + 0.2) + 0.1 = 0.6.
    const logs = [0.1, 0.2, 0.3].map(
      (d, i): CareerSessionLog => ({
        started_at: `2025-01-0${i + 1}T00:00:00Z`,
        putts: [],
        duration_seconds: d,
      }),
    );
    const forward = careerFromSessions(logs);
    const backward = careerFromSessions([...logs].reverse());
    expect(forward.sum_duration).not.toBe(backward.sum_duration);
    expect(diffCareer(forward, backward)).toEqual([]);
    expect(forward.last_session_at).toBe('2025-01-03T00:00:00Z');
    expect(backward.last_session_at).toBe('2025-01-03T00:00:00Z');
  });

  it('breaks last_session_at ties between equal instants deterministically', () => {
    const x: CareerSessionLog = { started_at: '2025-03-01T10:00:00+01:00', putts: [], duration_seconds: 1 };
    const y: CareerSessionLog = { started_at: '2025-03-01T09:00:00Z', putts: [], duration_seconds: 1 };
    // Same instant; the lexicographically larger string wins whichever comes first.
    expect(careerFromSessions([x, y]).last_session_at).toBe('2025-03-01T10:00:00+01:00');
    expect(careerFromSessions([y, x]).last_session_at).toBe('2025-03-01T10:00:00+01:00');
  });
});

describe('careerAverages', () => {
  it('weights by time, not a mean of session rates', () => {
    // A: 10 putts / 1 min = 10 ppm, 6 makes → 6 mpm.
    // B: 20 putts / 4 min = 5 ppm, 8 makes → 2 mpm.
    // Weighted: 30 putts / 5 min = 6 ppm; 14 makes / 5 min = 2.8 mpm.
    // (Means of session rates would be 7.5 and 4.)
    const avg = careerAverages(careerFromSessions([A, B]));
    expect(avg.avg_ppm).toBe(6);
    expect(avg.avg_mpm).toBeCloseTo(2.8, 12);
  });

  it('matches the hand-computed three-session figures', () => {
    // 51 putts / (320/60) min = 3060/320 = 9.5625; 35 makes → 2100/320 = 6.5625
    expect(careerAverages(expectedABC)).toEqual({ avg_ppm: 9.5625, avg_mpm: 6.5625 });
  });
});

describe('diffCareer', () => {
  it('is empty for identical records', () => {
    expect(diffCareer(expectedABC, structuredClone(expectedABC))).toEqual([]);
  });

  it('reports changed scalar, nested and timestamp fields by path', () => {
    const changed = structuredClone(expectedABC);
    changed.sum_makes = 36;
    changed.low_fastest_21 = null;
    changed.makes_detailed['TOP - LEFT'] = { high: 6, sum: 7 };
    changed.consecutive['7'].high = 2;
    changed.last_session_at = '2025-03-02T00:00:00Z';
    expect(diffCareer(expectedABC, changed)).toEqual([
      'sum_makes: 35 ≠ 36',
      'low_fastest_21: 20 ≠ null',
      'consecutive["7"].high: 1 ≠ 2',
      'makes_detailed["TOP - LEFT"].sum: 6 ≠ 7',
      'last_session_at: 2025-03-01T09:30:00Z ≠ 2025-03-02T00:00:00Z',
    ]);
  });

  it('treats numbers within 1e-9 as equal, and larger gaps as different', () => {
    const near = structuredClone(expectedABC);
    near.sum_duration = 320 + 1e-10;
    near.high_ppm = 63 - 1e-12;
    expect(diffCareer(expectedABC, near)).toEqual([]);
    const far = structuredClone(expectedABC);
    far.sum_duration = 320.001;
    expect(diffCareer(expectedABC, far)).toEqual(['sum_duration: 320 ≠ 320.001']);
  });

  it('treats a missing label as {high: 0, sum: 0}', () => {
    const withZero = structuredClone(expectedABC);
    withZero.makes_detailed['LEFT - RIGHT'] = { high: 0, sum: 0 };
    expect(diffCareer(expectedABC, withZero)).toEqual([]);
    const withCount = structuredClone(expectedABC);
    withCount.misses_detailed['CATCH: LEFT'] = { high: 1, sum: 1 };
    expect(diffCareer(expectedABC, withCount)).toEqual([
      'misses_detailed["CATCH: LEFT"].high: 0 ≠ 1',
      'misses_detailed["CATCH: LEFT"].sum: 0 ≠ 1',
    ]);
  });

  it('compares last_session_at as an instant', () => {
    const rewritten = structuredClone(expectedABC);
    rewritten.last_session_at = '2025-03-01T10:30:00+01:00'; // = 09:30Z
    expect(diffCareer(expectedABC, rewritten)).toEqual([]);
    expect(diffCareer(emptyCareer(), expectedABC)).toContain('last_session_at: null ≠ 2025-03-01T09:30:00Z');
  });
});
