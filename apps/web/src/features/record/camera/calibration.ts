/**
 * Calibration geometry, pure: the default regions placed around the cup along the putt direction
 * (so a golfer mostly confirms rather than drags), moving one corner, and the crop around the
 * regions that the worker processes. Coordinates are pixels of the camera's frame.
 */
import { type Calibration, type CupCircle, calibrationBounds, type Point, type Polygon } from './camera-api.ts';

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

/** Putt direction as the setup's dial shows it: degrees clockwise from straight up the picture. */
export function directionToDegrees(radians: number): number {
  return (((Math.round((radians * 180) / Math.PI) + 90) % 360) + 360) % 360;
}

/** The dial's degrees back to the calibration's radians (image coordinates, golfer → cup). */
export function degreesToDirection(degrees: number): number {
  return ((degrees - 90) * Math.PI) / 180;
}

function clampTo(width: number, height: number, p: Point): Point {
  return { x: Math.min(width, Math.max(0, Math.round(p.x))), y: Math.min(height, Math.max(0, Math.round(p.y))) };
}

/**
 * A rectangle along the putt line: `from`..`to` cup radii from the cup towards the golfer
 * (negative: beyond the cup), `left`..`right` radii across it (positive: the golfer's right).
 */
function band(cup: CupCircle, direction: number, from: number, to: number, left: number, right: number): Point[] {
  const back = { x: -Math.cos(direction), y: -Math.sin(direction) };
  const side = { x: -back.y, y: back.x };
  const at = (along: number, across: number) => ({
    x: cup.cx + (back.x * along + side.x * across) * cup.r,
    y: cup.cy + (back.y * along + side.y * across) * cup.r,
  });
  return [at(from, left), at(from, right), at(to, right), at(to, left)];
}

/**
 * Default regions for a cup and a putt direction, clipped to the frame: the ramp just in front of
 * the cup, the mat in front of the ramp, the catch area behind the cup, and the return track
 * along the golfer's right from behind the cup back to the mat.
 */
export function defaultRegions(
  cup: CupCircle,
  direction: number,
  width: number,
  height: number,
): Pick<Calibration, RegionKey> {
  const clip = (points: Point[]) => points.map((p) => clampTo(width, height, p));
  return {
    ramp: clip(band(cup, direction, 1.3, 5, -2.5, 2.5)),
    mat: clip(band(cup, direction, 5, 14, -3.5, 3.5)),
    catchArea: clip(band(cup, direction, -1.3, -4, -2.5, 2.5)),
    returnTrack: clip(band(cup, direction, -4, 14, 4, 6)),
  };
}

/** A first calibration for a frame: the cup a third down the middle, putts going up the picture. */
export function initialCalibration(width: number, height: number): Calibration {
  const cup = { cx: Math.round(width / 2), cy: Math.round(height / 4), r: Math.round(Math.min(width, height) / 24) };
  const direction = degreesToDirection(0);
  return { width, height, cup, direction, ...defaultRegions(cup, direction, width, height) };
}

/** The calibration with one corner of one region moved (kept inside the frame). */
export function moveCorner(cal: Calibration, region: RegionKey, index: number, to: Point): Calibration {
  const polygon: Polygon = cal[region].map((p, i) => (i === index ? clampTo(cal.width, cal.height, to) : p));
  return { ...cal, [region]: polygon };
}

/** The calibration with the cup moved or resized (kept inside the frame, radius 4–80 px). */
export function moveCup(cal: Calibration, cup: CupCircle): Calibration {
  const { x, y } = clampTo(cal.width, cal.height, { x: cup.cx, y: cup.cy });
  return { ...cal, cup: { cx: x, cy: y, r: Math.min(80, Math.max(4, Math.round(cup.r))) } };
}

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
  return {
    crop,
    calibration: {
      ...cal,
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
