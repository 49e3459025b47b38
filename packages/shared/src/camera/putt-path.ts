/**
 * How a putt's ball moves, for the putt tracker (decision 061, round three): pure rules on its
 * sightings. Points are in region units (mat centimetres with a plane); `Along` says where the
 * cup is, which way the putt goes (golfer → cup) and how many units make a centimetre.
 */
import { rimCrossing } from './geometry.ts';
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
const STEP_CM = 0.2;
/** A ball resting on the ramp that comes this much closer to the cup over three sightings was struck (cm). */
const STRUCK_CM = 2;
/** A ball creeping back down the ramp this far (cm) from one window to the next has made progress… */
const PROGRESS_CM = 3;
/** …the windows being this long (s)… */
const CREEP_WINDOW = 1;
/** …when it rolls slower than this (cm/s). */
const CREEP_CM_S = 40;
/** Centimetres the rim is taken wider for a ball last seen rolling at it (`rollingIntoCup`). */
const AIM_SLACK_CM = 1.5;
/** A ball rolling at the cup when last seen reaches it within this long (s), or it stopped short. */
const DROP_SECONDS = 0.3;
/**
 * …and within what it rolls before it stops, slowing by this much at least (cm/s²): the fastest
 * mat's friction (a stimp of 13 slows a ball by about 40 cm/s²), the ramp's rise not counted.
 */
const LEAST_SLOWING_CM_S2 = 30;
/**
 * The lip is this close inside the cup's rim (cm): a ball's radius, 2.1 cm — a ball whose centre
 * is over the hole by less rests on the rim. (1.5 until round ten; a ball that died at the lip
 * was seen 1.5–2 cm inside, dev-wide-9-27, and logged a make.)
 */
const LIP_CM = 2.1;
/** A ball seen moving at least this fast (cm/s) is rolling; a still one's centre jitters by less (`speedCmS`). */
const MOVING_CM_S = 10;
/**
 * A ball's speed is read over its last step and over this many: over one frame a still ball's
 * centre, jittering by 0.3 cm, reads 9 cm/s at 30 frames/s and 18 at 60 (a ball that died at the
 * lip was taken for one rolling into the cup); over three a ball that just stopped still reads
 * the speed it came at. The slower of the two is its speed.
 */
const SPEED_FRAMES = 3;
/**
 * No ball rolls back down the ramp faster than this (cm/s): the ramp rises to the cup, so it comes
 * back no faster than it went up, and no putt goes up faster. Something seen first at the ramp's
 * top and then far down on the mat (the putter carried back after a short putt) is no return.
 */
const ROLL_BACK_CM_S = 200;

/**
 * A ball seen lying still in this many sightings in a row on the ramp or at the lip has come to
 * rest there. Counted in frames, not seconds: the detector takes a blob still for eight frames
 * for scenery (0.13 s at 60 frames/s), and the ball is then seen no more.
 */
const REST_SIGHTINGS = 5;
/**
 * A ball lying still keeps its size: one seen shrinking below this share of its size when it
 * stopped is sinking into the cup behind the near rim (at 60 frames/s it looks still for five or
 * six frames at the lip as it drops), or going behind a hand.
 */
const REST_SIZE = 0.75;

/** Closer to the cup by this many centimetres between two sightings: moving towards it. */
export const TOWARD_CM = 0.5;
/** A ball unseen for this long (a blurred strike, a dropped frame) is still the ball seen before (s). */
export const GAP_SECONDS = 0.3;
/** No putt rolls faster than this (cm/s): a sighting farther from the last one is another object. */
const MAX_SPEED_CM = 800;

/** How far (region units) a ball may have rolled in `seconds`, a sighting's error included. */
export function reach(a: Along, seconds: number): number {
  return (MAX_SPEED_CM * seconds + 3) * a.perCm;
}

/**
 * A ball seen rolling at `speed` (cm/s) may be this much faster, or this many cm/s, a little
 * later (its speed is measured over a step or two; a ball rolling up the ramp only slows).
 */
const SPEED_SLACK = 1.5;
const SPEED_FLOOR_CM = 60;

/**
 * Whether a ball seen at `from` rolling at `speed` (cm/s) can be at `to` `seconds` later: a
 * sighting's error (3 cm) and the speed's (`SPEED_SLACK`, `SPEED_FLOOR_CM`) allowed for.
 */
