import { missCategoryInWords } from '@holeout/shared/golfer-words';
import { describe, expect, it } from 'vitest';
import { categoryCounts, consecutiveCounts, hasBreakdown } from './session-breakdown.ts';

describe('categoryCounts', () => {
  it('says the categories in golfer words when asked, keeping the stored category beside them', () => {
    expect(categoryCounts({ 'RETURN: CENTER - RIGHT': 2, QUICK_PUTT: 1 }, missCategoryInWords)).toEqual([
      { label: 'Short, middle to right', count: 2, category: 'RETURN: CENTER - RIGHT' },
      { label: 'Quick putt', count: 1 },
    ]);
  });

  it('sorts by count, highest first, ties alphabetically, and drops zeros', () => {
    expect(categoryCounts({ 'TOP - LEFT': 2, LOW: 5, 'TOP - RIGHT': 2, LEFT: 0 })).toEqual([
      { label: 'LOW', count: 5 },
      { label: 'TOP - LEFT', count: 2 },
      { label: 'TOP - RIGHT', count: 2 },
    ]);
  });

  it('replaces underscores with spaces', () => {
    expect(categoryCounts({ QUICK_PUTT: 1 })).toEqual([{ label: 'QUICK PUTT', count: 1 }]);
  });

  it('is empty for a missing map', () => {
    expect(categoryCounts(null)).toEqual([]);
  });
});

describe('consecutiveCounts', () => {
  it('lists every threshold in order with the runs that reached it', () => {
    expect(consecutiveCounts({ '3': 4, '7': 1, '10': 1 })).toEqual([
      { label: '3+ in a row', count: 4 },
      { label: '7+ in a row', count: 1 },
      { label: '10+ in a row', count: 1 },
      { label: '15+ in a row', count: 0 },
      { label: '21+ in a row', count: 0 },
      { label: '50+ in a row', count: 0 },
      { label: '77+ in a row', count: 0 },
      { label: '100+ in a row', count: 0 },
    ]);
  });
});

describe('hasBreakdown', () => {
  it('needs the maps and at least one putt', () => {
    expect(hasBreakdown({ putts: 3, makes_by_category: { TOP: 3 }, misses_by_category: {} })).toBe(true);
    expect(hasBreakdown({ putts: 0, makes_by_category: {}, misses_by_category: {} })).toBe(false);
    expect(hasBreakdown({ putts: 3, makes_by_category: null, misses_by_category: null })).toBe(false);
  });
});
