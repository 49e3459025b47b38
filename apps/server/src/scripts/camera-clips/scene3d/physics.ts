/**
 * A rolling ball on the mat (issue 23): rolling friction, the ramp's rise towards the cup, the
 * mat's sideways tilt, walls around the catch area, capture by the cup or a lip-out (after
 * Holmes, "The dynamics of repeated impacts with a sliding constraint", a ball whose centre
 * crosses the hole is caught when slower than about 1.3 m/s through the centre, less off centre),
 * a ball that dies at the lip, a ball that rolls back off the ramp. Units: cm, seconds.
 *
 * `roll` integrates one putt from the strike and answers its samples and what happened; the true
 * putt (make with its zone, or the kind of miss) is read off the physics, never scripted.
 */
import type { Zone } from '@holeout/shared/putt-log';
import type { MatLayout } from './conditions.ts';

export const CUP_RADIUS = 5.4;
export const BALL_RADIUS = 2.135;
const G = 981;
const DT = 1 / 240;
/** A rolling ball's acceleration on a slope is 5/7 g sin θ. */
const ROLLING = 5 / 7;

export interface Sample {
  t: number;
  x: number;
  y: number;
  /** 1 on the mat, falling to 0 as it drops into the cup. */
  v: number;
}

export type Ending = 'cup' | 'catch' | 'back-on-mat' | 'stopped';

export interface Roll {
  samples: Sample[];
  ending: Ending;
  /** The wedge it first crossed into the cup through (a make, or a lip-out). */
  zone: Zone | null;
  /** When it crossed into the ramp (or the strike, when struck on the ramp). */
  rampAt: number;
  endAt: number;
  lippedOut: boolean;
}

/** The wedge of a point seen from the cup's centre; the putt goes towards −y. */
export function wedgeOf(x: number, y: number): Zone {
  const along = -y;
  const right = x;
  if (Math.abs(along) >= Math.abs(right)) return along >= 0 ? 'TOP' : 'LOW';
  return right > 0 ? 'RIGHT' : 'LEFT';
}

/** The ramp's slope acts between its foot and the cup's plateau. */
function onRamp(layout: MatLayout, y: number): boolean {
  return y > CUP_RADIUS + 4 && y < layout.rampLength;
}

/** Rolls a ball struck at (x, y) at `t0` with velocity (vx, vy) until it stops, drops or leaves the picture's regions. */
export function roll(layout: MatLayout, t0: number, x0: number, y0: number, vx0: number, vy0: number): Roll {
  let x = x0;
  let y = y0;
  let vx = vx0;
  let vy = vy0;
  let t = t0;
  const samples: Sample[] = [{ t, x, y, v: 1 }];
  let rampAt = y0 < layout.rampLength ? t0 : Number.NaN;
  let zone: Zone | null = null;
  let lippedOut = false;
  let overCup = false;
  const half = layout.width / 2;
  const backWall = -layout.catchDepth;
  for (let step = 0; step < 240 * 12; step++) {
    t += DT;
    const speed = Math.hypot(vx, vy);
    const slope = onRamp(layout, y) ? ROLLING * G * Math.sin(layout.rampSlope) : 0;
    const side = ROLLING * G * Math.sin(layout.sideSlope);
    if (speed < 1.5) {
      // Rolling friction holds a slow ball on a gentle slope; a steeper one rolls it back.
      if (Math.hypot(slope, side) < layout.friction * 1.1) {
        samples.push({ t, x, y, v: 1 });
        return {
          samples,
          ending: y >= layout.rampLength ? 'back-on-mat' : 'stopped',
          zone,
          rampAt,
          endAt: t,
          lippedOut,
        };
      }
    }
    const fx = speed > 0 ? (-layout.friction * vx) / speed : 0;
    const fy = speed > 0 ? (-layout.friction * vy) / speed : 0;
    vx += (fx + side) * DT;
    vy += (fy + slope) * DT;
    x += vx * DT;
    y += vy * DT;
    if (Number.isNaN(rampAt) && y < layout.rampLength) rampAt = t;
    if (y < backWall + BALL_RADIUS) {
      y = backWall + BALL_RADIUS;
      vy = Math.abs(vy) * 0.15;
      vx *= 0.5;
    }
    if (Math.abs(x) > half - BALL_RADIUS && y < layout.rampLength) {
      x = Math.sign(x) * (half - BALL_RADIUS);
      vx = -vx * 0.3;
    }
    const d = Math.hypot(x, y);
    if (d < CUP_RADIUS && !overCup) {
      overCup = true;
      if (zone === null) zone = wedgeOf(x, y);
      const sp = Math.hypot(vx, vy);
      // Offset of the path from the centre, as a share of the cup's radius.
      const b = sp > 0 ? Math.abs(x * vy - y * vx) / sp / CUP_RADIUS : 0;
      const capture = 130 * Math.sqrt(Math.max(0, 1 - b * b)) + 12;
      if (sp < capture) return drop(samples, t, x, y, vx, vy, { zone, rampAt, lippedOut });
      // Lipped out: turned away from the centre, slowed.
      lippedOut = true;
      const turn = (x * vy - y * vx > 0 ? -1 : 1) * (0.3 + 0.8 * b);
      const c = Math.cos(turn);
      const s = Math.sin(turn);
      [vx, vy] = [(vx * c - vy * s) * 0.7, (vx * s + vy * c) * 0.7];
    } else if (d >= CUP_RADIUS + 0.5) {
      overCup = false;
    }
    if (step % 4 === 0) samples.push({ t, x, y, v: 1 });
    if (y >= layout.rampLength + 15 && vy > 0) {
      // Back down the ramp and well onto the golfer's mat: it will stop there.
      return { samples, ending: 'back-on-mat', zone, rampAt, endAt: t, lippedOut };
    }
    if (y < -CUP_RADIUS - 3 && speed < 4) {
      samples.push({ t, x, y, v: 1 });
      return { samples, ending: 'catch', zone, rampAt, endAt: t, lippedOut };
    }
  }
  return { samples, ending: 'stopped', zone, rampAt, endAt: t, lippedOut };
}

function drop(
  samples: Sample[],
  t: number,
  x: number,
  y: number,
  vx: number,
  vy: number,
  rest: { zone: Zone; rampAt: number; lippedOut: boolean },
): Roll {
  // Over 0.12 s it carries on a little and sinks out of sight.
  for (let k = 1; k <= 6; k++) {
    const u = k / 6;
    samples.push({ t: t + 0.12 * u, x: x + vx * 0.03 * u, y: y + vy * 0.03 * u, v: 1 - u });
  }
  return { samples, ending: 'cup', ...rest, endAt: t + 0.12 };
}

/** The speed that carries a ball `distance` cm along the ramp with `past` cm to spare. */
export function speedFor(layout: MatLayout, startY: number, past: number): number {
  const rampRun = Math.max(0, Math.min(startY, layout.rampLength) - CUP_RADIUS - 4);
  const rise = rampRun * Math.sin(layout.rampSlope);
  const distance = Math.max(0, startY + past);
  return Math.sqrt(Math.max(100, 2 * layout.friction * distance + 2 * ROLLING * G * rise));
}
