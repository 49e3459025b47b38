import { describe, expect, it } from 'vitest';
import type { Putt } from '../putt-log.ts';
import { competitionScore } from './competition-score.ts';

const make = (t: number): Putt => ({ t, result: 'MAKE', zone: 'TOP' });
const miss = (t: number): Putt => ({ t, result: 'MISS', miss: 'QUICK PUTT' });

// make 0, miss 30, make 60, make 119.999, make 120, make 120.001, miss 130, make 200
const log: Putt[] = [make(0), miss(30), make(60), make(119.999), make(120), make(120.001), miss(130), make(200)];

const byTime = (putts: Putt[], minutes: number) =>
  competitionScore(putts, { competition_mode: 'time_limit', time_limit_minutes: minutes });
const byAttempts = (putts: Putt[], attempts: number) =>
  competitionScore(putts, { competition_mode: 'shoot_out', max_attempts: attempts });

describe('competitionScore — time_limit', () => {
  it('counts makes with t ≤ limit × 60, inclusive', () => {
    // 2 min → 120 s: makes at 0, 60, 119.999, 120 → 4 (120.001 and 200 are late)
    expect(byTime(log, 2)).toBe(4);
    // 1 min → 60 s: makes at 0, 60 → 2
    expect(byTime(log, 1)).toBe(2);
    // 0.5 min → 30 s: make at 0 → 1 (the putt at 30 is a miss)
    expect(byTime(log, 0.5)).toBe(1);
  });

  it('counts every make when the limit is past the end, and 0 for an empty log', () => {
    // makes: 0, 60, 119.999, 120, 120.001, 200 → 6
    expect(byTime(log, 10)).toBe(6);
    expect(byTime([], 5)).toBe(0);
  });
});

describe('competitionScore — shoot_out', () => {
  it('counts makes among the first max_attempts putts', () => {
    // first 3: make, miss, make → 2
    expect(byAttempts(log, 3)).toBe(2);
    // first 7: make, miss, make, make, make, make, miss → 5
    expect(byAttempts(log, 7)).toBe(5);
  });

  it('scores what was made when the log is shorter than max_attempts', () => {
    // all 8 putts, 6 makes
    expect(byAttempts(log, 100)).toBe(6);
    expect(byAttempts([], 10)).toBe(0);
  });

  it('ignores time entirely', () => {
    // 3 makes at 0, 1000, 5000 s → all 3 count
    expect(byAttempts([make(0), make(1000), make(5000)], 3)).toBe(3);
  });
});
