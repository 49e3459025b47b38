import { describe, expect, it } from 'vitest';
import { formDateTimeParts, isFormDateTime, parseFormDateTime, toFormDateTime } from './form-date-time.ts';

const iso = (text: string, zone: string) => parseFormDateTime(text, zone)?.instant.toISOString() ?? null;

describe('parseFormDateTime', () => {
  it('reads a datetime-local value (no seconds, no offset) in the given zone', () => {
    // Oslo is UTC+1 in December.
    expect(parseFormDateTime('2026-12-01T10:00', 'Europe/Oslo')).toEqual({
      instant: new Date('2026-12-01T09:00:00.000Z'),
      timeZone: 'Europe/Oslo',
    });
    expect(iso('2026-12-01T10:00', 'UTC')).toBe('2026-12-01T10:00:00.000Z');
    // New York is UTC−4 in July.
    expect(iso('2026-07-04T18:30', 'America/New_York')).toBe('2026-07-04T22:30:00.000Z');
  });

  it('takes seconds and a fraction, with or without an offset', () => {
    expect(iso('2026-12-01T10:00:15', 'Europe/Oslo')).toBe('2026-12-01T09:00:15.000Z');
    expect(iso('2026-12-01T10:00:15.250', 'UTC')).toBe('2026-12-01T10:00:15.250Z');
    expect(iso('2026-12-01T10:00:15.123456789Z', 'Europe/Oslo')).toBe('2026-12-01T10:00:15.123Z');
  });

  it('uses the offset the text carries, whatever the zone given', () => {
    expect(parseFormDateTime('2026-12-01T10:00Z', 'Europe/Oslo')).toEqual({
      instant: new Date('2026-12-01T10:00:00.000Z'),
      timeZone: null,
    });
    expect(iso('2026-12-01T10:00:00+02:00', 'America/New_York')).toBe('2026-12-01T08:00:00.000Z');
    expect(iso('2026-12-01T10:00-0530', 'UTC')).toBe('2026-12-01T15:30:00.000Z');
    expect(iso('2026-12-01T10:00+01', 'UTC')).toBe('2026-12-01T09:00:00.000Z');
    expect(iso('2026-12-01t10:00z', 'Europe/Oslo')).toBe('2026-12-01T10:00:00.000Z');
  });

  it('reads a time the clock skips forward by the skipped hour (spring forward)', () => {
    // Europe/London, 29 March 2026: 01:00 GMT becomes 02:00 BST; 01:30 never happens.
    expect(iso('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z'); // = 02:30 BST
    expect(iso('2026-03-29T00:59', 'Europe/London')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('2026-03-29T02:00', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z');
    // America/New_York, 8 March 2026: 02:00 EST becomes 03:00 EDT; 02:30 is read as 03:30 EDT.
    expect(iso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
  });

  it('reads a time the clock passes twice as its first occurrence (fall back)', () => {
    // Europe/London, 25 October 2026: 02:00 BST becomes 01:00 GMT; 01:30 happens twice.
    expect(iso('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z'); // BST, not 01:30Z
    expect(iso('2026-10-25T02:00', 'Europe/London')).toBe('2026-10-25T02:00:00.000Z');
    // America/New_York, 1 November 2026: 01:30 EDT (05:30Z) comes before 01:30 EST (06:30Z).
    expect(iso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it.each([
    [''],
    ['2026-12-01'],
    ['2026-12-01 10:00'],
    ['2026-12-01T10'],
    ['2026-12-01T10:00:5'],
    ['2026-13-01T10:00'],
    ['2026-02-29T10:00'],
    ['2026-04-31T10:00'],
    ['2026-12-01T24:00'],
    ['2026-12-01T10:60'],
    ['2026-12-01T10:00:60'],
    ['2026-12-01T10:00+19:00'],
    ['2026-12-01T10:00+02:60'],
    ['2026-12-01T10:00 Europe/Oslo'],
    ['1764583200000'],
  ])('refuses %j', (text) => {
    expect(parseFormDateTime(text, 'UTC')).toBeNull();
    expect(isFormDateTime(text)).toBe(false);
  });

  it('accepts 29 February in a leap year and trims surrounding space', () => {
    expect(iso('2028-02-29T10:00', 'UTC')).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(' 2026-12-01T10:00 ', 'UTC')).toBe('2026-12-01T10:00:00.000Z');
  });

  it('reports the parts, the offset in minutes east', () => {
    expect(formDateTimeParts('2026-12-01T10:05:07-03:30')).toEqual({
      wall: { year: 2026, month: 12, day: 1, hour: 10, minute: 5, second: 7, millisecond: 0 },
      offsetMinutes: -210,
    });
    expect(formDateTimeParts('2026-12-01T10:05')?.offsetMinutes).toBeNull();
  });
});

describe('toFormDateTime', () => {
  it('writes the wall clock of the zone as a datetime-local value, and reads back the same instant', () => {
    const instant = new Date('2026-12-01T09:00:00Z');
    expect(toFormDateTime(instant, 'Europe/Oslo')).toBe('2026-12-01T10:00');
    expect(toFormDateTime(instant, 'America/New_York')).toBe('2026-12-01T04:00');
    expect(parseFormDateTime(toFormDateTime(instant, 'Asia/Kolkata'), 'Asia/Kolkata')?.instant).toEqual(instant);
  });
});
