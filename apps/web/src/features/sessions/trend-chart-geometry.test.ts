import { describe, expect, it } from 'vitest';
import { linearScale, linePath, nearestIndex, niceTicksFromZero, spreadIndexes } from './trend-chart-geometry.ts';

describe('linearScale', () => {
  it('maps the domain onto the range, also backwards as a y axis runs', () => {
    const y = linearScale([0, 10], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(10)).toBe(0);
    expect(y(2.5)).toBe(150);
    expect(y.domain).toEqual([0, 10]);
  });

  it('puts every value of a flat domain in the middle', () => {
    expect(linearScale([4, 4], [0, 100])(4)).toBe(50);
  });
});

describe('niceTicksFromZero', () => {
  it('runs from 0 to a round value at or above the maximum', () => {
    expect(niceTicksFromZero(7.3)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicksFromZero(10)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicksFromZero(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicksFromZero(0.34)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(niceTicksFromZero(13, 4)).toEqual([0, 5, 10, 15]);
  });

  it('gives 0–1 when there is nothing above zero', () => {
    expect(niceTicksFromZero(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicksFromZero(Number.NaN)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('spreadIndexes', () => {
  it('keeps every index when they fit', () => {
    expect(spreadIndexes(4, 6)).toEqual([0, 1, 2, 3]);
  });

  it('spreads the labels evenly, first and last always included', () => {
    expect(spreadIndexes(21, 5)).toEqual([0, 5, 10, 15, 20]);
    expect(spreadIndexes(10, 3)).toEqual([0, 5, 9]);
    expect(spreadIndexes(10, 1)).toEqual([9]);
    expect(spreadIndexes(0, 5)).toEqual([]);
  });
});

describe('linePath', () => {
  const x = (i: number) => i * 10;
  const y = linearScale([0, 10], [100, 0]);

  it('draws through the known points and joins across unknown ones', () => {
    expect(linePath([0, null, 10, 5], x, y)).toBe('M0.0,100.0 L20.0,0.0 L30.0,50.0');
  });

  it('starts at the first known point and is empty without any', () => {
    expect(linePath([null, 5], x, y)).toBe('M10.0,50.0');
    expect(linePath([null, null], x, y)).toBe('');
  });
});

describe('nearestIndex', () => {
  it('finds the point nearest the pointer', () => {
    const x = (i: number) => 20 + i * 30;
    expect(nearestIndex(0, 5, x)).toBe(0);
    expect(nearestIndex(66, 5, x)).toBe(2);
    expect(nearestIndex(500, 5, x)).toBe(4);
    expect(nearestIndex(10, 0, x)).toBe(-1);
  });
});
