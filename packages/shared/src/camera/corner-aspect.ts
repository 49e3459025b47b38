/**
 * The proportions of a rectangle seen in perspective, from its four corners alone (decision 061,
 * round five): the ramp and catch area's sides meet at right angles on the mat. A phone is a
 * pinhole camera with square pixels and its lens centre at the picture's centre; for such a
 * camera the two directions of the rectangle's sides, seen through a lens of focal length f,
 * are at right angles for one f only (the vanishing points v1, v2 of the two pairs of sides give
 * f² = −(v1 − c)·(v2 − c)), and with f the rectangle's length over width follows.
 *
 * Worked with homogeneous vanishing points (the columns of the homography from the unit square
 * to the picture), so a pair of sides parallel in the picture (a vanishing point at infinity)
 * needs no special case: the angle between the sides then does not depend on f, or depends on
 * it weakly, and the f that fits is ill determined. Instead of one f, the answer is the range of
 * proportions over the focal lengths a phone may have (`FOCAL_RANGE`) at which the sides meet
 * within `tolerance` degrees of a right angle (lens distortion and handles a pixel off bend
 * them): a narrow range when the view fixes f, a wide one when it does not (a view square on
 * to the mat), a single value whatever f when both pairs are parallel in the picture (a view
 * straight down: the picture's own proportions).
 */
import { homographyFromPoints } from './plane.ts';
import type { Point } from './types.ts';

export interface CornerAspect {
  /** Length (near → far) over width (left → right) at the focal length that fits best. */
  aspect: number;
  /** The proportions at every focal length that fits within the tolerance. */
  low: number;
  high: number;
  /**
   * The most likely focal length, in half picture widths (1 / tan(half the horizontal field of
   * view)): the one at which the sides meet at right angles when the view fixes it, nearer a
   * phone's usual one when it does not.
   */
  focal: number;
  /** How far from a right angle the sides meet at that focal length, degrees. */
  angleError: number;
  /**
   * The proportions' uncertainty (standard deviation of their log): lens distortion (the range
   * of focal lengths that fit, as four spreads) and handles `HANDLE_PX` off. `low` and `high`
   * are two spreads either side of `aspect`.
   */
  spread: number;
}

/**
 * Focal lengths a phone's camera may have, in half picture widths: a horizontal field of view
 * of 40° (a tele lens, or a cropped video mode) to 110° (an ultra-wide lens).
 */
export const FOCAL_RANGE = [1 / Math.tan((55 * Math.PI) / 180), 1 / Math.tan((20 * Math.PI) / 180)] as const;

/**
 * How far from a right angle the sides may seem to meet at the camera's true focal length,
 * degrees: lens distortion bends the sides (up to 0.6° on the tuning sets' true corners, decision
 * 061), a golfer's handle a pixel off a little more. The proportions allowed are those of every
 * focal length within it.
 */
export const CORNER_ANGLE_TOLERANCE = 1;
/** The typical spread of that angle (degrees): most clips' are within it. */
const ANGLE_SPREAD = 0.5;
/**
 * A phone's usual focal length (a main camera's 68° horizontal field of view) and how far from it
 * (log scale) one may be: where the corners leave f ill determined, the most likely f is near it.
 */
const USUAL_FOCAL = 1 / Math.tan((34 * Math.PI) / 180);
const FOCAL_SPREAD = 0.4;

/**
 * How far a golfer's handle is from the corner, pixels (as the bench's `golfer` path: under three
 * points of a fingertip on a phone after the magnified drag).
 */
export const HANDLE_PX = 5;

const STEPS = 240;

/**
 * The proportions of the rectangle whose corners (near left, near right, far right, far left)
 * are seen at `corners` in a picture of `width` × `height`; null when the corners are no
 * rectangle's view (three on a line).
 */
