import { describe, expect, it } from 'vitest';
import { accuracy, accuracyFromMisses } from './figures.ts';

describe('accuracy', () => {
  it('is makes ÷ putts as a percentage', () => {
    expect(accuracy(3, 4)).toBe(75);
    expect(accuracy(0, 5)).toBe(0);
    expect(accuracy(5, 5)).toBe(100);
  });

  it('is null without putts', () => {
    expect(accuracy(0, 0)).toBeNull();
  });

  it('counts misses as putts too', () => {
    expect(accuracyFromMisses(1, 3)).toBe(25);
    expect(accuracyFromMisses(0, 0)).toBeNull();
  });
});
