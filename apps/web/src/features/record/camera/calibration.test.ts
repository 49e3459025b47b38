import { calibrationFromMarks } from '@holeout/shared/camera/calibrate-mat';
import { zoneAt } from '@holeout/shared/camera/geometry';
import { MatView } from '@holeout/shared/camera/mat-view';
import { applyHomography } from '@holeout/shared/camera/plane';
import { describe, expect, it } from 'vitest';
import { CROP_MARGIN, cropCalibration } from './calibration.ts';
import { initialMarks } from './calibration-state.ts';

describe('calibration geometry', () => {
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

  it('moves the mat plane with the crop: a ball in the crop lands where it lands in the frame', () => {
    const full = calibrationFromMarks(640, 480, initialMarks(640, 480), null);
    const { crop, calibration } = cropCalibration(full);
    const atFrame = new MatView(full).place({ x: 330, y: 200 });
    const atCrop = new MatView(calibration).place({ x: 330 - crop.x, y: 200 - crop.y });
    expect(atCrop.x).toBeCloseTo(atFrame.x, 6);
    expect(atCrop.y).toBeCloseTo(atFrame.y, 6);
    const cupInCrop = applyHomography(calibration.plane!.toImage, { x: 0, y: 0 });
    expect(cupInCrop.x + crop.x).toBeCloseTo(full.cup.cx, 6);
  });
});
