/**
 * The setup's calibration of the mat's plane (issue 23, decision 047), from what a golfer marks
 * on a phone: four handles on the corners of the ramp and catch area (near left, near right, far
 * right, far left) and a tap on the cup. The corners give the plane up to its proportions; the
 * cup, a circle of known size seen as an ellipse, gives the proportions and the scale: mapped
 * onto the corners' rectangle, the cup's outline is as wide (in widths of the mat) as the
 * rectangle is long (in lengths): length / width = its width share / its length share.
 *
 * `findCupEllipse` (cup-outline.ts) finds the cup's outline around the tap. Nothing moves the
 * golfer's handles; the outline is only drawn for them to check.
 */

import { type CupEllipse, ellipseOutline, findCupEllipse, meanEllipse } from './cup-outline.ts';
import { rectangle } from './geometry.ts';
import {
  applyHomography,
  CUP_RADIUS_CM,
  composeHomography,
  type Homography,
  homographyFromPoints,
  homographyW,
  invertHomography,
  spansPlane,
} from './plane.ts';
import type { Calibration, Frame, MatPlane, Point, Polygon, RegionSet } from './types.ts';

export { type CupEllipse, ellipseOfPolygon, ellipseOutline, findCupEllipse, meanEllipse } from './cup-outline.ts';

/** Which side of the mat, seen from the golfer, the return track runs down. */
export type TrackSide = 'left' | 'right';

export interface MatMarks {
  /** Near left, near right, far right, far left corners of the ramp and catch area. */
  corners: readonly Point[];
  /** The golfer's tap on the cup. */
  cup: Point;
  /** The return track's side (the right when not said). */
  trackSide?: TrackSide;
}

/** Proportions (length / width) assumed for the ramp and catch area when no cup outline is found. */
export const FALLBACK_ASPECT = 1.8;
/** The mat's width assumed then, cm. */
export const FALLBACK_WIDTH_CM = 50;
/** How far the golfer's mat and the return track reach towards the golfer beyond the ramp, cm. */
const MAT_REACH_CM = 400;
/**
 * A ball whose contact point comes within this much of the rim counts as over the cup: the phone's
 * picture places a ball to about a centimetre. One that only grazed it goes on to the catch area
 * or back down the ramp, which decides the putt all the same.
 */
export const CUP_MARGIN_CM = 1;
/**
 * The catch area begins this far behind the cup's centre (cm): a rim's radius and 4 cm of the
 * plateau around it, where a ball that lipped out or rolled by may stop short of the catch area
 * (a TIMEOUT; the clip sets' physics begins the catch area 3 cm beyond the rim, and a ball by the
 * cup is seen 0.4–0.8 cm deeper than it is, up to 3 cm on a clip whose plane is a little off). 7.0 cm
 * until round eleven, 8.4 until round twelve: balls stopped 7–8 cm behind the cup were logged as
 * catches (dev-wide-10-2, -23, -32; dev-wide-11-14, -30, -46).
 */
const CATCH_FROM_CM = CUP_RADIUS_CM + 4;
/** The return track: a band this wide along the mat's right (or left), cm. */
const TRACK_WIDTH_CM = 18;

/** Scales a homography so that `p` maps with a positive w (the visible side of the horizon). */
function facing(h: Homography, p: Point): number[] {
  const k = homographyW(h, p) < 0 ? -1 : 1;
  // (+ 0: no −0 entries, which a calibration kept as JSON would not give back.)
  return h.map((v) => v * k + 0);
}

const UNIT: Point[] = [
  { x: 0, y: 1 },
  { x: 1, y: 1 },
  { x: 1, y: 0 },
  { x: 0, y: 0 },
];

/** The plane from the golfer's marks and the cup's outline (or the fallback proportions). */
export function matPlane(marks: MatMarks, cup: CupEllipse | null): MatPlane {
  const toUnit = homographyFromPoints(marks.corners, UNIT);
  const measured = cup ? cupProportions(toUnit, cup) : null;
  const c = applyHomography(toUnit, marks.cup);
  const { uc, wc, width, length } = measured ?? {
    uc: c.x,
    wc: c.y,
    width: FALLBACK_WIDTH_CM,
    length: FALLBACK_WIDTH_CM * FALLBACK_ASPECT,
  };
  const scale: Homography = [width, 0, -uc * width, 0, length, -wc * length, 0, 0, 1];
  const toMat = facing(composeHomography(scale, toUnit), marks.cup);
  const toImage = facing(invertHomography(toMat), { x: 0, y: 0 });
  const left = -uc * width;
  const right = (1 - uc) * width;
  const far = -wc * length;
  const foot = (1 - wc) * length;
  const regions: RegionSet = {
    cup: { cx: 0, cy: 0, r: CUP_RADIUS_CM },
    catchArea: rectangle(left, far - 10, right, -CATCH_FROM_CM),
    ramp: rectangle(left, -CATCH_FROM_CM, right, foot),
    ...sideRegions(left, right, far, foot, marks.trackSide ?? 'right'),
    direction: -Math.PI / 2,
  };
  return { toMat, toImage, regions, cupMargin: CUP_MARGIN_CM };
}

