import { describe, expect, it } from 'vitest';
import { AT, TEST_CAL } from '../test/test-scene.ts';
import { calibrationBounds, pointInPolygon, regionAt, rimCrossing, zoneAt } from './geometry.ts';

describe('camera geometry', () => {
  it('tells inside from outside of a polygon of either winding', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(pointInPolygon(square, { x: 5, y: 5 })).toBe(true);
    expect(pointInPolygon([...square].reverse(), { x: 5, y: 5 })).toBe(true);
    expect(pointInPolygon(square, { x: 15, y: 5 })).toBe(false);
  });

  it('names the wedges as the golfer sees them, putting up the image', () => {
    const { cx, cy } = TEST_CAL.cup;
    expect(zoneAt(TEST_CAL, { x: cx, y: cy - 10 })).toBe('TOP');
    expect(zoneAt(TEST_CAL, { x: cx, y: cy + 10 })).toBe('LOW');
    expect(zoneAt(TEST_CAL, { x: cx + 10, y: cy })).toBe('RIGHT');
    expect(zoneAt(TEST_CAL, { x: cx - 10, y: cy })).toBe('LEFT');
    expect(zoneAt(TEST_CAL, { x: cx + 30, y: cy })).toBeNull();
  });

  it('turns the wedges with the putt direction', () => {
    // Putting to the right of the image: the far side is on the right, the golfer's right below.
    const cal = { ...TEST_CAL, direction: 0 };
    const { cx, cy } = cal.cup;
    expect(zoneAt(cal, { x: cx + 10, y: cy })).toBe('TOP');
    expect(zoneAt(cal, { x: cx - 10, y: cy })).toBe('LOW');
    expect(zoneAt(cal, { x: cx, y: cy + 10 })).toBe('RIGHT');
    expect(zoneAt(cal, { x: cx, y: cy - 10 })).toBe('LEFT');
  });

  it('finds the region under a point, the cup first', () => {
    expect(regionAt(TEST_CAL, AT.mat)).toBe('mat');
    expect(regionAt(TEST_CAL, AT.ramp)).toBe('ramp');
    expect(regionAt(TEST_CAL, AT.cupLow)).toBe('cup'); // the cup lies on the ramp
    expect(regionAt(TEST_CAL, AT.catch)).toBe('catch');
    expect(regionAt(TEST_CAL, AT.return)).toBe('return');
    expect(regionAt(TEST_CAL, AT.nowhere)).toBeNull();
  });

  it('finds where a path first crosses the rim', () => {
    const { cx, cy, r } = TEST_CAL.cup;
    const entry = rimCrossing(TEST_CAL.cup, { x: cx, y: cy + 50 }, { x: cx, y: cy - 5 });
    expect(entry.x).toBeCloseTo(cx);
    expect(entry.y).toBeCloseTo(cy + r);
    // Both sightings outside the rim, the path crossing it further on: the rim where it enters.
    const early = rimCrossing(TEST_CAL.cup, { x: cx + 15, y: cy + 60 }, { x: cx + 15, y: cy + r + 5 });
    expect(early.x).toBeCloseTo(cx + 15);
    expect(early.y).toBeCloseTo(cy + Math.sqrt(r * r - 225));
    // First seen inside: where the path came in, behind it.
    const inside = rimCrossing(TEST_CAL.cup, { x: cx, y: cy }, { x: cx + 1, y: cy });
    expect(inside.x).toBeCloseTo(cx - r);
    // A path that misses: its nearest point to the centre.
    expect(rimCrossing(TEST_CAL.cup, { x: cx + r + 5, y: cy + 50 }, { x: cx + r + 5, y: cy + 40 }).y).toBeCloseTo(cy);
  });

  it('bounds the regions with a margin, inside the frame', () => {
    expect(calibrationBounds(TEST_CAL, 20)).toEqual({ x0: 40, y0: 0, x1: 280, y1: 240 });
  });
});
