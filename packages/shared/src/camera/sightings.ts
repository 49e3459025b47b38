/**
 * The putt tracker's bookkeeping of its ball's sightings, per region (decision 048): a region
 * counts only once the ball is seen in it in `DEBOUNCE_FRAMES` consecutive frames (in the catch
 * area, where a ball lies half hidden, two sightings close by with frames unseen between); it
 * keeps where the ball was just before it entered its region, the last few sightings (speed, a
 * ball struck on the ramp), and whether the return track's sightings have counted yet.
 */
import type { Region } from './geometry.ts';
import {
  type Along,
  backCm,
  closerCm,
  couldRollTo,
  GAP_SECONDS,
  reach,
  type Seen,
  speedCmS,
  TOWARD_CM,
} from './putt-path.ts';
import type { Point } from './types.ts';

/** A region counts once the ball is seen in it in this many consecutive frames. */
export const DEBOUNCE_FRAMES = 2;
/** A ball lying in the tray is seen up to this much (cm) up or down the track from frame to frame. */
const TRAY_JITTER_CM = 3;
/** A ball in the catch area seen again after frames without it is seen this close (cm) to its last sighting. */
const CATCH_STAY_CM = 5;
/** A ball whose last two sightings are this far apart (cm) is rolling. */
const ROLLING_CM = 1;
/** Sightings kept for a ball struck on the ramp (`struckOnRamp`) and for the direction it rolls in. */
const RECENT = 5;

/** Fields are read by the tracker and set by `see` only. */
export class Sightings {
  /** The region of the latest sightings (null: none in the last frame)… */
  region: Region | null = null;
  /** …how many consecutive frames saw it… */
  frames = 0;
  /** …the time of its first sighting there… */
  since = 0;
  /** …that sighting… */
  at: Point | null = null;
  /** …the one before it, when it speaks for the same ball (else null)… */
  from: Point | null = null;
  /** …and the seconds between the two. */
  gap = 0;
  /** The last sighting; it speaks for the same ball across a gap of up to `GAP_SECONDS`. */
  last: Point | null = null;
  lastT = 0;
  /** The last sightings, none older than `GAP_SECONDS`. */
  private recent: Seen[] = [];
  /** The return track's sightings have counted (`rollingDown`). */
  private returnTaken = false;

  constructor(private readonly a: Along) {}

  /** The frame at `t`: the ball seen `at` in `region`, or none (both null). */
  see(t: number, at: Point | null, region: Region | null): void {
    // A ball in the catch area, half hidden against its back, may be seen every second or third
    // frame only (dev-wide-3-5), and so may a faint ball rolling on the ramp (dev-wide-7-4): frames
    // without a ball keep it there, for the next sighting close by (in the catch area, where it
    // lies) or where it could have rolled at its speed (on the ramp). On the ramp only a ball seen
    // rolling in two sightings of its run: not something lying on its edge (dev-wide-7-3's shoe),
    // nor a first blob there after one on the mat (a putter's or a hand's: dev-wide-8-36).
    const stay =
      (this.region === 'catch' || (this.region === 'ramp' && this.rolling())) && t - this.lastT <= GAP_SECONDS;
    const near = (p: Point) =>
      this.region === 'catch'
        ? Math.hypot(p.x - this.last!.x, p.y - this.last!.y) <= CATCH_STAY_CM * this.a.perCm
        : couldRollTo(this.a, this.last!, p, this.speed() ?? 0, t - this.lastT);
    // On the ramp, a blob farther from the last sighting than any ball rolls is something else,
    // even in the next frame: two blobs across the ramp are no ball's run (dev-wide-7-18). So on
    // the return track: a ball coming down it after one lying in the tray (dev-wide-13-8).
    const jumped =
      (region === 'ramp' || region === 'return') &&
      this.region === region &&
      Math.hypot(at!.x - this.last!.x, at!.y - this.last!.y) > reach(this.a, t - this.lastT);
    if (stay && region === null) {
      // Unseen: still where it was.
    } else if (region === null || region !== this.region || (stay ? !near(at!) : jumped)) {
      this.region = region;
      this.frames = region === null ? 0 : 1;
      this.since = t;
      // A sighting farther than a ball rolls since the last one is another object.
      const same =
        this.last &&
        at &&
        t - this.lastT <= GAP_SECONDS &&
        Math.hypot(at.x - this.last.x, at.y - this.last.y) <= reach(this.a, t - this.lastT);
      // The ball already taken as coming back, seen again down the track or in the tray after a
      // frame or two unseen, is not another return; one seen further up the track (more than a
      // resting ball's sighting jitters in the tray) is another ball.
      this.returnTaken =
        region === null
          ? this.returnTaken
          : this.returnTaken && region === 'return' && !!same && backCm(this.a, this.last!, at!) > -TRAY_JITTER_CM;
      this.from = same ? this.last : null;
      this.gap = t - this.lastT;
      this.at = at;
    } else {
      this.frames++;
    }
    if (at) {
      this.recent = [...this.recent.filter((s) => t - s.t <= GAP_SECONDS), { p: at, t }];
      this.last = at;
      this.lastT = t;
    }
  }

