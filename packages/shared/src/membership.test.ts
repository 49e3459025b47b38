import { describe, expect, it } from 'vitest';
import { canOpenSessionDetails, canSeeCareerFigures, isFullSubscriber } from './membership.ts';

describe('membership policy', () => {
  it('regular and premium are full subscribers; free and unknown are not', () => {
    expect(isFullSubscriber('regular')).toBe(true);
    expect(isFullSubscriber('premium')).toBe(true);
    expect(isFullSubscriber('free')).toBe(false);
    expect(isFullSubscriber(null)).toBe(false);
    expect(isFullSubscriber(undefined)).toBe(false);
  });

  it('career figures are for full subscribers only', () => {
    expect(canSeeCareerFigures('premium')).toBe(true);
    expect(canSeeCareerFigures('free')).toBe(false);
  });

  it('a free viewer opens only the newest session: page 1, first row', () => {
    expect(canOpenSessionDetails('free', 1, 0)).toBe(true);
    expect(canOpenSessionDetails('free', 1, 1)).toBe(false);
    expect(canOpenSessionDetails('free', 2, 0)).toBe(false);
    expect(canOpenSessionDetails(null, 1, 0)).toBe(true);
  });

  it('a full subscriber opens every session on every page', () => {
    expect(canOpenSessionDetails('regular', 3, 7)).toBe(true);
    expect(canOpenSessionDetails('premium', 1, 20)).toBe(true);
  });
});
