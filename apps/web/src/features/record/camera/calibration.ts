/**
 * Calibration geometry, pure: the regions the overlay draws, and the crop around them that the
 * worker processes (the mat's plane moved along with it). Coordinates are pixels of the camera's
 * frame. The calibration itself comes from the golfer's handles (`calibrateMat`, decision 049).
 */
import { type Calibration, calibrationBounds, composeHomography, type MatPlane, type Polygon } from './camera-api.ts';

/** The frame size asked of the camera (the tracker's budget is set for 640×480). */
export const CAMERA_FRAME = { width: 640, height: 480 } as const;

/** The four regions a golfer drags the corners of, in the order the setup shows them. */
export const REGIONS = [
  { key: 'mat', label: 'Mat' },
  { key: 'ramp', label: 'Ramp' },
  { key: 'catchArea', label: 'Catch area' },
  { key: 'returnTrack', label: 'Return track' },
] as const;

export type RegionKey = (typeof REGIONS)[number]['key'];

/** Pixels kept around the regions in the processed crop: a ball half outside still counts. */
export const CROP_MARGIN = 16;

/** The part of the frame the worker looks at, in frame pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The rectangle around every region and the cup (plus {@link CROP_MARGIN}), and the calibration
 * moved into its coordinates: the worker then processes only the pixels that matter.
 */
export function cropCalibration(cal: Calibration): { crop: CropRect; calibration: Calibration } {
  const { x0, y0, x1, y1 } = calibrationBounds(cal, CROP_MARGIN);
  const shift = (polygon: Polygon) => polygon.map((p) => ({ x: p.x - x0, y: p.y - y0 }));
  const crop = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  // The plane's maps move with the crop: crop pixel + (x0, y0) = frame pixel.
  const plane: MatPlane | undefined = cal.plane && {
    ...cal.plane,
    toMat: composeHomography(cal.plane.toMat, [1, 0, x0, 0, 1, y0, 0, 0, 1]),
    toImage: composeHomography([1, 0, -x0, 0, 1, -y0, 0, 0, 1], cal.plane.toImage),
  };
  return {
    crop,
    calibration: {
      ...cal,
      ...(plane && { plane }),
      width: crop.width,
      height: crop.height,
      cup: { ...cal.cup, cx: cal.cup.cx - x0, cy: cal.cup.cy - y0 },
      mat: shift(cal.mat),
      ramp: shift(cal.ramp),
      catchArea: shift(cal.catchArea),
      returnTrack: shift(cal.returnTrack),
    },
  };
}
