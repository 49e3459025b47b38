/**
 * One clip's story (issue 23): putts struck one after another under physics, what the golfer
 * does between them (places the next ball, picks one up, rakes with the putter), the occluders
 * of its variation, and the true putt list read off the physics.
 *
 * Everything is a `Path` in mat coordinates (cm, see lens.ts): samples of position, visibility
 * and heading, linear between samples.
 */
import type { Putt } from '@holeout/shared/putt-log';
import type { SeededRandom } from '../../simulation/seeded-random.ts';
import type { Conditions, Rgb } from './conditions.ts';
import { BALL_RADIUS, CUP_RADIUS, type Roll, roll, speedFor } from './physics.ts';

export interface PathKey {
  t: number;
  x: number;
  y: number;
  v: number;
  /** Heading (radians, for a putter head or a shoe). */
  a?: number;
}

export class Path {
  readonly keys: PathKey[] = [];

  add(t: number, x: number, y: number, v = 1, a = 0): this {
    this.keys.push({ t, x, y, v, a });
    return this;
  }

  hold(t: number): this {
    const last = this.keys[this.keys.length - 1];
    return this.add(t, last.x, last.y, last.v, last.a);
  }

  /** Gone after `t`. */
  vanish(t: number): this {
    this.hold(t);
    const last = this.keys[this.keys.length - 1];
    return this.add(t + 1e-4, last.x, last.y, 0, last.a);
  }

  get end(): number {
    return this.keys[this.keys.length - 1].t;
  }

  at(t: number): PathKey | null {
    const k = this.keys;
    if (k.length === 0 || t < k[0].t || t > k[k.length - 1].t) return null;
    let lo = 0;
    let hi = k.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (k[mid].t <= t) lo = mid;
      else hi = mid;
    }
    const a = k[lo];
    const b = k[hi];
    const u = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1;
    const v = a.v + (b.v - a.v) * u;
    if (v <= 0.001) return null;
    return { t, x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u, v, a: (a.a ?? 0) + ((b.a ?? 0) - (a.a ?? 0)) * u };
  }
}

export type PropKind = 'blade' | 'mallet' | 'shoe' | 'hand';

export interface Ball {
  path: Path;
  colour: Rgb;
}

export interface Prop {
  kind: PropKind;
  path: Path;
  colour: Rgb;
}

export interface Timeline {
  balls: Ball[];
  props: Prop[];
  /** A big soft shadow (the golfer's) moving over the mat, or null. */
  golferShadow: Path | null;
  truth: Putt[];
  /** Strike times (the picture shakes a little more). */
  strikes: number[];
  duration: number;
}

interface Pending {
  putt: Putt;
  /** When the ball came back to the golfer's side (return track, or the mat for a return). */
  settledAt: number;
  /** In the cup or the catch area, not yet back: a new putt now makes this one a QUICK PUTT. */
  outAt: number;
}

const PUTTER_COLOURS: Rgb[] = [
  [34, 34, 38],
  [170, 172, 178],
];

