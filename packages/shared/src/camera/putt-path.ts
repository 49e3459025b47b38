/**
 * How a putt's ball moves, for the putt tracker (decision 061, round three): pure rules on its
 * sightings. Points are in region units (mat centimetres with a plane); `Along` says where the
 * cup is, which way the putt goes (golfer → cup) and how many units make a centimetre.
 */
import type { CupCircle, Point } from './types.ts';

export interface Along {
  cup: CupCircle;
  direction: number;
  perCm: number;
}

/**
 * A putt's ball rolls at least this far up the ramp between two sightings (cm); a still blob's
 * centre jitters by less. A putt rolls 15 cm/s or more until it nearly stops: 0.5 cm a frame at
 * 30 fps (more with a dropped frame).
 */
export const STEP_CM = 0.2;
/** A ball resting on the ramp that comes this much closer to the cup over three sightings was struck (cm). */
export const STRUCK_CM = 2;
/** A ball creeping back down the ramp this far (cm) from one window to the next has made progress… */
export const PROGRESS_CM = 3;
/** …the windows being this long (s)… */
export const CREEP_WINDOW = 1;
/** …when it rolls slower than this (cm/s). */
export const CREEP_CM_S = 40;
/** A ball rolling at the cup when last seen reaches it within this long (s), or it stopped short. */
export const DROP_SECONDS = 0.3;
/** The lip is this close inside the cup's rim (cm; a ball's radius is 2.1 cm, a sighting's error about 1). */
export const LIP_CM = 1.5;
/** A ball seen moving at least this fast (cm/s) is rolling; a still one's centre jitters by less. */
export const MOVING_CM_S = 10;

/** Centimetres from `from` to `to` along the putt, back towards the golfer (< 0: up the ramp). */
export function backCm(a: Along, from: Point, to: Point): number {
  return -((to.x - from.x) * Math.cos(a.direction) + (to.y - from.y) * Math.sin(a.direction)) / a.perCm;
}

/** Centimetres `to` is closer to the cup's centre than `from` (< 0: farther). */
export function closerCm(a: Along, from: Point, to: Point): number {
  const { cx, cy } = a.cup;
  return (Math.hypot(from.x - cx, from.y - cy) - Math.hypot(to.x - cx, to.y - cy)) / a.perCm;
}

/**
 * From `from` to `to` the ball rolled `step` (cm, `STEP_CM` unless told) or more up the ramp, and
 * more up than sideways: a putt heads up the ramp at the cup, a hand reaching for a ball comes at
 * it from the side.
 */
export function rollsUp(a: Along, from: Point, to: Point, step = STEP_CM): boolean {
  const up = -backCm(a, from, to);
  return up >= step && up >= Math.abs(sideCm(a, from, to));
}

/** Centimetres from `from` to `to` across the putt (either way). */
function sideCm(a: Along, from: Point, to: Point): number {
  return ((to.y - from.y) * Math.cos(a.direction) - (to.x - from.x) * Math.sin(a.direction)) / a.perCm;
}

/**
 * A ball resting on the ramp, struck there: its last sightings (three or more) rolled up the
 * ramp at every step (a hand reaching for a ball comes at it sideways, a flickering still blob
 * jumps once) and came `STRUCK_CM` closer to the cup in all. The index of the first sighting of
 * the longest such run, or -1. (At 60 frames/s a ball at 40 cm/s needs five sightings.)
 */
export function struckOnRamp(a: Along, points: readonly Point[]): number {
  let first = points.length - 1;
  while (first > 0 && rollsUp(a, points[first - 1], points[first])) first--;
  return points.length - first >= 3 && closerCm(a, points[first], points[points.length - 1]) >= STRUCK_CM ? first : -1;
}

/**
 * A ball that stopped on the ramp and rolls back down gathers speed slowly: it may take seconds
 * to reach the mat, and that is progress. Its average place over the last `CREEP_WINDOW`
 * seconds lies `PROGRESS_CM` or more back down the ramp from its average over the window before,
 * at under `CREEP_CM_S`. A ball lying at the lip or beside the cup, its sighting jittering by
 * centimetres, keeps its average; a hand leaving a ball it fetched is faster.
 */
export class CreepWatch {
  private seen: { p: Point; t: number }[] = [];

  constructor(private readonly a: Along) {}

  reset(): void {
    this.seen = [];
  }

  /** The putt's ball seen on its way at `p`, time `t`: has it crept back since the window before? */
  see(t: number, p: Point): boolean {
    this.seen = this.seen.filter((s) => t - s.t < 2 * CREEP_WINDOW);
    this.seen.push({ p, t });
    const late = this.seen.filter((s) => t - s.t < CREEP_WINDOW);
    const early = this.seen.filter((s) => t - s.t >= CREEP_WINDOW);
    if (late.length < 2 || early.length < 2) return false;
    const back = backCm(this.a, mean(early), mean(late));
    if (back < PROGRESS_CM || back > CREEP_CM_S * CREEP_WINDOW) return false;
    this.seen = late;
    return true;
  }
}

function mean(samples: { p: Point }[]): Point {
  let x = 0;
  let y = 0;
  for (const { p } of samples) {
    x += p.x;
    y += p.y;
  }
  return { x: x / samples.length, y: y / samples.length };
}

/** A ball at `at` is over the rim of `rim` rather than inside the cup: within `LIP_CM` of it, or beyond it. */
export function atLip(a: Along, rim: CupCircle, at: Point): boolean {
  return Math.hypot(at.x - rim.cx, at.y - rim.cy) >= rim.r - LIP_CM * a.perCm;
}

/** A ball at `at` is over the hole of `rim`, inside the lip (`atLip`): nothing holds it up. */
export function overTheHole(a: Along, rim: CupCircle, at: Point): boolean {
  return !atLip(a, rim, at);
}

/**
 * The ball seen at `from` and then at `to`, rolling on in a straight line, meets the rim of
 * `cup` within `reach` region units beyond `to` (or is over the cup already).
 */
export function headingIntoCup(cup: CupCircle, from: Point, to: Point, reach: number): boolean {
  const fx = to.x - cup.cx;
  const fy = to.y - cup.cy;
  if (fx * fx + fy * fy <= cup.r * cup.r) return true;
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  if (len === 0) return false;
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  // Distance along the ray to the point nearest the centre, and the half chord there.
  const along = -(fx * ux + fy * uy);
  const miss2 = fx * fx + fy * fy - along * along;
  if (along <= 0 || miss2 > cup.r * cup.r) return false;
  return along - Math.sqrt(cup.r * cup.r - miss2) <= reach;
}

/**
 * A ball last seen at `at` (`before` a few sightings earlier) rolling at `speed` cm/s: it was
 * over the cup, or rolling at it and reaching it within `DROP_SECONDS`.
 */
export function rollingIntoCup(a: Along, before: Point | null, at: Point, speed: number): boolean {
  if (speed < MOVING_CM_S) return false;
  if (before === null) return headingIntoCup(a.cup, at, at, 0);
  return headingIntoCup(a.cup, before, at, speed * DROP_SECONDS * a.perCm);
}
