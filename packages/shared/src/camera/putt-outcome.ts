/**
 * How a putt the tracker followed ended, when its ball was not seen all the way (decision 061):
 * pure rules on what was seen of it — its ball back down the return track, nothing for too long,
 * a ball that vanished by the cup — and the zone guessed for a make whose drop went unseen.
 */
import type { Putt, Zone } from '../putt-log.ts';
import { regionAt, rimCrossing, wedgeToward } from './geometry.ts';
import { type Along, atLip, backCm, pathCrossing, rollingIntoCup, type Seen } from './putt-path.ts';
import type { CupCircle, Point, RegionSet } from './types.ts';

/**
 * A ball last seen on its way this close to the cup's centre (cm), on the ramp's upper part, may
 * have gone on unseen into the cup or the catch area (12 cm missed balls lost 15–20 cm short on
 * dev-wide-5's quick putts; 40 took blobs low on the ramp, a putter's fragments, for balls).
 */
const HIDDEN_DROP_CM = 25;
/** A blob this close (cm) to where the putt's ball came to rest is that ball, or something at it (a hand). */
const BY_REST_CM = 4;

/** Where the tracker decides: its regions, the cup's true rim, and the putt's direction. */
export interface PuttMat {
  regions: RegionSet;
  rim: CupCircle;
  along: Along;
}

/** What was seen of the putt followed. */
export interface PuttSoFar {
  /** Its start (s). */
  t: number;
  /** The wedge its ball entered the cup by, if it was seen to. */
  zone: Zone | null;
  sawCatch: boolean;
  /** Its ball came to rest on the ramp or at the lip (`RestWatch`). */
  rested: boolean;
  /** The last sighting of its ball on its way (ramp, cup, catch), the oldest of the few before it, and its speed there (cm/s). */
  way: Point | null;
  before: Point | null;
  /** The last sighting of its ball on the ramp. */
  approach: Point | null;
  speed: number;
  /** Its last sightings on its way outside the rim (`pathCrossing`). */
  path: readonly Seen[];
}

/** The putt whose ball came back down the return track: a catch, or a make. */
export function cameBack(p: PuttSoFar, m: PuttMat): Putt {
  return p.sawCatch
    ? { t: p.t, result: 'MISS', miss: 'CATCH' }
    : { t: p.t, result: 'MAKE', zone: p.zone ?? hiddenDropZone(p, m) };
}

/**
 * Nothing happened to the putt for too long. A ball that reached the catch area is a catch
 * whether or not its way back was seen (a track out of the picture, or one the ball is not
 * seen on); one seen coming back beside the next ball followed (which never reached the ramp),
 * `backBeside`, came back; one that dropped unseen is a make; else it stopped on the ramp or at
 * the lip.
 */
export function timedOut(p: PuttSoFar, m: PuttMat, backBeside: boolean): Putt {
  if (p.sawCatch) return { t: p.t, result: 'MISS', miss: 'CATCH' };
  if (!p.rested && backBeside) return cameBack(p, m);
  if (droppedUnseen(p, m)) return { t: p.t, result: 'MAKE', zone: p.zone ?? unseenDropZone(p, m) };
  return { t: p.t, result: 'MISS', miss: 'TIMEOUT' };
}

/**
 * The ball was last seen on its way over the hole (inside the lip: nothing holds it there), or
 * rolling at the cup (reaching the rim within `DROP_SECONDS` at its speed), and never again: it
 * dropped and its return went unseen (a tray out of the picture, a track the detector cannot see
 * the ball on). One sighting over the cup is enough: a fast ball drops in a frame or two. A ball
 * that died at the lip was seen lying still there before the detector took it for scenery; one
 * that lipped out is seen again.
 */
export function droppedUnseen(p: PuttSoFar, m: PuttMat): boolean {
  const at = p.way;
  if (p.sawCatch || p.rested || at === null) return false;
  return !atLip(m.along, m.rim, at) || rollingIntoCup(m.along, p.before, at, p.speed);
}

/**
 * The putt's ball was last seen on its way within `HIDDEN_DROP_CM` of the cup's centre: if the
 * golfer putts again meanwhile, it may yet come down the return track.
 */
export function vanishedByTheCup(p: PuttSoFar, m: PuttMat): boolean {
  const { cx, cy } = m.regions.cup;
  return p.way !== null && Math.hypot(p.way.x - cx, p.way.y - cy) <= HIDDEN_DROP_CM * m.along.perCm;
}

/** `at` is within `BY_REST_CM` of the putt's ball's last sighting on its way (where it came to rest). */
export function byTheRestingBall(p: PuttSoFar, m: PuttMat, at: Point): boolean {
  return p.way !== null && Math.hypot(at.x - p.way.x, at.y - p.way.y) <= BY_REST_CM * m.along.perCm;
}

/** The wedge where the path of a ball last seen rolling at the cup, outside it, meets the rim. */
function unseenDropZone(p: PuttSoFar, m: PuttMat): Zone {
  const fitted = approachCrossing(p, m);
  if (fitted !== null) return wedgeToward(m.regions, fitted);
  if (p.way === null || p.before === null || regionAt(m.regions, p.way) === 'cup') return hiddenDropZone(p, m);
  return wedgeToward(m.regions, rimCrossing(m.rim, p.before, p.way));
}

/**
 * The wedge facing the ball's last sighting on its way (LOW when it was never seen); its last on
 * the ramp when that was behind the cup's centre (something in the catch area as it dropped: a
 * make's ball came from the ramp).
 */
function hiddenDropZone(p: PuttSoFar, m: PuttMat): Zone {
  const fitted = approachCrossing(p, m);
  if (fitted !== null) return wedgeToward(m.regions, fitted);
  const { cx, cy } = m.regions.cup;
  const behind = p.way !== null && backCm(m.along, { x: cx, y: cy }, p.way) < 0;
  const at = behind ? (p.approach ?? p.way) : p.way;
  return at ? wedgeToward(m.regions, at) : 'LOW';
}

/** Where the way of a ball last seen on it below the cup's centre, rolling at it, meets the rim (`pathCrossing`), or null. */
export function approachCrossing(p: PuttSoFar, m: PuttMat): Point | null {
  const last = p.path.at(-1);
  const { cx, cy } = m.regions.cup;
  if (last === undefined || backCm(m.along, { x: cx, y: cy }, last.p) < 0) return null;
  return pathCrossing(m.along, m.rim, p.path);
}