export function couldRollTo(a: Along, from: Point, to: Point, speed: number, seconds: number): boolean {
  return within(a, from, to, speed * SPEED_SLACK + SPEED_FLOOR_CM, seconds);
}

/** `to` is within what `cmPerSecond` covers in `seconds` of `from`, with 3 cm for the sightings' errors. */
function within(a: Along, from: Point, to: Point, cmPerSecond: number, seconds: number): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) / a.perCm <= cmPerSecond * Math.max(0, seconds) + 3;
}

/** A sighting: a place (region units) at a media time (s). */
export interface Seen {
  p: Point;
  t: number;
}

/**
 * The ball's speed (cm/s) at its last sighting in `seen` (oldest first, one ball's sightings with
 * no long gap): the slower of its last step and its last `SPEED_FRAMES` steps; 0 with one sighting.
 */
export function speedCmS(a: Along, seen: readonly Seen[]): number {
  const last = seen.length - 1;
  return Math.min(
    stepCmS(a, seen[last - 1], seen[last]),
    stepCmS(a, seen[Math.max(0, last - SPEED_FRAMES)], seen[last]),
  );
}

function stepCmS(a: Along, from: Seen | undefined, to: Seen): number {
  if (from === undefined || to.t <= from.t) return 0;
  return Math.hypot(to.p.x - from.p.x, to.p.y - from.p.y) / a.perCm / (to.t - from.t);
}

/**
 * A ball seen at `from` and `seconds` later at `to` could have rolled there back down the ramp
 * (under `ROLL_BACK_CM_S`, with 3 cm for the sightings' errors).
 */
export function couldRollBack(a: Along, from: Point, to: Point, seconds: number): boolean {
  return within(a, from, to, ROLL_BACK_CM_S, seconds);
}

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
 * How many steps in a row the ball rolled up the ramp, each within its reach, in `seen` (oldest
 * first) up to its sighting at `to`; 0 when `to` is not among them.
 */
export function stepsUpTo(a: Along, seen: readonly Seen[], to: Point): number {
  let k = seen.findIndex((s) => s.p === to);
  let steps = 0;
  for (; k > 0; k--, steps++) {
    const [from, at] = [seen[k - 1], seen[k]];
    const d = Math.hypot(at.p.x - from.p.x, at.p.y - from.p.y);
    if (d > reach(a, at.t - from.t) || !rollsUp(a, from.p, at.p)) break;
  }
  return steps;
}

/** A ball struck on the ramp is seen rolling up it in this many sightings in a row, or more. */
const STRUCK_SIGHTINGS = 4;

/**
 * A ball resting on the ramp, struck there: its last sightings (`STRUCK_SIGHTINGS` or more)
 * rolled up the ramp at every step (a hand reaching for a ball comes at it sideways) and came
 * `STRUCK_CM` closer to the cup in all. Three steps, not two: a resting ball's blob, noisy and
 * half its size, jitters by a centimetre or two and was seen "struck" by one small step and one
 * jump (dev-wide-3-32, 0.6 s before the strike). The index of the first sighting of the longest
 * such run, or -1. (At 60 frames/s a ball at 40 cm/s needs five sightings.)
 */
