/**
 * Shake compensation (decision 061): the whole picture of a phone on a stand shifts by a few
 * pixels — the golfer's stroke jolts the stand, a breeze or footsteps shake it — and a
 * background compared pixel by pixel then lights up along every high-contrast edge (the cup's
 * white liner, a white tray, the mat's edge against a dark floor). Each frame's global shift is
 * found by a block search: a few hundred of the background's strongest edge pixels (the
 * strongest of each small cell, so they spread over the picture and its edges point every way)
 * are compared with the frame at every shift up to `MAX_SHAKE` pixels; the shift at which the
 * frame's gradients run most along the learned ones wins. Gradients, not levels: a shadow or the
 * exposure scales an edge's step but leaves it where it is (decision 061, round two). A capped
 * score keeps a ball or a putter over some of the edges from dragging the answer.
 */
import type { Frame } from './types.ts';

/** The largest shift looked for, pixels each way (a jolt at the strike of a shaky stand). */
export const MAX_SHAKE = 8;
/** One edge pixel per cell of this many pixels square. */
const CELL = 12;
/** An edge pixel must differ by this many levels across two pixels. */
const MIN_EDGE = 24;
/** Fewer edge pixels than this: no shift is looked for (a plain picture shows none anyway). */
const MIN_POINTS = 12;
/** The search over every shift looks at one edge pixel in this many; the final step at all. */
const COARSE_STEP = 4;
/** An edge pixel scores between these shares of its learned step (a ball over an edge is an outlier, not a shift). */
const MIN_SCORE = -0.5;
const MAX_SCORE = 1.5;
/** A shift farther from the last one scores this much less per pixel: ties stay where they were. */
const STAY = 0.02;

/**
 * A frame's levels (grey plus half its warmth, see detector.ts) over the watched box at (x0, y0),
 * `w` × `h`, and `MAX_SHAKE` pixels around it, the frame's edge repeated beyond it; its warmth
 * (red − blue) and greenness (green − (red + blue) / 2, colour.ts) into `warmth` and `green` when given.
 */
export function readPaddedLevels(
  frame: Frame,
  x0: number,
  y0: number,
  w: number,
  h: number,
  out: Float32Array,
  warmth?: Float32Array,
  green?: Float32Array,
) {
  const { data, width, height } = frame;
  let dst = 0;
  for (let y = -MAX_SHAKE; y < h + MAX_SHAKE; y++) {
    const row = Math.min(height - 1, Math.max(0, y0 + y)) * width;
    for (let x = -MAX_SHAKE; x < w + MAX_SHAKE; x++, dst++) {
      const src = (row + Math.min(width - 1, Math.max(0, x0 + x))) * 4;
      const r = data[src];
      const b = data[src + 2];
      out[dst] = ((r * 77 + data[src + 1] * 150 + b * 29) >> 8) + ((r - b) >> 1);
      if (warmth) warmth[dst] = r - b;
      if (green) green[dst] = data[src + 1] - ((r + b) >> 1);
    }
  }
}

/** The box's levels where the background has them, from the padded levels of a frame shifted by (dx, dy). */
export function alignLevels(padded: Float32Array, out: Float32Array, w: number, h: number, dx: number, dy: number) {
  const pw = w + 2 * MAX_SHAKE;
  for (let y = 0; y < h; y++) {
    const from = (y + MAX_SHAKE - dy) * pw + MAX_SHAKE - dx;
    out.set(padded.subarray(from, from + w), y * w);
  }
}

/** Moves a `w` × `h` image in place so that its pixel (x, y) is the old (x + dx, y + dy), edges repeated. */
export function moveImage(image: Float32Array, w: number, h: number, dx: number, dy: number) {
  const old = image.slice();
  for (let y = 0; y < h; y++) {
    const row = Math.min(h - 1, Math.max(0, y + dy)) * w;
    for (let x = 0; x < w; x++) image[y * w + x] = old[row + Math.min(w - 1, Math.max(0, x + dx))];
  }
}

/** Every DRIFT_STEP-th pixel is looked at by `edgesGone` (odd, so rows do not line up). */
const DRIFT_STEP = 3;

/**
 * Share (0..1) of the edges of `reference` (steps of `minEdge` levels or more across two pixels)
 * that `level` (both `w` wide) no longer shows: the frame's gradient along the learned one keeps
 * less than half its strength (the detector's `drift`).
 */
export function edgesGone(reference: Float32Array, level: Float32Array, w: number, minEdge: number): number {
  const m = reference;
  const l = level;
  let moved = 0;
  let edges = 0;
  for (let i = w + 1; i < l.length - w - 1; i += DRIFT_STEP) {
    const gx = m[i + 1] - m[i - 1];
    const gy = m[i + w] - m[i - w];
    if (Math.abs(gx) + Math.abs(gy) < minEdge) continue;
    edges++;
    if ((l[i + 1] - l[i - 1]) * gx + (l[i + w] - l[i - w]) * gy < 0.5 * (gx * gx + gy * gy)) moved++;
  }
  return edges === 0 ? 0 : moved / edges;
}

