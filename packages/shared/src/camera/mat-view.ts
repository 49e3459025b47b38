/**
 * How the tracker and the detector see a calibration (decision 047): the regions they decide
 * on, a ball's place in them, and the size a ball has in the frame where it is seen. With a mat
 * plane, a ball's place is where it touches the mat, in centimetres, and its size follows its
 * distance from the phone; without one (a calibration from the first setup), both are frame
 * pixels and a ball is 0.4 of the cup's radius everywhere.
 */
import { ballOnMat, ballRadiusAt, CUP_RADIUS_CM, homographyW } from './plane.ts';
import type { Calibration, CupCircle, Point, RegionSet } from './types.ts';

/** A golf ball's radius over a cup's (42.7 mm / 108 mm). */
const BALL_TO_CUP = 0.4;

export class MatView {
  /** The regions the tracker decides on: with a plane, the cup reaches `cupMargin` beyond its rim. */
  readonly regions: RegionSet;
  /** The cup's true rim (its wedges are split where a ball's path crosses it). */
  readonly rim: CupCircle;
  /** Region units per centimetre (1 with a plane; pixels per cm of the cup without). */
  readonly unitsPerCm: number;

  constructor(private readonly cal: Calibration) {
    const plane = cal.plane;
    this.rim = plane ? plane.regions.cup : cal.cup;
    this.regions = plane ? { ...plane.regions, cup: { ...this.rim, r: this.rim.r + plane.cupMargin } } : cal;
    this.unitsPerCm = cal.plane ? 1 : cal.cup.r / CUP_RADIUS_CM;
  }

  /** Where the ball seen centred at frame pixel `p` is, in region units. */
  place(p: Point): Point {
    const plane = this.cal.plane;
    return plane ? ballOnMat(plane.toMat, plane.toImage, p) : p;
  }

  /** A ball's radius in frame pixels where it is seen at pixel `p` (0 above the horizon). */
  ballRadius(p: Point): number {
    const plane = this.cal.plane;
    if (!plane) return BALL_TO_CUP * this.cal.cup.r;
    if (homographyW(plane.toMat, p) <= 0) return 0;
    const q = this.place(p);
    return homographyW(plane.toImage, q) > 0 ? ballRadiusAt(plane.toImage, q) : 0;
  }

  /** The smallest ball anywhere in a box of the frame: at its far corners (or at the cup). */
  smallestBallRadius(box: { x0: number; y0: number; x1: number; y1: number }): number {
    let smallest = Number.POSITIVE_INFINITY;
    for (const [x, y] of [
      [box.x0, box.y0],
      [box.x1, box.y0],
      [(box.x0 + box.x1) / 2, box.y0],
      [box.x0, box.y1],
      [box.x1, box.y1],
    ]) {
      const r = this.ballRadius({ x, y });
      if (r > 0) smallest = Math.min(smallest, r);
    }
    return Number.isFinite(smallest) ? smallest : this.ballRadius({ x: this.cal.cup.cx, y: this.cal.cup.cy });
  }
}
