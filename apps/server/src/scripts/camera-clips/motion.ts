/**
 * Scripted movement: a ball (or a hand) as keyframes of position and visibility, linear between
 * keys. Curves are sampled into keys; `v` goes 1 → 0 while a ball sinks into the cup.
 */
import type { Point } from '@holeout/shared/camera/types';

export interface Key {
  t: number;
  x: number;
  y: number;
  /** Visibility 0..1 (0: not in the picture; between: sinking into the cup). */
  v: number;
}

export type Easing = 'linear' | 'out' | 'in';

const ease = (u: number, e: Easing) => (e === 'out' ? u * (2 - u) : e === 'in' ? u * u : u);
/** A key and a visibility change this close together are one instant. */
const INSTANT = 1e-4;

export class Motion {
  readonly keys: Key[] = [];

  constructor(t: number, x: number, y: number) {
    this.keys.push({ t: t - INSTANT, x, y, v: 0 }, { t, x, y, v: 1 });
  }

  get last(): Key {
    return this.keys[this.keys.length - 1];
  }

  /** Rolls to (x, y), arriving at `t`, along a Bézier through `via` control points. */
  to(t: number, x: number, y: number, options: { via?: Point[]; easing?: Easing; v?: number } = {}): this {
    const from = this.last;
    const points = [from, ...(options.via ?? []), { x, y }];
    const steps = options.via?.length ? 24 : 6;
    for (let k = 1; k <= steps; k++) {
      const u = k / steps;
      const p = bezier(points, ease(u, options.easing ?? 'linear'));
      this.keys.push({
        t: from.t + (t - from.t) * u,
        x: p.x,
        y: p.y,
        v: from.v + ((options.v ?? from.v) - from.v) * u,
      });
    }
    return this;
  }

  /** Stays where it is until `t`. */
  hold(t: number): this {
    this.keys.push({ ...this.last, t });
    return this;
  }

  /** Leaves the picture at `t` (picked up). */
  vanish(t: number): this {
    this.hold(t);
    this.keys.push({ ...this.last, t: t + INSTANT, v: 0 });
    return this;
  }

  /** Reappears at (x, y) at `t` (out of the cup, onto the return track). */
  appear(t: number, x: number, y: number): this {
    this.keys.push({ t: t - INSTANT, x, y, v: 0 }, { t, x, y, v: 1 });
    return this;
  }

  /** Where it is at `t`, or null when it is not in the picture. */
  at(t: number): Key | null {
    const keys = this.keys;
    if (t < keys[0].t || t > this.last.t) return null;
    let lo = 0;
    let hi = keys.length - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (keys[mid].t <= t) lo = mid;
      else hi = mid;
    }
    const a = keys[lo];
    const b = keys[hi];
    const u = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1;
    const v = a.v + (b.v - a.v) * u;
    return v <= 0 ? null : { t, x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u, v };
  }
}

function bezier(points: Point[], u: number): Point {
  let layer = points;
  while (layer.length > 1) {
    const next: Point[] = [];
    for (let i = 0; i < layer.length - 1; i++) {
      next.push({
        x: layer[i].x + (layer[i + 1].x - layer[i].x) * u,
        y: layer[i].y + (layer[i + 1].y - layer[i].y) * u,
      });
    }
    layer = next;
  }
  return layer[0];
}