/**
 * Widths and lengths (cm) of a ramp and catch area that a cup outline may give: outside them
 * the outline was not the cup's rim (on a grey cup whose hole is no darker than the mat, a piece
 * of the white liner was taken for the whole cup, a mat 3.7 times too wide on a dev-wide-2
 * clip, and every ball 3.7 times too small for the detector's size gate). Putting mats with a
 * return are 30–70 cm wide; the ramp and catch area 40–150 cm long.
 */
export const PLAUSIBLE_WIDTH_CM = [20, 100] as const;
export const PLAUSIBLE_LENGTH_CM = [25, 200] as const;

/**
 * The cup's centre on the unit rectangle of the corners and the ramp and catch area's width and
 * length (cm) that its outline gives; null when those are no mat's (`PLAUSIBLE_WIDTH_CM`).
 */
function cupProportions(toUnit: Homography, cup: CupEllipse) {
  const rim = ellipseOutline(cup, 48).map((p) => applyHomography(toUnit, p));
  const us = rim.map((p) => p.x);
  const ws = rim.map((p) => p.y);
  const hu = (Math.max(...us) - Math.min(...us)) / 2;
  const hw = (Math.max(...ws) - Math.min(...ws)) / 2;
  const width = CUP_RADIUS_CM / hu;
  const length = CUP_RADIUS_CM / hw;
  const within = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;
  if (!within(width, PLAUSIBLE_WIDTH_CM) || !within(length, PLAUSIBLE_LENGTH_CM)) return null;
  return { uc: (Math.max(...us) + Math.min(...us)) / 2, wc: (Math.max(...ws) + Math.min(...ws)) / 2, width, length };
}

/**
 * The golfer's mat and the return track beside the ramp and catch area (`left` to `right`, `far`
 * to `foot`, cm): the track along the given side, the mat reaching a little beyond the ramp on
 * the other.
 */
function sideRegions(left: number, right: number, far: number, foot: number, side: TrackSide) {
  const end = foot + MAT_REACH_CM;
  return side === 'left'
    ? {
        mat: rectangle(left, foot, right + 15, end),
        returnTrack: rectangle(left - TRACK_WIDTH_CM, far - 10, left, end),
      }
    : {
        mat: rectangle(left - 15, foot, right, end),
        returnTrack: rectangle(right, far - 10, right + TRACK_WIDTH_CM, end),
      };
}

/**
 * A mat-plane region drawn in the frame: its corners projected, those beyond the picture's
 * bottom (or behind the phone) brought in along their edge to where the picture ends.
 */
function onFrame(plane: MatPlane, polygon: Polygon, width: number, height: number): Polygon {
  const bottom = applyHomography(plane.toMat, { x: width / 2, y: height });
  return polygon.map((q) => {
    const visible = homographyW(plane.toImage, q) > 0 ? applyHomography(plane.toImage, q) : null;
    const p =
      visible && visible.y <= height ? visible : applyHomography(plane.toImage, { x: q.x, y: Math.min(q.y, bottom.y) });
    return { x: Math.min(width, Math.max(0, p.x)), y: Math.min(height, Math.max(0, p.y)) };
  });
}

/**
 * The calibration for the golfer's marks and the cup's outline (null: the fallback proportions),
 * in a frame of `width` × `height`: the plane, and its regions and cup drawn in the frame.
 */
export function calibrationFromMarks(
  width: number,
  height: number,
  marks: MatMarks,
  ellipse: CupEllipse | null,
): Calibration {
  const [nl, nr] = marks.corners;
  const r = ellipse ? (ellipse.a + ellipse.b) / 2 : Math.max(4, 0.1 * Math.hypot(nr.x - nl.x, nr.y - nl.y));
  return calibrationOfPlane(width, height, matPlane(marks, ellipse), r);
}