/** The clip's story after `start` seconds of empty mat. */
export function buildTimeline(c: Conditions, rng: SeededRandom, start: number): Timeline {
  const L = c.layout;
  const balls: Ball[] = [];
  const props: Prop[] = [];
  const strikes: number[] = [];
  const pending: Pending[] = [];
  const trayEnd = L.rampLength + 35;
  const trackMid = L.trackX + L.trackWidth / 2;
  let trayCount = 0;
  const ballColour = (k: number) => c.colours.balls[k % c.colours.balls.length];
  const keepTray = c.variation === 'tray';
  if (keepTray) {
    for (; trayCount < rng.int(2, 4); trayCount++) {
      const p = new Path().add(0, trackMid, trayEnd - trayCount * 2 * BALL_RADIUS - 0.3);
      balls.push({ path: p, colour: ballColour(trayCount + 1) });
    }
  }
  if (c.variation === 'second-ball') {
    const p = new Path().add(0, rng.between(-L.width / 2 + 4, -6), L.rampLength + rng.between(8, 30));
    balls.push({ path: p, colour: ballColour(1) });
    const q = new Path().add(0, L.width / 2 - 4, rng.between(CUP_RADIUS + 12, L.rampLength - 8));
    balls.push({ path: q, colour: ballColour(0) });
  }
  let shoe: Path | null = null;
  if (c.variation === 'shoe') {
    shoe = new Path().add(0, -L.width / 2 - 16, L.rampLength + 40, 1, 0.1);
    props.push({ kind: 'shoe', path: shoe, colour: rng.chance(0.5) ? [228, 228, 222] : [44, 40, 40] });
  }
  const mallet = c.variation === 'putters' ? true : rng.chance(0.3);
  const putter = new Path().add(0, 0, 400, 0);
  props.push({ kind: mallet ? 'mallet' : 'blade', path: putter, colour: PUTTER_COLOURS[rng.int(0, 1)] });
  const slowReturn = c.variation === 'quick-putts';

  let t = start;
  for (let k = 0; k < c.putts; k++) {
    const short = c.variation === 'short-putts' && k % 2 === 0;
    const x0 = rng.between(-8, 8);
    const y0 = short ? L.rampLength * rng.between(0.35, 0.75) : L.rampLength + rng.between(20, 75);
    const ball = new Path().add(t, x0, y0, 1);
    balls.push({ path: ball, colour: ballColour(k) });
    if (shoe) shoe.hold(t - 0.6).add(t - 0.3, x0 - 18, y0 + 12, 1, rng.between(-0.3, 0.3));
    const strike = t + rng.between(0.7, 1.4);
    strikes.push(strike);
    ball.hold(strike);
    // The putter comes in behind the ball, strikes, follows through and rests a moment.
    const linger = c.variation === 'putters' ? rng.between(0.5, 1.2) : rng.between(0.05, 0.3);
    putter
      .add(strike - 0.7, x0, y0 + 30, 0)
      .add(strike - 0.6, x0, y0 + 28, 1)
      .add(strike, x0, y0 + 3.5, 1);
    putter
      .add(strike + 0.15, x0, y0 - 12, 1)
      .hold(strike + 0.15 + linger)
      .add(strike + 0.6 + linger, x0 + 10, y0 + 60, 1);
    putter.add(strike + 0.61 + linger, x0 + 10, y0 + 60, 0);
    const aimX = rng.normal(0, 3.5) - ((L.sideSlope * 180) / Math.PI) * 2.5;
    const past = rng.normal(16, 22);
    const speed = speedFor(L, y0, past);
    const dx = aimX - x0;
    const dy = -y0;
    const len = Math.hypot(dx, dy);
    const r: Roll = roll(L, strike, x0, y0, (speed * dx) / len, (speed * dy) / len);
    for (const s of r.samples.slice(1)) ball.add(s.t, s.x, s.y, s.v);
    let next: number;
    const rampAt = Number.isNaN(r.rampAt) ? strike : r.rampAt;
    // A new putt interrupts every earlier putt still in the cup or the catch area.
    for (const p of pending)
      if (p.outAt <= rampAt && p.settledAt > rampAt) p.putt = { t: p.putt.t, result: 'MISS', miss: 'QUICK PUTT' };
    const back = (from: number) => {
      // Down the return track into the tray.
      const top = -L.catchDepth + 3;
      const v = rng.between(70, 110);
      const stopY = trayEnd - trayCount * 2 * BALL_RADIUS - 0.3;
      ball.add(from, trackMid, top, 0).add(from + 0.001, trackMid, top, 1);
      const arrive = from + (stopY - top) / v;
      ball.add(arrive, trackMid, stopY, 1);
      trayCount++;
      if (keepTray) return { reached: from + 0.1, done: arrive + 0.4 };
      const pick = arrive + rng.between(0.6, 1.2);
      ball.vanish(pick);
      trayCount--;
      return { reached: from + 0.1, done: pick };
    };
    if (r.ending === 'cup') {
      const out = r.endAt + (slowReturn ? rng.between(2.2, 3) : rng.between(0.4, 0.8));
      const { reached, done } = back(out);
      pending.push({
        putt: { t: rampAt, result: 'MAKE', zone: r.zone ?? 'LOW' },
        outAt: r.endAt - 0.12,
        settledAt: reached,
      });
      next = slowReturn ? r.endAt + rng.between(0.3, 0.8) : done + rng.between(0.3, 0.9);
    } else if (r.ending === 'catch') {
      const out = r.endAt + rng.between(0.6, 1.1);
      ball.hold(out).vanish(out + 0.01);
      const { reached, done } = back(out + 0.3);
      pending.push({ putt: { t: rampAt, result: 'MISS', miss: 'CATCH' }, outAt: r.endAt - 0.3, settledAt: reached });
      next = slowReturn ? r.endAt + rng.between(0.3, 0.8) : done + rng.between(0.3, 0.9);
    } else if (r.ending === 'back-on-mat') {
      // It rolls on across the golfer's mat, slowing, and is picked up.
      const last = ball.keys[ball.keys.length - 1];
      const v = Math.max(20, Math.hypot(...velocity(ball)));
      const stop = last.t + v / L.friction;
      ball.add(stop, last.x, last.y + (v * v) / (2 * L.friction), 1);
      const pick = stop + rng.between(0.4, 0.9);
      ball.vanish(pick);
      pending.push({
        putt: { t: rampAt, result: 'MISS', miss: 'RETURN' },
        outAt: Number.POSITIVE_INFINITY,
        settledAt: r.endAt,
      });
      next = pick + rng.between(0.2, 0.6);
    } else {
      // Stopped on the ramp or died at the lip: the golfer fetches it after a few seconds.
      const last = ball.keys[ball.keys.length - 1];
      const fetch = r.endAt + rng.between(3.6, 4.6);
      ball.vanish(fetch);
      props.push({
        kind: 'hand',
        path: new Path()
          .add(fetch - 0.6, last.x + 20, last.y + 30, 0)
          .add(fetch - 0.59, last.x + 20, last.y + 30, 1)
          .add(fetch, last.x + 2, last.y + 4, 1)
          .add(fetch + 0.5, last.x + 30, last.y + 60, 1)
          .add(fetch + 0.51, last.x + 30, last.y + 60, 0),
        colour: [206, 160, 130],
      });
      pending.push({
        putt: { t: rampAt, result: 'MISS', miss: 'TIMEOUT' },
        outAt: Number.POSITIVE_INFINITY,
        settledAt: r.endAt,
      });
      next = fetch + 0.8;
    }
    if (Number.isNaN(r.rampAt)) pending.pop();
    t = next;
  }
  const duration = Math.max(t, ...balls.map((b) => (b.path.end < 1e6 ? b.path.end : 0))) + 1.5;
  for (const b of balls) if (b.path.keys.length === 1) b.path.hold(duration + 1);
  for (const p of props) p.path.hold(p.path.end);
  let golferShadow: Path | null = null;
  if (c.variation === 'shadows') {
    golferShadow = new Path()
      .add(0, -L.width, L.rampLength + 60, 0)
      .add(start + 0.5, -L.width, L.rampLength + 60, 1)
      .add(duration * 0.5, L.width * 0.6, -L.catchDepth * 0.5, 1)
      .add(duration, -L.width * 0.3, L.rampLength * 0.6, 1);
  }
  return { balls, props, golferShadow, truth: pending.map((p) => p.putt), strikes, duration };
}

function velocity(path: Path): [number, number] {
  const k = path.keys;
  const a = k[Math.max(0, k.length - 3)];
  const b = k[k.length - 1];
  const dt = b.t - a.t || 1;
  return [(b.x - a.x) / dt, (b.y - a.y) / dt];
}
