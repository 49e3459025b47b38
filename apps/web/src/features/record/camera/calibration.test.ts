import { zoneAt } from '@holeout/shared/camera/geometry';
import { describe, expect, it } from 'vitest';
import {
  CROP_MARGIN,
  cropCalibration,
  defaultRegions,
  degreesToDirection,
  directionToDegrees,
  initialCalibration,
  moveCorner,
  moveCup,
} from './calibration.ts';

describe('calibration geometry', () => {
  it('reads the putt direction as degrees clockwise from up the picture, and back', () => {
    expect(directionToDegrees(-Math.PI / 2)).toBe(0);
    expect(directionToDegrees(0)).toBe(90);
    expect(directionToDegrees(Math.PI / 2)).toBe(180);
    expect(directionToDegrees(Math.PI)).toBe(270);
    expect(degreesToDirection(0)).toBeCloseTo(-Math.PI / 2);
    expect(directionToDegrees(degreesToDirection(123))).toBe(123);
  });

  it('places the ramp in front of the cup, the mat beyond it and the catch area behind, all in the frame', () => {
    const cal = initialCalibration(640, 480);
    expect(cal.cup).toEqual({ cx: 320, cy: 120, r: 20 });
    // Putting up the picture: the ramp and the mat are below the cup, the catch area above.
    const ys = (key: 'ramp' | 'mat' | 'catchArea') => cal[key].map((p) => p.y);
    expect(Math.min(...ys('ramp'))).toBeGreaterThan(cal.cup.cy + cal.cup.r);
    expect(Math.min(...ys('mat'))).toBeGreaterThanOrEqual(Math.max(...ys('ramp')));
    expect(Math.max(...ys('catchArea'))).toBeLessThan(cal.cup.cy - cal.cup.r);
    for (const p of [...cal.mat, ...cal.ramp, ...cal.catchArea, ...cal.returnTrack]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(640);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(480);
    }
    // The zones follow the direction: the far side of the cup is TOP.
    expect(zoneAt(cal, { x: 320, y: 105 })).toBe('TOP');
    expect(zoneAt(cal, { x: 335, y: 120 })).toBe('RIGHT');
  });

  it('turns the regions with the direction: putting to the right puts the mat on the left', () => {
    const cup = { cx: 400, cy: 240, r: 10 };
    const regions = defaultRegions(cup, 0, 640, 480);
    expect(Math.max(...regions.ramp.map((p) => p.x))).toBeLessThan(cup.cx);
    expect(Math.min(...regions.catchArea.map((p) => p.x))).toBeGreaterThan(cup.cx);
  });

  it('keeps a moved corner and a moved cup inside the frame', () => {
    const cal = initialCalibration(640, 480);
    expect(moveCorner(cal, 'ramp', 2, { x: -30, y: 900 }).ramp[2]).toEqual({ x: 0, y: 480 });
    expect(moveCorner(cal, 'ramp', 2, { x: 10, y: 20 }).mat).toBe(cal.mat);
    expect(moveCup(cal, { cx: 700, cy: 10.4, r: 200 }).cup).toEqual({ cx: 640, cy: 10, r: 80 });
    expect(moveCup(cal, { cx: 5, cy: 5, r: 1 }).cup.r).toBe(4);
  });

  it('crops to the regions and the cup with a margin, moving the calibration into the crop', () => {
    const cal = {
      width: 640,
      height: 480,
      cup: { cx: 300, cy: 100, r: 10 },
      direction: -Math.PI / 2,
      ramp: [
        { x: 290, y: 120 },
        { x: 310, y: 120 },
        { x: 310, y: 150 },
      ],
      mat: [
        { x: 250, y: 150 },
        { x: 350, y: 150 },
        { x: 350, y: 300 },
      ],
      catchArea: [
        { x: 290, y: 60 },
        { x: 310, y: 60 },
        { x: 300, y: 80 },
      ],
      returnTrack: [
        { x: 360, y: 60 },
        { x: 380, y: 60 },
        { x: 380, y: 300 },
      ],
    };
    const { crop, calibration } = cropCalibration(cal);
    expect(crop).toEqual({
      x: 250 - CROP_MARGIN,
      y: 60 - CROP_MARGIN,
      width: 130 + 2 * CROP_MARGIN,
      height: 240 + 2 * CROP_MARGIN,
    });
    expect(calibration).toMatchObject({ width: crop.width, height: crop.height });
    expect(calibration.cup).toEqual({ cx: 300 - crop.x, cy: 100 - crop.y, r: 10 });
    expect(calibration.mat[0]).toEqual({ x: CROP_MARGIN, y: 150 - crop.y });
    expect(zoneAt(calibration, { x: calibration.cup.cx, y: calibration.cup.cy - 8 })).toBe('TOP');
  });
});
