import { describe, expect, it } from 'vitest';
import { buildTrendSeries, summariseTrend } from './session-trend.ts';

const session = (n: number, makes: number, misses: number, mpm: number | null) => ({
  session_number: n,
  start_time: `2025-03-0${n}T10:00:00Z`,
  makes,
  misses,
  makes_per_minute: mpm,
});

describe('buildTrendSeries', () => {
  it('orders oldest to newest and rounds the figures', () => {
    const points = buildTrendSeries([session(3, 2, 1, 4.126), session(1, 1, 3, 2), session(2, 0, 0, null)]);
    expect(points).toEqual([
      { sessionNumber: 1, startTime: '2025-03-01T10:00:00Z', makesPerMinute: 2, accuracy: 25 },
      { sessionNumber: 2, startTime: '2025-03-02T10:00:00Z', makesPerMinute: null, accuracy: null },
      { sessionNumber: 3, startTime: '2025-03-03T10:00:00Z', makesPerMinute: 4.13, accuracy: 66.7 },
    ]);
  });

  it('keeps only the most recent sessions', () => {
    const points = buildTrendSeries([session(1, 1, 0, 1), session(2, 1, 0, 1), session(3, 1, 0, 1)], 2);
    expect(points.map((p) => p.sessionNumber)).toEqual([2, 3]);
  });
});

describe('summariseTrend', () => {
  it('says when there is nothing to chart', () => {
    expect(summariseTrend([])).toBe('No sessions to chart yet.');
  });

  it('describes first, latest and average of each series, skipping unknown points', () => {
    const points = buildTrendSeries([session(1, 1, 3, 2), session(2, 0, 0, null), session(3, 3, 1, 4)]);
    expect(summariseTrend(points)).toBe(
      '3 sessions, from session #1 to #3. ' +
        'Makes per minute: 2.00 in the first session, 4.00 in the latest (up), average 3.00. ' +
        'Accuracy: 25.0% in the first session, 75.0% in the latest (up), average 50.0%.',
    );
  });

  it('describes a single session', () => {
    expect(summariseTrend(buildTrendSeries([session(4, 1, 1, 3)]))).toBe(
      'Session #4. Makes per minute: 3.00. Accuracy: 50.0%.',
    );
  });
});
