import { describe, expect, it } from 'vitest';
import { MISS_WORDS, makeCategoryInWords, missCategoryInWords, ZONE_WORDS } from './golfer-words.ts';
import { MISS_KINDS, ZONES } from './putt-log.ts';

describe('golfer words (decision 056)', () => {
  it('names every miss kind and zone the putt log stores', () => {
    expect(Object.keys(MISS_WORDS).sort()).toEqual([...MISS_KINDS].sort());
    expect(Object.keys(ZONE_WORDS).sort()).toEqual([...ZONES].sort());
  });

  it('reads the detailed miss categories', () => {
    expect(missCategoryInWords('RETURN: CENTER - RIGHT')).toBe('Short, middle to right');
    expect(missCategoryInWords('RETURN: LEFT - LEFT')).toBe('Short, left');
    expect(missCategoryInWords('TIMEOUT: LEFT')).toBe('Lost ball, left');
    expect(missCategoryInWords('CATCH')).toBe('Long');
    expect(missCategoryInWords('QUICK PUTT')).toBe('Quick putt');
    expect(missCategoryInWords('QUICK_PUTT')).toBe('Quick putt');
  });

  it('leaves a label it does not know as it is', () => {
    expect(missCategoryInWords('WIND: NORTH')).toBe('WIND: NORTH');
    expect(missCategoryInWords('RETURN: UP - DOWN')).toBe('RETURN: UP - DOWN');
    expect(makeCategoryInWords('SIDEWAYS')).toBe('SIDEWAYS');
  });

  it('reads the make zones with their entry side', () => {
    expect(makeCategoryInWords('TOP')).toBe('Back');
    expect(makeCategoryInWords('LOW')).toBe('Front');
    expect(makeCategoryInWords('LEFT - RIGHT')).toBe('Left, in from the right');
  });
});
