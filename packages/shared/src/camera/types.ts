/**
 * The camera tracker's vocabulary (issue 15): what a calibration, a frame, a ball sighting and a
 * tracker event are. Pure data, no DOM types: the web worker, the page, the unit tests and the
 * bench all speak it. Coordinates are pixels of the processed frame, x to the right, y down.
 */
import type { Putt } from '../putt-log.ts';

export interface Point {
  x: number;
  y: number;
}

/** A closed polygon, its corners in order (either winding). */
export type Polygon = readonly Point[];

export interface CupCircle {
  cx: number;
  cy: number;
  r: number;
}

/**
 * The cup and the regions, and the putt direction in radians (golfer → cup; 0 = to the right,
 * −π/2 = up; it defines the cup's wedges, see `zoneAt`). In a calibration's own fields they are
 * frame pixels; in a `MatPlane` they are mat centimetres.
 */
export interface RegionSet {
  cup: CupCircle;
  mat: Polygon;
  ramp: Polygon;
  catchArea: Polygon;
  returnTrack: Polygon;
  direction: number;
}

/**
 * The mat's plane (decision 047): frame pixels ↔ mat centimetres (3×3 homographies, row-major),
 * and the regions in mat centimetres, the cup's centre at the origin, the putt going to −y.
 */
export interface MatPlane {
  /** Both scaled so that w > 0 on the visible side of the horizon. */
  toMat: number[];
  toImage: number[];
  regions: RegionSet;
  /** A ball this close beyond the cup's rim (cm) counts as over the cup (decision 047). */
  cupMargin: number;
}

/**
 * What the setup produces. The pixel regions are what the page draws (and, without a `plane`,
 * what the tracker decides on, as the first setup did); with a `plane` the tracker decides on the
 * mat's plane: cup, zones, regions and the ball's size in centimetres.
 */
export interface Calibration extends RegionSet {
  /** The processed frame size (e.g. 640×480 or a crop). */
  width: number;
  height: number;
  plane?: MatPlane;
}

/** An RGBA frame, laid out like `ImageData`. */
export interface Frame {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The ball's centroid in one frame and its size in pixels. */
export interface BallObservation {
  x: number;
  y: number;
  area: number;
}

export interface DetectorOptions {
  /** Background frames needed before `ready` (more refine it). Default 15 (half a second at 30 fps). */
  minLearnFrames: number;
  /**
   * A pixel is foreground when its grey is above the background's by this many levels…
   */
  minContrast: number;
  /** …and by this many of its learned standard deviations. */
  sigmas: number;
  /** How fast the background follows slow lighting changes where no ball is (0..1 per frame). */
  adaptRate: number;
  /** Smallest and largest ball blob, as a share of the area a ball has where it is seen. */
  minArea: number;
  maxArea: number;
}

export interface TrackerOptions {
  /** A ball back on the mat sooner than this after the putt started is not a miss (seconds). */
  returnDelay?: number;
  /** A putt whose ball has not come back after this long is a MISS TIMEOUT (seconds). */
  timeout?: number;
}

/** What the tracker reports; `t` is media seconds since recording started. */
export type TrackerEvent =
  | { type: 'putt-started'; t: number }
  | { type: 'putt'; t: number; putt: Putt }
  | { type: 'ball'; t: number; at: Point | null };

/** The tracker's state: between putts, a ball on its way, or a ball in the cup or catch coming back. */
export type TrackerState = 'waiting' | 'in-progress' | 'awaiting-return';
