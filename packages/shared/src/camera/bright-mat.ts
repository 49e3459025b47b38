/**
 * Is the mat burnt white? A phone's auto-exposure meters the whole picture: a light mat on a dark
 * floor, or in a patch of sun, comes out clipped, every channel at its top, and a white or pale
 * ball on it is white on white — nothing the detector can see (decision 065). The detection
 * worker measures it on every frame it learns the empty mat from; the camera mode asks the camera
 * for a darker picture where it can, and tells the golfer what to change where it cannot.
 */
import { boxAround, pointInPolygon } from './geometry.ts';
import type { Calibration, Frame } from './types.ts';

/** A pixel whose three channels are all this high or more shows no detail: burnt white. */
export const BURNT_LEVEL = 248;
/** The share of the mat and ramp that may be burnt before the setup says so (a light track, a patch of sun). */
export const BURNT_LIMIT = 0.25;
/** Every this-many-th pixel, across and down, is read. */
const STEP = 3;

/** The share (0..1) of the mat's and ramp's pixels that `frame` shows burnt white. */
export function burntShare(frame: Frame, cal: Pick<Calibration, 'mat' | 'ramp'>): number {
  const box = boxAround([...cal.mat, ...cal.ramp], 0, frame.width, frame.height);
  let inside = 0;
  let burnt = 0;
  for (let y = box.y0; y < box.y1; y += STEP) {
    for (let x = box.x0; x < box.x1; x += STEP) {
      const p = { x: x + 0.5, y: y + 0.5 };
      if (!pointInPolygon(cal.mat, p) && !pointInPolygon(cal.ramp, p)) continue;
      inside++;
      const i = (y * frame.width + x) * 4;
      const d = frame.data;
      if (d[i] >= BURNT_LEVEL && d[i + 1] >= BURNT_LEVEL && d[i + 2] >= BURNT_LEVEL) burnt++;
    }
  }
  return inside === 0 ? 0 : burnt / inside;
}
