/**
 * Which of a frame's balls the putt tracker follows (decision 061, round four). The detector
 * reports every moving ball-like blob (`BallDetector.detectAll`): in a quick putt the last ball
 * rolls down the return track while the next one leaves the mat, and following only the one
 * nearest the last sighting saw one of them late or never (a make logged QUICK PUTT, the next
 * putt missed). Pure: the tracker says what it is waiting for, this picks the ball that fits.
 */
import type { Region } from './geometry.ts';
import { type Along, backCm, GAP_SECONDS } from './putt-path.ts';
import type { Point } from './types.ts';

/**
 * A ball back on the golfer's side this long (s) after it was first seen on the return track:
 * the clip sets' truth (and the golfer) call a putt interrupted only when the next ball reached
 * the ramp before that.
 */
export const RETURN_SETTLE = 0.1;
/**
 * Down the track by this much (cm) from its first sighting there: rolling back (70 cm/s or more),
 * not lying in the tray (a resting ball's sighting there jitters by up to 1.5 cm).
 */
const DOWN_CM = 2;

/** A ball of the frame, placed on the tracker's regions. */
export interface PlacedBall {
  at: Point;
  region: Region | null;
}

export interface ChoiceContext {
  /** No putt is on: the next one will leave the mat. */
  waiting: boolean;
  /** The tracker's last sighting, when recent enough to speak for the same ball; else null. */
  last: Point | null;
  /** How far (region units) the same ball may have rolled since `last`. */
  reach: number;
}

/**
 * The index of the ball to follow (`balls` in the detector's order, its own choice first), or -1
 * when there is none.
 * - A putt on, no ball followed (it dropped, or lies in the catch area): a ball on the return
 *   track is the one it waits for. A ball followed is kept: the putt's on its way, or the next
 *   ball struck on the mat (its return is then watched beside it, `ReturnWatch`).
 * - Between putts: a ball on the mat or the ramp is the next putt's, rather than one on the return
 *   track or in the catch area (the last ball coming back, or moving in the tray).
 * - Else the ball nearest the last sighting within `reach`, else the detector's choice.
 */
export function chooseBall(balls: readonly PlacedBall[], ctx: ChoiceContext): number {
  if (balls.length <= 1) return balls.length - 1;
  const same = nearest(balls, ctx);
  const followed = same >= 0 ? balls[same].region : null;
  if (!ctx.waiting) {
    if (followed === null) {
      const back = balls.findIndex((b) => b.region === 'return');
      if (back >= 0) return back;
    }
  } else if (followed === null || followed === 'return' || followed === 'catch') {
    const next = balls.findIndex((b) => b.region === 'ramp' || b.region === 'mat');
    if (next >= 0) return next;
  }
  return Math.max(same, 0);
}

/** The ball nearest `ctx.last` within `ctx.reach`, or -1. */
function nearest(balls: readonly PlacedBall[], ctx: ChoiceContext): number {
  const { last, reach } = ctx;
  if (last === null) return -1;
  let best = -1;
  let bestD = reach;
  balls.forEach((b, i) => {
    const d = Math.hypot(b.at.x - last.x, b.at.y - last.y);
    if (d <= bestD) {
      best = i;
      bestD = d;
    }
  });
  return best;
}

/**
 * Watches the balls the tracker does not follow for one rolling down the return track (three
 * sightings, each `DOWN_CM` further down than the one before): the last putt's ball coming back
 * while the tracker follows the next ball struck on the mat. Whether that putt was interrupted
 * (QUICK PUTT) depends on which came first: its ball back (`RETURN_SETTLE` after its first
 * sighting on the track) or the next ball on the ramp. Two are not enough: a hand fetching a ball
 * from the tray steps its blob down the track once (dev-wide-12-7).
 */
export class ReturnWatch {
  private first: { p: Point; t: number } | null = null;
  /** The sighting a step down from the first. */
  private down: Point | null = null;
  private backAt: number | null = null;

  constructor(private readonly a: Along) {}

  reset(): void {
    this.first = null;
    this.down = null;
    this.backAt = null;
  }

  /** The balls on the return track at time `t`, other than the one followed. */
  see(t: number, onTrack: readonly Point[]): void {
    if (this.backAt !== null || onTrack.length === 0) return;
    const first = this.first !== null && t - this.first.t <= GAP_SECONDS ? this.first : null;
    if (first === null) {
      this.first = { p: onTrack[0], t };
      this.down = null;
      return;
    }
    const from = this.down ?? first.p;
    const on = onTrack.find((p) => backCm(this.a, from, p) >= DOWN_CM);
    if (on === undefined) return;
    if (this.down === null) this.down = on;
    else this.backAt = first.t;
  }

  /** A ball had come back down the track by time `t`. */
  backBy(t: number): boolean {
    return this.backAt !== null && t - this.backAt >= RETURN_SETTLE;
  }
}
