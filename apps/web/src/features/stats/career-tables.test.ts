import type { CareerStats } from '@holeout/shared/career';
import { describe, expect, it } from 'vitest';
import {
  categoryRows,
  consecutiveRows,
  PERFORMANCE_OVERVIEW_LABELS,
  performanceOverviewRows,
  stubCareerStats,
} from './career-tables.ts';

const record: CareerStats = {
  ...stubCareerStats(7, 'Ann', false),
  total_sessions: 3,
  sum_makes: 90,
  sum_misses: 30,
  sum_putts: 120,
  high_makes: 40,
  high_best_streak: 22,
  low_fastest_21: 31.456,
  high_most_in_60: 11,
  high_ppm: 9.5,
  avg_ppm: 8,
  high_mpm: 7.125,
  avg_mpm: Number.NaN,
  high_duration: 630,
  sum_duration: 1800,
};

describe('performanceOverviewRows', () => {
  it('applies the display rules: integers as is, two decimals plus unit, minutes, N/A', () => {
    const rows = Object.fromEntries(performanceOverviewRows(record).map((r) => [r.label, r.value]));
    expect(rows['Total Makes']).toBe('90');
    expect(rows['Total Putts']).toBe('120');
    expect(rows.Accuracy).toBe('75%');
    expect(rows['Fastest 21 Makes']).toBe('31.46s');
    expect(rows['Highest Putts/Min']).toBe('9.50');
    expect(rows['Average Putts/Min']).toBe('8');
    expect(rows['Highest Makes/Min']).toBe('7.13');
    expect(rows['Average Makes/Min']).toBe('N/A');
    expect(rows['Longest Session']).toBe('10.50 min');
    expect(rows['Total Practice Time']).toBe('30 min');
  });

  it('shows N/A for every figure of a stub record except the session count', () => {
    const values = performanceOverviewRows(stubCareerStats(1, null, false)).filter((r) => r.label !== 'Total Sessions');
    expect(values.every((r) => r.value === 'N/A')).toBe(true);
    expect(PERFORMANCE_OVERVIEW_LABELS).toContain('Best Streak');
  });
});

describe('stubCareerStats', () => {
  it("uses the viewer's own name or 'Player'", () => {
    expect(stubCareerStats(3, 'Ann', false).player_name).toBe('Ann');
    expect(stubCareerStats(3, null, true).player_name).toBe('Player');
    expect(stubCareerStats(3, null, true).locked).toBe(true);
  });
});

describe('consecutiveRows', () => {
  it('lists every threshold as N+ in a row with high and sum, zero when absent', () => {
    const rows = consecutiveRows({ '3': { high: 4, sum: 9 }, '21': { high: 1, sum: 1 } });
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({ label: '3+ in a row', high: '4', sum: '9' });
    expect(rows[1]).toEqual({ label: '7+ in a row', high: '0', sum: '0' });
    expect(rows[4]).toEqual({ label: '21+ in a row', high: '1', sum: '1' });
    expect(rows[7].label).toBe('100+ in a row');
  });
});

describe('categoryRows', () => {
  it('sorts by cumulative total, highest first, and replaces underscores', () => {
    const rows = categoryRows({
      'RETURN: LEFT - RIGHT': { high: 5, sum: 6 },
      QUICK_PUTT: { high: 2, sum: 12 },
      CATCH: { high: 9, sum: 9 },
    });
    expect(rows.map((r) => r.label)).toEqual(['QUICK PUTT', 'CATCH', 'RETURN: LEFT - RIGHT']);
    expect(rows[0]).toEqual({ label: 'QUICK PUTT', high: '2', sum: '12' });
  });

  it('is empty without data', () => {
    expect(categoryRows(null)).toEqual([]);
  });
});