export function cornerAspect(
  corners: readonly Point[],
  width: number,
  height: number,
  tolerance = CORNER_ANGLE_TOLERANCE,
  focalRange: readonly [number, number] = FOCAL_RANGE,
  handlePx = HANDLE_PX,
): CornerAspect | null {
  const found = solve(corners, width, height, tolerance, focalRange);
  if (!found || handlePx <= 0) return found;
  // Each handle a golfer leaves `handlePx` off, one coordinate at a time: how far the most likely
  // proportions move (log), summed as independent errors. Near-parallel sides make the vanishing
  // points, and so the proportions, sensitive to a pixel.
  let moved = 0;
  for (let k = 0; k < corners.length; k++)
    for (const [dx, dy] of [
      [handlePx, 0],
      [0, handlePx],
    ]) {
      const shifted = corners.map((p, j) => (j === k ? { x: p.x + dx, y: p.y + dy } : p));
      const other = solve(shifted, width, height, tolerance, focalRange);
      moved += other ? Math.log(other.aspect / found.aspect) ** 2 : Number.POSITIVE_INFINITY;
    }
  // The range's own width (lens distortion) taken as four spreads, and the handles' on top.
  const spread = Math.sqrt((Math.log(found.high / found.low) / 4) ** 2 + moved);
  if (!Number.isFinite(spread)) return { ...found, low: 0, high: Number.POSITIVE_INFINITY, spread };
  return { ...found, low: found.aspect * Math.exp(-2 * spread), high: found.aspect * Math.exp(2 * spread), spread };
}

function solve(
  corners: readonly Point[],
  width: number,
  height: number,
  tolerance: number,
  focalRange: readonly [number, number],
): CornerAspect | null {
  const half = width / 2;
  const centred = corners.map((p) => ({ x: (p.x - width / 2) / half, y: (p.y - height / 2) / half }));
  let h: readonly number[];
  try {
    // u across (near left → near right), w along (near left → far left).
    h = homographyFromPoints(
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
        { x: 0, y: 1 },
      ],
      centred,
    );
  } catch {
    return null;
  }
  // The two vanishing points, homogeneous: (x, y, z) with z = 0 at infinity.
  const [x1, y1, z1] = [h[0], h[3], h[6]];
  const [x2, y2, z2] = [h[1], h[4], h[7]];
  const at = (f: number) => {
    const q = 1 / (f * f);
    const dot = q * (x1 * x2 + y1 * y2) + z1 * z2;
    const n1 = Math.sqrt(q * (x1 * x1 + y1 * y1) + z1 * z1);
    const n2 = Math.sqrt(q * (x2 * x2 + y2 * y2) + z2 * z2);
    const angle = (Math.acos(Math.max(-1, Math.min(1, dot / (n1 * n2)))) * 180) / Math.PI;
    return { aspect: n2 / n1, error: Math.abs(angle - 90) };
  };
  const [fLow, fHigh] = focalRange;
  const focals: number[] = [];
  for (let k = 0; k <= STEPS; k++) focals.push(fLow * (fHigh / fLow) ** (k / STEPS));
  // The f at which the sides meet at a right angle exactly, when a phone may have it.
  const f2 = -(x1 * x2 + y1 * y2) / (z1 * z2);
  if (Number.isFinite(f2) && f2 > fLow * fLow && f2 < fHigh * fHigh) focals.push(Math.sqrt(f2));
  // The most likely f: sides at right angles, and a focal length phones have.
  const cost = (f: number, error: number) =>
    (error / ANGLE_SPREAD) ** 2 + (Math.log(f / USUAL_FOCAL) / FOCAL_SPREAD) ** 2;
  let best = { focal: focals[0], ...at(focals[0]) };
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  for (const f of focals) {
    const here = at(f);
    if (cost(f, here.error) < cost(best.focal, best.error)) best = { focal: f, ...here };
    if (here.error <= tolerance) {
      low = Math.min(low, here.aspect);
      high = Math.max(high, here.aspect);
    }
  }
  if (!(Number.isFinite(best.aspect) && best.aspect > 0)) return null;
  // No focal length fits: the best one's proportions, all that the corners say.
  if (high === 0) [low, high] = [best.aspect, best.aspect];
  return {
    aspect: best.aspect,
    low,
    high,
    focal: best.focal,
    angleError: best.error,
    spread: Math.log(high / low) / 4,
  };
}
