import { describe, expect, it } from 'vitest';
import { type PinholeView, pinholeView } from '../test/pinhole-view.ts';
import { cornerAspect, FOCAL_RANGE } from './corner-aspect.ts';
import type { Point } from './types.ts';

const W = 640;
const H = 480;

/** The corners (near left, near right, far right, far left) of a `width` × `length` rectangle centred on the origin. */
function project(width: number, length: number, view: PinholeView): Point[] {
  const toImage = pinholeView(view);
  return [
    { x: -width / 2, y: length / 2 },
    { x: width / 2, y: length / 2 },
    { x: width / 2, y: -length / 2 },
    { x: -width / 2, y: -length / 2 },
  ].map(toImage);
}

/** The proportions from handles exactly on the corners. */
const exact = (corners: Point[]) => cornerAspect(corners, W, H, undefined, undefined, 0)!;

describe('cornerAspect', () => {
  it('widens its range for handles a few pixels off: the vanishing points of near-parallel sides move far', () => {
    const corners = project(50, 90, { tilt: 35, yaw: 12, hfov: 65 });
    const sure = exact(corners);
    const handled = cornerAspect(corners, W, H)!;
    expect(handled.aspect).toBeCloseTo(sure.aspect, 6);
    expect(handled.spread).toBeGreaterThan(3 * sure.spread);
    expect(handled.high / handled.low).toBeGreaterThan(sure.high / sure.low);
  });

  it('finds a rectangle’s length over width and the focal length from an oblique view, tilts 20–80°', () => {
    for (const tilt of [20, 35, 50, 65, 80])
      for (const [width, length] of [
        [50, 90],
        [40, 110],
        [60, 60],
      ])
        for (const hfov of [50, 70, 90]) {
          const found = exact(project(width, length, { tilt, yaw: 12, roll: 3, hfov }));
          // Within 1 %: where the view fixes f only loosely (steep tilts) a phone's usual f pulls a little.
          expect(Math.abs(found.aspect / (length / width) - 1)).toBeLessThan(0.01);
          // f itself only where the view fixes it (steeper, the proportions hardly depend on it).
          if (tilt <= 50) expect(Math.abs(found.focal * Math.tan((hfov * Math.PI) / 360) - 1)).toBeLessThan(0.05);
          expect(found.low).toBeLessThanOrEqual(length / width);
          expect(found.high).toBeGreaterThanOrEqual(length / width);
        }
  });

  it('reads a view from straight above (both pairs of sides parallel) as the picture’s proportions', () => {
    for (const tilt of [89.9, 90]) {
      const found = exact(project(50, 90, { tilt, hfov: 60 }));
      expect(found.aspect).toBeCloseTo(1.8, 2);
      // Whatever the focal length: the range is the answer itself.
      expect(found.high - found.low).toBeLessThan(0.01);
    }
  });

  it('is near the truth from nearly overhead, and the range holds it', () => {
    for (const tilt of [75, 82, 87]) {
      const found = exact(project(45, 100, { tilt, yaw: 5, hfov: 75 }));
      expect(Math.abs(found.aspect / (100 / 45) - 1)).toBeLessThan(0.02);
      expect(found.low).toBeLessThanOrEqual(100 / 45);
      expect(found.high).toBeGreaterThanOrEqual(100 / 45);
    }
  });

  it('says how unsure it is when the view is square on (the across sides parallel: f is not fixed)', () => {
    for (const hfov of [55, 68, 85]) {
      const found = exact(project(50, 90, { tilt: 30, hfov }));
      expect(found.low).toBeLessThanOrEqual(1.8);
      expect(found.high).toBeGreaterThanOrEqual(1.8);
      // Every focal length fits: the range is wide.
      expect(found.high / found.low).toBeGreaterThan(1.3);
    }
    // At a phone's usual field of view, the most likely answer is the truth.
    const usual = exact(project(50, 90, { tilt: 30, hfov: 68 }));
    expect(usual.aspect).toBeCloseTo(1.8, 2);
  });

  it('narrows the range as the view turns from square on', () => {
    const spread = (yaw: number) => {
      const found = exact(project(50, 90, { tilt: 35, yaw, hfov: 65 }));
      return found.high / found.low;
    };
    expect(spread(15)).toBeLessThan(spread(5));
    expect(spread(5)).toBeLessThan(spread(0));
  });

  it('answers null for corners on a line', () => {
    const line = [0, 1, 2, 3].map((k) => ({ x: 100 + 50 * k, y: 200 + 10 * k }));
    expect(cornerAspect(line, W, H)).toBeNull();
  });

  it('keeps its focal lengths to a phone’s', () => {
    expect(1 / FOCAL_RANGE[1]).toBeCloseTo(Math.tan((20 * Math.PI) / 180), 5);
  });
});