/** A plane's calibration in a frame of `width` × `height`, with a cup `r` pixels wide drawn. */
function calibrationOfPlane(width: number, height: number, plane: MatPlane, r: number): Calibration {
  const cup = applyHomography(plane.toImage, { x: 0, y: 0 });
  const foot = applyHomography(plane.toImage, { x: 0, y: plane.regions.ramp[2].y });
  const { regions } = plane;
  return {
    width,
    height,
    cup: { cx: cup.x, cy: cup.y, r },
    mat: onFrame(plane, regions.mat, width, height),
    ramp: onFrame(plane, regions.ramp, width, height),
    catchArea: onFrame(plane, regions.catchArea, width, height),
    returnTrack: onFrame(plane, regions.returnTrack, width, height),
    direction: Math.atan2(cup.y - foot.y, cup.x - foot.x),
    plane,
  };
}

/**
 * The calibration with the return track moved to `side`: the same plane and cup (no frame needed),
 * the track and the golfer's mat redrawn. A calibration without a plane is kept as it is.
 */
export function withTrackSide(cal: Calibration, side: TrackSide): Calibration {
  if (!cal.plane) return cal;
  const { ramp, catchArea } = cal.plane.regions;
  const [left, far, right, foot] = [ramp[0].x, catchArea[0].y + 10, ramp[1].x, ramp[2].y];
  const regions = { ...cal.plane.regions, ...sideRegions(left, right, far, foot, side) };
  return calibrationOfPlane(cal.width, cal.height, { ...cal.plane, regions }, cal.cup.r);
}

/** The reach, in pixels, around the tap in which the cup's outline is looked for. */
export function cupReach(marks: MatMarks): number {
  const [, , fr, fl] = marks.corners;
  return Math.max(12, Math.min(120, 0.35 * Math.hypot(fr.x - fl.x, fr.y - fl.y)));
}

/** Whether the marks make a mat: no three corners on a line (a handle dragged onto another makes none). */
export function marksMakeAMat(marks: MatMarks): boolean {
  return spansPlane(marks.corners);
}

/** The calibration the setup keeps, from a frame of the empty mat and the golfer's marks. */
export function calibrateMat(frame: Frame, marks: MatMarks): Calibration {
  return calibrateMatOnFrames([frame], marks);
}

/**
 * How many frames of the empty mat the setup measures the cup in, spread over the last two
 * seconds or so (decision 061, round thirteen): one frame lies wherever the phone's shake had it,
 * a pixel or a few from where the golfer's handles and the detector's learned picture are on
 * average — 2–4 cm on the mat by a small cup, a make's zone or a catch beside the cup.
 */
export const CUP_FRAMES = 8;

/**
 * The calibration from frames of the empty mat (the same size) and the golfer's marks: the cup's
 * outline found in each and averaged (`meanEllipse`: the shake cancels out, where an averaged
 * picture would blur the rim by it). Found in fewer than half of them, it counts as not found
 * (the fallback proportions): what shows only now and then is no cup's rim.
 */
export function calibrateMatOnFrames(frames: readonly Frame[], marks: MatMarks): Calibration {
  return calibrationFromMarks(frames[0].width, frames[0].height, marks, cupOnFrames(frames, marks));
}

/** The cup's outline found in each of `frames` around the golfer's tap and averaged; null when found in fewer than half. */
export function cupOnFrames(frames: readonly Frame[], marks: MatMarks): CupEllipse | null {
  const reach = cupReach(marks);
  const found = frames.map((f) => findCupEllipse(f, marks.cup, reach)).filter((e) => e !== null);
  return 2 * found.length >= frames.length ? meanEllipse(found) : null;
}

/** The marks a plane calibration was made from (the corners of its ramp and catch area, the cup). */
export function marksOf(plane: MatPlane): MatMarks {
  const { ramp, catchArea, returnTrack } = plane.regions;
  const far = catchArea[0].y + 10;
  const at = (x: number, y: number) => applyHomography(plane.toImage, { x, y });
  return {
    corners: [at(ramp[3].x, ramp[3].y), at(ramp[2].x, ramp[2].y), at(ramp[1].x, far), at(ramp[0].x, far)],
    cup: at(0, 0),
    trackSide: returnTrack[0].x < ramp[0].x ? 'left' : 'right',
  };
}