/**
 * A variance floor along an image's edges: `share` of the step across two pixels, squared, into
 * `floor` (a sub-pixel shake left over after compensation moves an edge a little).
 */
export function edgeFloor(image: Float32Array, floor: Float32Array, w: number, share: number): void {
  for (let i = w + 1; i < image.length - w - 1; i++) {
    const g = (Math.abs(image[i + 1] - image[i - 1]) + Math.abs(image[i + w] - image[i - w])) * share;
    floor[i] = g * g;
  }
}

export interface Shift {
  dx: number;
  dy: number;
}

/**
 * Finds a frame's shift against a background. Levels come in a padded buffer: the watched box
 * (`w` × `h`) with `MAX_SHAKE` pixels more on every side; background pixel (x, y) shows at
 * padded (x + MAX_SHAKE − dx, y + MAX_SHAKE − dy) in a frame shifted by (dx, dy).
 */
export class ShakeFinder {
  /** Chosen edge pixels: their index in the box and in the padded buffer. */
  private paddedAt = new Int32Array(0);
  /** The background's gradient at each of them, and its square length. */
  private gx = new Float32Array(0);
  private gy = new Float32Array(0);
  private g2 = new Float32Array(0);
  private readonly pw: number;
  last: Shift = { dx: 0, dy: 0 };

  constructor(
    private readonly w: number,
    private readonly h: number,
  ) {
    this.pw = w + 2 * MAX_SHAKE;
  }

  /** Chooses the edge pixels of a background (levels of the box, row by row). */
  choose(background: Float32Array): void {
    const { w, h, pw } = this;
    const box: number[] = [];
    const padded: number[] = [];
    for (let cy = 1; cy < h - 1; cy += CELL) {
      for (let cx = 1; cx < w - 1; cx += CELL) {
        let best = -1;
        let strength = MIN_EDGE;
        for (let y = cy; y < Math.min(h - 1, cy + CELL); y++) {
          for (let x = cx, i = y * w + cx; x < Math.min(w - 1, cx + CELL); x++, i++) {
            const g = Math.abs(background[i + 1] - background[i - 1]) + Math.abs(background[i + w] - background[i - w]);
            if (g > strength) {
              strength = g;
              best = i;
            }
          }
        }
        if (best < 0) continue;
        const x = best % w;
        box.push(best);
        padded.push(((best - x) / w + MAX_SHAKE) * pw + x + MAX_SHAKE);
      }
    }
    this.paddedAt = Int32Array.from(padded);
    this.gx = Float32Array.from(box, (i) => background[i + 1] - background[i - 1]);
    this.gy = Float32Array.from(box, (i) => background[i + w] - background[i - w]);
    this.g2 = this.gx.map((x, k) => x * x + this.gy[k] * this.gy[k]);
  }

  /**
   * The frame's shift against `background`, given the frame's padded levels: every shift on one
   * edge pixel in `COARSE_STEP`, then the best one and its neighbours on all of them.
   */
  find(padded: Float32Array): Shift {
    if (this.paddedAt.length < MIN_POINTS) return this.last;
    const coarse = this.best(padded, { dx: 0, dy: 0 }, MAX_SHAKE, COARSE_STEP);
    this.last = this.best(padded, coarse, 1, 1);
    return this.last;
  }

  /**
   * The shift within `reach` of `around` at which the frame's gradients, at every `step`-th edge
   * pixel, run most along the background's: each pixel scores the frame's step along the learned
   * edge over the learned step (1 where it is the same), so a shadow or the exposure, which scale
   * the steps, moves no edge; a score is capped, so a ball or a putter over an edge cannot drag it.
   */
  private best(padded: Float32Array, around: Shift, reach: number, step: number): Shift {
    const { paddedAt, pw, gx, gy, g2, last } = this;
    const n = paddedAt.length;
    let best = around;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let dy = Math.max(-MAX_SHAKE, around.dy - reach); dy <= Math.min(MAX_SHAKE, around.dy + reach); dy++) {
      for (let dx = Math.max(-MAX_SHAKE, around.dx - reach); dx <= Math.min(MAX_SHAKE, around.dx + reach); dx++) {
        const offset = -dy * pw - dx;
        let score = 0;
        for (let k = 0; k < n; k += step) {
          const i = paddedAt[k] + offset;
          const along = (padded[i + 1] - padded[i - 1]) * gx[k] + (padded[i + pw] - padded[i - pw]) * gy[k];
          score += Math.min(MAX_SCORE, Math.max(MIN_SCORE, along / g2[k]));
        }
        score /= 1 + STAY * (Math.abs(dx - last.dx) + Math.abs(dy - last.dy));
        if (score > bestScore) {
          bestScore = score;
          best = { dx, dy };
        }
      }
    }
    return best;
  }
}
