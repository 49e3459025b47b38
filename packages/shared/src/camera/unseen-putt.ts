/**
 * A make nobody saw (decision 061, round four): the detector may miss a short putt's ball on its
 * whole way up the ramp — struck on the ramp beside the putter, hidden by the golfer's shoe,
 * smeared by a long exposure — and still see it come back down the return track, where nothing
 * hides it. A ball first seen on the track level with the cup or above it (where the cup's return
 * lets it out), that then rolls `RUN_CM` down the track, while no putt is followed, is the ball of
 * a putt that dropped. Pure rules; the tracker decides when no putt is followed.
 */
import { type Along, backCm, couldRollBack, type Seen } from './putt-path.ts';
import type { Point } from './types.ts';

/** A ball coming back is first seen on the track no lower than this below the cup's centre (cm): balls in the tray and hands there are far lower. */
const TRACK_TOP_CM = 10;
/** It then rolls this far down the track (cm), seen all the way: a hand crossing the track does not. */
const RUN_CM = 20;
/** A sighting up the track by more than this (cm) from the last is no ball rolling down it. */
const BACK_UP_CM = 1;
/**
 * A run begins only on a track seen empty this long before (s): a ball lost for a moment on its
 * way down, or a ball whose putt was logged as it reached the track, is seen again further down.
 */
const EMPTY_TRACK = 1;
/** The putt started at the first sighting off the track this long before the ball was first seen on it (s)… */
const LOOK_BACK = 1.5;
/** …or, with none, this long before (s): a short putt's way up the ramp and through the cup's return. */
const UNSEEN_WAY = 1;

/**
 * Follows runs of sightings down the return track, and the sightings elsewhere before them. Fed
 * every frame; answers the start of the putt once, when a run from the track's top has rolled
 * far enough down it.
 */
export class ReturnRun {
  private first: Seen | null = null;
  private last: Seen | null = null;
  private told = false;
  /** The last sighting on the track, of a run or not (s). */
  private trackT = Number.NEGATIVE_INFINITY;
  /** Sightings off the track over the last `LOOK_BACK` seconds. */
  private elsewhere: Seen[] = [];

  constructor(
    private readonly a: Along,
    /** A ball unseen for this long (s) is lost: a run seen again after it is another. */
    private readonly gap: number,
  ) {}

  /** When the run last answered for was first seen on the track (s). */
  get firstSeen(): number {
    return this.first?.t ?? Number.NaN;
  }

  /** A putt started or was logged: the run under way on the track is its ball (or the last one's), and so was what was seen elsewhere. */
  forget(): void {
    this.told = true;
    this.elsewhere = [];
  }

  private newRun(first: Seen | null): void {
    this.first = first;
    this.last = first;
    this.told = false;
  }

  /**
   * One frame at `t`: the ball at `at` (null: none), on the return track or not. The putt's start
   * (s) once the run is long enough, else null.
   */
  see(t: number, at: Point | null, onTrack: boolean): number | null {
    this.elsewhere = this.elsewhere.filter((s) => t - s.t <= LOOK_BACK);
    if (at === null) return null;
    if (!onTrack) {
      this.elsewhere.push({ p: at, t });
      return null;
    }
    const last = this.last;
    // The same ball: seen again soon, not up the track, and no farther than a ball rolls back
    // down (a blob at the track's top and one at its foot a few frames later are two things).
    const follows =
      last !== null &&
      t - last.t <= this.gap &&
      backCm(this.a, last.p, at) >= -BACK_UP_CM &&
      couldRollBack(this.a, last.p, at, t - last.t);
    const empty = t - this.trackT > EMPTY_TRACK;
    this.trackT = t;
    if (!follows) {
      // Level with the cup or above it, where the cup's return lets a ball out, on an empty track.
      const top = empty && backCm(this.a, { x: this.a.cup.cx, y: this.a.cup.cy }, at) <= TRACK_TOP_CM;
      this.newRun(top ? { p: at, t } : null);
      if (!top) return null;
    }
    this.last = { p: at, t };
    if (this.told || this.first === null || backCm(this.a, this.first.p, at) < RUN_CM) return null;
    this.told = true;
    return this.elsewhere.length > 0 ? this.elsewhere[0].t : this.first.t - UNSEEN_WAY;
  }
}

/**
 * Balls of interrupted putts (QUICK PUTT) still to come down the return track, each until when
 * (s): a ball coming back before then is one of them, not the ball of the putt followed.
 */
export class PendingReturns {
  private until: number[] = [];

  /** One more ball to come back, until `until` (s). */
  add(until: number): void {
    this.until.push(until);
  }

  /** A ball is still expected back at `t`. */
  expected(t: number): boolean {
    return this.until.some((u) => u >= t);
  }

  /** A ball came back at `t`: whether it is one of these (then no longer expected). */
  take(t: number): boolean {
    this.until = this.until.filter((u) => u >= t);
    if (this.until.length === 0) return false;
    this.until.shift();
    return true;
  }
}