export function struckOnRamp(a: Along, points: readonly Point[]): number {
  let first = points.length - 1;
  while (first > 0 && rollsUp(a, points[first - 1], points[first])) first--;
  return points.length - first >= STRUCK_SIGHTINGS && closerCm(a, points[first], points[points.length - 1]) >= STRUCK_CM
    ? first
    : -1;
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
 * over the cup, or rolling at it and reaching it within `DROP_SECONDS` before it stops — the rim taken
 * `AIM_SLACK_CM` wider, as a golfer's calibration puts the cup a centimetre or two off
 * (dev-wide-5-2: a make last seen heading 1 cm right of the rim as the calibration had it).
 */
export function rollingIntoCup(a: Along, before: Point | null, at: Point, speed: number): boolean {
  if (speed < MOVING_CM_S) return false;
  const cup = { ...a.cup, r: a.cup.r + AIM_SLACK_CM * a.perCm };
  if (before === null) return headingIntoCup(cup, at, at, 0);
  const rolls = Math.min(speed * DROP_SECONDS, (speed * speed) / (2 * LEAST_SLOWING_CM_S2));
  return headingIntoCup(cup, before, at, rolls * a.perCm);
}

/**
 * The putt's ball seen lying still (under `MOVING_CM_S`, keeping its size) where it can rest —
 * on the ramp or at the lip — in `REST_SIGHTINGS` sightings, never lost on its way before, has
 * stopped there: the detector soon takes it for scenery, and what moves later near the return
 * track (the golfer's hand coming to fetch it) is not it coming back. A blob lying at the lip
 * after the ball went unseen for longer than `gap` may be something else (a speck by the cup long
 * after the drop).
 */
export class RestWatch {
  /** The ball came to rest (the tracker clears it when the ball creeps back down the ramp). */
  rested = false;
  private stillFor = 0;
  /** The ball's area (px) when it was first seen lying still. */
  private stillArea = 0;
  private lastT: number | null = null;
  private lost = false;

  constructor(private readonly gap: number) {}

  /** A new putt. */
  reset(): void {
    this.rested = false;
    this.stillFor = 0;
    this.lastT = null;
    this.lost = false;
  }

  /** The putt's ball seen on its way at `t`, `area` px, at `speed` cm/s (null: unknown); it `canRest` where it is. */
  see(t: number, area: number, speed: number | null, canRest: boolean): void {
    if (this.lastT !== null && t - this.lastT > this.gap) this.lost = true;
    this.lastT = t;
    const still = !this.lost && speed !== null && speed < MOVING_CM_S && canRest;
    if (this.stillFor === 0) this.stillArea = area;
    this.stillFor = still && area >= REST_SIZE * this.stillArea ? this.stillFor + 1 : 0;
    if (this.stillFor >= REST_SIGHTINGS) this.rested = true;
  }

  /** Something else was seen (another object, or the ball off its way): it is no longer lying still. */
  interrupt(): void {
    this.stillFor = 0;
  }
}

/**
 * A ball's way to the cup is read from its sightings outside the rim over this long (s) before it
 * (`pathCrossing`)…
 */
export const PATH_SECONDS = 0.6;
/** …three or more, spread this far along the putt (cm). */
const PATH_SIGHTINGS = 3;
const PATH_SPREAD_CM = 3;

/**
 * Where the straight line that fits the ball's sightings `seen` best (least squares, its offset
 * across the putt against its distance along it) meets the rim of `rim`; null when that is in the
 * far wedge (TOP: the line misses the rim, and a ball that dropped did not go that way), for too
 * few sightings, or ones too close together. One step's
 * direction is noisy, and a ball over the hole, sinking, is seen farther in than it is: the wedge
 * a ball enters by is read from its whole approach (decision 061, round fourteen).
 */
export function pathCrossing(a: Along, rim: CupCircle, seen: readonly Seen[]): Point | null {
  if (seen.length < PATH_SIGHTINGS) return null;
  const cos = Math.cos(a.direction);
  const sin = Math.sin(a.direction);
  const uv = seen.map(({ p }) => {
    const dx = p.x - rim.cx;
    const dy = p.y - rim.cy;
    return { u: dx * cos + dy * sin, v: -dx * sin + dy * cos };
  });
  const n = uv.length;
  const mu = uv.reduce((sum, q) => sum + q.u, 0) / n;
  const mv = uv.reduce((sum, q) => sum + q.v, 0) / n;
  let suu = 0;
  let suv = 0;
  for (const { u, v } of uv) {
    suu += (u - mu) ** 2;
    suv += (u - mu) * (v - mv);
  }
  const from = uv[0].u;
  const to = uv[n - 1].u;
  if (Math.abs(to - from) < PATH_SPREAD_CM * a.perCm || suu === 0) return null;
  const slope = suv / suu;
  const at = (u: number): Point => {
    const v = mv + slope * (u - mu);
    return { x: rim.cx + u * cos - v * sin, y: rim.cy + u * sin + v * cos };
  };
  const crossing = rimCrossing(rim, at(from), at(to));
  // In the far wedge: the line missed the rim, and a ball that dropped did not go that way.
  const dx = crossing.x - rim.cx;
  const dy = crossing.y - rim.cy;
  return dx * cos + dy * sin > Math.abs(-dx * sin + dy * cos) ? null : crossing;
}