  /** Whether the region's run has two sightings or more and its last two are `ROLLING_CM` or more apart. */
  private rolling(): boolean {
    if (this.frames < 2) return false;
    const [a, b] = this.recent.slice(-2);
    return b !== undefined && Math.hypot(b.p.x - a.p.x, b.p.y - a.p.y) >= ROLLING_CM * this.a.perCm;
  }

  /** The last sighting when it is recent enough at `t` to speak for the same ball; else null. */
  lastWithin(t: number): Point | null {
    return this.last !== null && t - this.lastT <= GAP_SECONDS ? this.last : null;
  }

  /** The ball's speed (cm/s) at its last sighting; null with no recent sighting before it. */
  speed(): number | null {
    return this.recent.length > 1 ? speedCmS(this.a, this.recent) : null;
  }

  /** The last few sightings (`RECENT`), oldest first. */
  lastFew(): Seen[] {
    return this.recent.slice(-RECENT);
  }

  /** The oldest of the last few sightings before the last one (its direction; one step's is noisy), or null. */
  before(): Point | null {
    return this.recent.length > 1 ? this.lastFew()[0].p : null;
  }

  /** Centimetres the ball came closer to the cup since the sighting before it entered its region (< 0: went away). */
  closer(at: Point): number {
    return closerCm(this.a, this.from ?? this.at!, at);
  }

  /**
   * The return track counts once the ball seen there has rolled down it towards the golfer, by
   * `TOWARD_CM` since its first sighting there (two sightings or more): a ball lying in the tray is
   * no ball coming back; one entering the track sideways from the catch area counts once it rolls.
   * True once, when it starts to count.
   */
  rollingDown(at: Point): boolean {
    if (this.returnTaken || this.frames < DEBOUNCE_FRAMES) return false;
    if (backCm(this.a, this.at!, at) < TOWARD_CM) return false;
    this.returnTaken = true;
    return true;
  }
}

/** A catch-area blob seen while no putt was on, this recent (s)… */
const SPECK_MEMORY = 5;
/** …makes one seen this close to it (cm) while a putt is on a speck, not the putt's ball. */
const BY_SPECK_CM = 3;

/**
 * Blobs seen in the catch area while no putt is on: scenery the detector has not learned (a
 * speck on a dark catch area's edge, a shadow's corner). The putt's ball reaching the catch area
 * where one was just seen is more likely that speck again.
 */
export class Specks {
  private seen: Seen[] = [];

  constructor(private readonly a: Along) {}

  /** Blobs of a frame at `t` with no putt on, in the catch area. */
  see(t: number, inCatch: readonly Point[]): void {
    if (inCatch.length === 0 && this.seen.length === 0) return;
    this.seen = [...this.seen.filter((s) => t - s.t <= SPECK_MEMORY), ...inCatch.map((p) => ({ p, t }))];
  }

  /** `p`, seen at `t`, lies by a speck (one seen before `before`, when given). */
  near(t: number, p: Point, before = Number.POSITIVE_INFINITY): boolean {
    return this.seen.some(
      (s) =>
        t - s.t <= SPECK_MEMORY && s.t < before && Math.hypot(p.x - s.p.x, p.y - s.p.y) <= BY_SPECK_CM * this.a.perCm,
    );
  }
}
