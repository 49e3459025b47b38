import { describe, expect, it } from 'vitest';
import { addRounds, instantOfWallClock, roundSchedule, wallClockAt, zoneOffsetMs } from './league-schedule.ts';

const iso = (d: Date) => d.toISOString();
const HOUR = 3_600_000;

describe('roundSchedule — hours', () => {
  it('runs rounds back to back, each the round length long', () => {
    const rounds = roundSchedule(new Date('2026-05-01T18:00:00Z'), 3, 2, null);
    expect(rounds.map((r) => [r.round_number, iso(r.start_time), iso(r.end_time)])).toEqual([
      [1, '2026-05-01T18:00:00.000Z', '2026-05-01T20:00:00.000Z'],
      [2, '2026-05-01T20:00:00.000Z', '2026-05-01T22:00:00.000Z'],
      [3, '2026-05-01T22:00:00.000Z', '2026-05-02T00:00:00.000Z'],
    ]);
  });

  it('counts hours under a day as elapsed time, even across a daylight-saving change', () => {
    // London goes to summer time at 01:00 UTC on 29 March 2026.
    const end = addRounds(new Date('2026-03-28T23:00:00Z'), 1, 12, 'Europe/London');
    expect(iso(end)).toBe('2026-03-29T11:00:00.000Z');
  });

  it('keeps whole-day rounds on the wall clock of the league across a daylight-saving change', () => {
    // 19:00 in London on Saturday 28 March (GMT) → 19:00 on Saturday 4 April (BST): 167 hours.
    const start = new Date('2026-03-28T19:00:00Z');
    const end = addRounds(start, 1, 168, 'Europe/London');
    expect(iso(end)).toBe('2026-04-04T18:00:00.000Z');
    expect((end.getTime() - start.getTime()) / HOUR).toBe(167);
    // Autumn: 19:00 BST on 24 October → 19:00 GMT on 25 October, 25 hours later.
    const autumn = addRounds(new Date('2026-10-24T18:00:00Z'), 1, 24, 'Europe/London');
    expect(iso(autumn)).toBe('2026-10-25T19:00:00.000Z');
  });

  it('without a time zone, days are 24 UTC hours', () => {
    expect(iso(addRounds(new Date('2026-03-28T19:00:00Z'), 2, 168, null))).toBe('2026-04-11T19:00:00.000Z');
  });
});

describe('roundSchedule — monthly', () => {
  it('ends each round on the same day next month', () => {
    const rounds = roundSchedule(new Date('2026-01-15T18:30:00Z'), 3, 'monthly', null);
    expect(rounds.map((r) => iso(r.end_time))).toEqual([
      '2026-02-15T18:30:00.000Z',
      '2026-03-15T18:30:00.000Z',
      '2026-04-15T18:30:00.000Z',
    ]);
  });

  it('clamps to the last day of a shorter month, counting every boundary from the start', () => {
    const rounds = roundSchedule(new Date('2026-01-31T10:00:00Z'), 4, 'monthly', null);
    expect(rounds.map((r) => iso(r.end_time).slice(0, 10))).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    // A leap year's February has 29 days.
    expect(iso(addRounds(new Date('2028-01-30T10:00:00Z'), 1, 'monthly', null)).slice(0, 10)).toBe('2028-02-29');
  });

  it('crosses the year end', () => {
    expect(iso(addRounds(new Date('2026-11-30T08:00:00Z'), 3, 'monthly', null))).toBe('2027-02-28T08:00:00.000Z');
  });

  it('keeps the wall-clock time in the league time zone across daylight saving', () => {
    // 18:00 in New York on 15 February (EST, UTC−5) → 18:00 on 15 March (EDT, UTC−4).
    const end = addRounds(new Date('2026-02-15T23:00:00Z'), 1, 'monthly', 'America/New_York');
    expect(iso(end)).toBe('2026-03-15T22:00:00.000Z');
    // And back: 18:00 EDT on 15 October → 18:00 EST on 15 November.
    expect(iso(addRounds(new Date('2026-10-15T22:00:00Z'), 1, 'monthly', 'America/New_York'))).toBe(
      '2026-11-15T23:00:00.000Z',
    );
  });

  it('works in a zone east of UTC across its own month end', () => {
    // 00:30 on 1 March in Tokyo is 15:30 UTC on 28 February.
    const end = addRounds(new Date('2026-02-28T15:30:00Z'), 1, 'monthly', 'Asia/Tokyo');
    expect(iso(end)).toBe('2026-03-31T15:30:00.000Z');
  });
});

describe('wall clock helpers', () => {
  it('reads offsets in summer and winter', () => {
    expect(zoneOffsetMs(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(HOUR);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(Date.parse('2026-01-01T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('round-trips a reading, keeping milliseconds', () => {
    const t = Date.parse('2026-07-01T12:34:56.789Z');
    expect(instantOfWallClock(wallClockAt(t, 'Australia/Sydney'), 'Australia/Sydney')).toBe(t);
  });

  it('takes the first of a repeated hour and moves a skipped hour forward', () => {
    // 01:30 on 25 October 2026 happens twice in London: first in BST (00:30 UTC).
    const wall = { year: 2026, month: 10, day: 25, hour: 1, minute: 30, second: 0, millisecond: 0 };
    expect(new Date(instantOfWallClock(wall, 'Europe/London')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 01:30 on 29 March 2026 never happens in London; it reads as 02:30 BST (01:30 UTC).
    const gap = { ...wall, month: 3, day: 29 };
    expect(new Date(instantOfWallClock(gap, 'Europe/London')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('moves a daily round whose wall-clock start falls in the skipped hour', () => {
    // Daily rounds at 01:30 London: 28 March 01:30 GMT → 29 March "01:30" (skipped) = 02:30 BST.
    expect(iso(addRounds(new Date('2026-03-28T01:30:00Z'), 1, 24, 'Europe/London'))).toBe('2026-03-29T01:30:00.000Z');
    // The next day is back on 01:30 BST (00:30 UTC): counted from the start, not from the shifted end.
    expect(iso(addRounds(new Date('2026-03-28T01:30:00Z'), 2, 24, 'Europe/London'))).toBe('2026-03-30T00:30:00.000Z');
  });
});
