import { describe, expect, it } from 'vitest';
import {
  formatAccuracy,
  formatCategoryLabel,
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDuration,
  formatMinutes,
  formatPercent,
  formatStat,
  sortCategoriesByTotal,
} from './format.ts';

describe('formatAccuracy', () => {
  it('divides makes by all putts with one decimal', () => {
    expect(formatAccuracy(2, 1)).toBe('66.7%');
    expect(formatAccuracy(45, 5)).toBe('90.0%');
    expect(formatAccuracy(10, 0)).toBe('100.0%');
    expect(formatAccuracy(0, 4)).toBe('0.0%');
  });

  it('is N/A without putts or with missing figures', () => {
    expect(formatAccuracy(0, 0)).toBe('N/A');
    expect(formatAccuracy(null, 3)).toBe('N/A');
    expect(formatAccuracy(Number.NaN, 3)).toBe('N/A');
  });
});

describe('formatDecimal', () => {
  it('always shows two decimals and the unit', () => {
    expect(formatDecimal(8.4, 's')).toBe('8.40s');
    expect(formatDecimal(21, 's')).toBe('21.00s');
    expect(formatDecimal(12.345)).toBe('12.35');
  });

  it('is N/A when missing or NaN', () => {
    expect(formatDecimal(null, 's')).toBe('N/A');
    expect(formatDecimal(undefined)).toBe('N/A');
    expect(formatDecimal(Number.NaN, 's')).toBe('N/A');
  });
});

describe('formatStat', () => {
  it('keeps integers and gives other numbers two decimals, unit after', () => {
    expect(formatStat(7)).toBe('7');
    expect(formatStat(2352)).toBe('2,352');
    expect(formatStat(42, ' makes')).toBe('42 makes');
    expect(formatStat(3.14659, 's')).toBe('3.15s');
    expect(formatStat(null)).toBe('N/A');
    expect(formatStat(Number.NaN, 's')).toBe('N/A');
  });
});

describe('formatDuration', () => {
  it('shows seconds as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(61)).toBe('1:01');
    expect(formatDuration(312.4)).toBe('5:12');
    expect(formatDuration(4503)).toBe('75:03');
  });

  it('rounds to the nearest second, carrying into the minute', () => {
    expect(formatDuration(119.6)).toBe('2:00');
  });

  it('is N/A when missing or negative', () => {
    expect(formatDuration(null)).toBe('N/A');
    expect(formatDuration(-5)).toBe('N/A');
  });
});

describe('formatMinutes', () => {
  it('divides seconds by 60 and applies the stat rule', () => {
    expect(formatMinutes(600)).toBe('10 min');
    expect(formatMinutes(90)).toBe('1.50 min');
    expect(formatMinutes(100)).toBe('1.67 min');
    expect(formatMinutes(null)).toBe('N/A');
  });
});

describe('formatPercent and formatCount', () => {
  it('formats a ready percentage with two decimals', () => {
    expect(formatPercent(66.666)).toBe('66.67%');
    expect(formatPercent(null)).toBe('N/A');
  });

  it('adds thousands separators', () => {
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(21)).toBe('21');
    expect(formatCount(undefined)).toBe('N/A');
  });
});

describe('categories', () => {
  it('replaces underscores with spaces', () => {
    expect(formatCategoryLabel('QUICK_PUTT')).toBe('QUICK PUTT');
    expect(formatCategoryLabel('RETURN: LEFT - RIGHT')).toBe('RETURN: LEFT - RIGHT');
  });

  it('sorts by cumulative total, highest first', () => {
    const sorted = sortCategoriesByTotal({
      LEFT: { high: 4, sum: 10 },
      TOP: { high: 9, sum: 30 },
      LOW: { high: 2, sum: 10 },
      RIGHT: { high: 1, sum: 1 },
    });
    expect(sorted.map(([k]) => k)).toEqual(['TOP', 'LEFT', 'LOW', 'RIGHT']);
  });
});

describe('dates', () => {
  it("formats as 'MMM dd, yyyy' in local time", () => {
    expect(formatDate(new Date(2025, 2, 4, 23, 30))).toBe('Mar 04, 2025');
    expect(formatDate('2024-12-25T12:00:00')).toBe('Dec 25, 2024');
  });

  it('adds the time for the short date-time form', () => {
    expect(formatDateTime(new Date(2025, 0, 9, 7, 5))).toBe('Jan 09, 2025, 07:05');
  });

  it("shows the moment in the player's time zone when one is given", () => {
    const moment = '2025-03-09T06:30:00Z';
    expect(formatDateTime(moment, 'UTC')).toBe('Mar 09, 2025, 06:30');
    expect(formatDateTime(moment, 'America/New_York')).toBe('Mar 09, 2025, 01:30');
    expect(formatDateTime(moment, 'Asia/Kolkata')).toBe('Mar 09, 2025, 12:00');
    expect(formatDate('2025-03-09T23:30:00Z', 'Asia/Tokyo')).toBe('Mar 10, 2025');
    // Midnight reads 00:00, not 24:00.
    expect(formatDateTime('2025-03-09T00:00:00Z', 'UTC')).toBe('Mar 09, 2025, 00:00');
  });

  it("falls back to the browser's zone for a zone it does not know", () => {
    expect(formatDateTime(new Date(2025, 0, 9, 7, 5), 'Mars/Olympus_Mons')).toBe('Jan 09, 2025, 07:05');
  });

  it('is N/A for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
  });
});
