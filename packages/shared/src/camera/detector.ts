/**
 * The ball detector: no model weights, only a learned background and a bright-blob threshold.
 *
 * The golfer holds the mat empty for about two seconds (`learnBackground`): every pixel of the box
 * around the calibrated regions gets a mean level and its variance. Then each frame (`detect`):
 * 1. a level per pixel of that box only (the rest of the frame is never read): its grey plus half
 *    its warmth (red − blue), so a yellow or orange ball stands out even where it is no brighter
 *    than a grey track, while green and grey mats gain nothing; a shadow, which darkens every
 *    channel alike, lowers both;
 * 2. the frame's global brightness shift against the background (median of a sample), so a cloud
 *    or the camera's exposure does not light up the whole mat;
 * 3. foreground = above the background by `minContrast` levels and `sigmas` standard deviations —
 *    a ball is brighter or more colourful than the mat, a shadow or a dark putter head is not;
 * 4. connected blobs (4-neighbour flood fill); a ball is a blob of ball size (relative to the cup
 *    radius), roughly round, whose centroid lies in a region and which does not touch the box's
 *    border — a hand or a putter shaft always enters from outside, so it touches it, or it is
 *    too large; either way it is no ball;
 * 5. the background follows slow lighting changes where the frame is not foreground.
 */
import { calibrationBounds, regionAt } from './geometry.ts';
import type { BallObservation, Calibration, DetectorOptions, Frame, Point } from './types.ts';

export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  minLearnFrames: 15,
  minContrast: 24,
  sigmas: 4,
  adaptRate: 0.03,
  minArea: 0.12,
  maxArea: 1,
};

/**
 * When to ask for a new calibration: `drift` at or above `share` on every check for `seconds`.
 * On the synthetic clips a steady phone stays under 0.25 (lighting drift, shadows, hands over
 * the cup, heavy noise) and a phone moved by 3 px or more gives 0.65–0.95 for good.
 */
export const DRIFT_LIMIT = { share: 0.4, seconds: 2 } as const;

/** Learning weighs at most this many frames equally, then becomes a running average. */
const LEARN_WINDOW = 60;
/** Every SAMPLE_STEP-th pixel feeds the brightness shift. */
const SAMPLE_STEP = 7;
/** Every DRIFT_STEP-th pixel is looked at by `drift` (odd, so rows do not line up). */
const DRIFT_STEP = 3;
/** Levels run from −128 (pure blue) to 382 (white-hot orange); differences are clamped to ±MAX_LEVEL. */
const MAX_LEVEL = 383;
/** Level noise floor: no pixel's standard deviation counts as less than this. */
const MIN_VARIANCE = 4;
/** A ball, even blurred by its speed, is about round; a putter head is three or four times longer than wide. */
const MAX_ASPECT = 2.2;
/** A sighting this many frames old no longer decides between two blobs. */
const MEMORY_FRAMES = 15;

interface Blob {
  area: number;
  x: number;
  y: number;
  fill: number;
  aspect: number;
  touchesBorder: boolean;
}

export class BallDetector {
  readonly options: DetectorOptions;
  private readonly x0: number;
  private readonly y0: number;
  private readonly w: number;
  private readonly h: number;
  private readonly mean: Float32Array;
  /** The background as learned, before it followed the light: what `drift` compares with. */
  private readonly reference: Float32Array;
  private readonly variance: Float32Array;
  private readonly level: Float32Array;
  private readonly foreground: Uint8Array;
  private readonly stack: Int32Array;
  private readonly histogram = new Uint32Array(2 * MAX_LEVEL + 1);
  private learned = 0;
  private last: Point | null = null;
  private framesSinceLast = 0;

  constructor(
    private readonly cal: Calibration,
    options: Partial<DetectorOptions> = {},
  ) {
    this.options = { ...DEFAULT_DETECTOR_OPTIONS, ...options };
    const box = calibrationBounds(cal, cal.cup.r);
    this.x0 = box.x0;
    this.y0 = box.y0;
    this.w = Math.max(0, box.x1 - box.x0);
    this.h = Math.max(0, box.y1 - box.y0);
    const n = this.w * this.h;
    this.mean = new Float32Array(n);
    this.reference = new Float32Array(n);
    this.variance = new Float32Array(n);
    this.level = new Float32Array(n);
    this.foreground = new Uint8Array(n);
    this.stack = new Int32Array(n);
  }

  /** True once enough empty-mat frames were learned for `detect` to answer. */
  get ready(): boolean {
    return this.learned >= this.options.minLearnFrames;
  }

  /** Feeds one frame of the empty mat (about two seconds of them). */
  learnBackground(frame: Frame): void {
    this.readLevels(frame);
    this.learned++;
    const k = 1 / Math.min(this.learned, LEARN_WINDOW);
    const { mean, variance, level } = this;
    for (let i = 0; i < level.length; i++) {
      const d = level[i] - mean[i];
      mean[i] += d * k;
      variance[i] += (d * (level[i] - mean[i]) - variance[i]) * k;
    }
    this.reference.set(mean);
  }

  /** The ball in this frame, or null (none, hidden, or nothing ball-like); null until `ready`. */
  detect(frame: Frame): BallObservation | null {
    if (!this.ready) return null;
    this.readLevels(frame);
    const shift = this.brightnessShift();
    const { mean, variance, level, foreground } = this;
    const { minContrast, adaptRate } = this.options;
    const sigmas2 = this.options.sigmas ** 2;
    for (let i = 0; i < level.length; i++) {
      const d = level[i] - mean[i];
      const e = d - shift;
      if (e > minContrast && e * e > sigmas2 * Math.max(variance[i], MIN_VARIANCE)) {
        foreground[i] = 1;
      } else {
        // Where no ball is, the background follows the light; a shadow's depth is no noise.
        foreground[i] = 0;
        mean[i] += d * adaptRate;
        if (e > -minContrast) variance[i] += (e * e - variance[i]) * adaptRate;
      }
    }
    return this.pickBall(this.blobs());
  }

  /**
   * Share (0..1) of the learned background's edges (the mat's borders, the cup's rim, the
   * carpet's pattern) that are gone from where they were: at each edge pixel, the frame's gradient
   * along the learned one must keep half its strength. Light and shadows scale an edge but keep
   * it; a moved phone moves every edge away, for good. A hand over the cup hides some edges for a
   * second or two: act on a drift that lasts (`DRIFT_LIMIT`).
   */
  drift(frame: Frame): number {
    if (this.learned === 0) return 0;
    this.readLevels(frame);
    const { reference: m, level: l, w } = this;
    const minEdge = this.options.minContrast;
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

  private readLevels(frame: Frame): void {
    if (frame.width !== this.cal.width || frame.height !== this.cal.height) {
      throw new Error(
        `frame is ${frame.width}×${frame.height} but the calibration is for ${this.cal.width}×${this.cal.height}`,
      );
    }
    const { data, width } = frame;
    const { level, w, h, x0, y0 } = this;
    for (let y = 0; y < h; y++) {
      let src = ((y0 + y) * width + x0) * 4;
      let dst = y * w;
      for (let x = 0; x < w; x++, src += 4, dst++) {
        const r = data[src];
        const b = data[src + 2];
        level[dst] = ((r * 77 + data[src + 1] * 150 + b * 29) >> 8) + ((r - b) >> 1);
      }
    }
  }

  /** Median of (frame − background) over a sample of pixels. */
  private brightnessShift(): number {
    const { histogram, level, mean } = this;
    histogram.fill(0);
    let count = 0;
    for (let i = 0; i < level.length; i += SAMPLE_STEP) {
      histogram[Math.min(2 * MAX_LEVEL, Math.max(0, Math.round(level[i] - mean[i]) + MAX_LEVEL))]++;
      count++;
    }
    let seen = 0;
    for (let bin = 0; bin < histogram.length; bin++) {
      seen += histogram[bin];
      if (seen * 2 >= count) return bin - MAX_LEVEL;
    }
    return 0;
  }

  /** Connected foreground blobs of at least the smallest ball size. */
  private blobs(): Blob[] {
    const { foreground, stack, w, h } = this;
    const r2 = this.cal.cup.r ** 2;
    const minArea = this.options.minArea * r2;
    const found: Blob[] = [];
    for (let seed = 0; seed < foreground.length; seed++) {
      if (foreground[seed] !== 1) continue;
      foreground[seed] = 2;
      let top = 0;
      stack[top++] = seed;
      let area = 0;
      let sx = 0;
      let sy = 0;
      let minX = w;
      let minY = h;
      let maxX = 0;
      let maxY = 0;
      while (top > 0) {
        const i = stack[--top];
        const x = i % w;
        const y = (i - x) / w;
        area++;
        sx += x;
        sy += y;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        if (x > 0 && foreground[i - 1] === 1) {
          foreground[i - 1] = 2;
          stack[top++] = i - 1;
        }
        if (x < w - 1 && foreground[i + 1] === 1) {
          foreground[i + 1] = 2;
          stack[top++] = i + 1;
        }
        if (y > 0 && foreground[i - w] === 1) {
          foreground[i - w] = 2;
          stack[top++] = i - w;
        }
        if (y < h - 1 && foreground[i + w] === 1) {
          foreground[i + w] = 2;
          stack[top++] = i + w;
        }
      }
      if (area < minArea) continue;
      const bw = maxX - minX + 1;
      const bh = maxY - minY + 1;
      found.push({
        area,
        x: this.x0 + sx / area,
        y: this.y0 + sy / area,
        fill: area / (bw * bh),
        aspect: Math.max(bw, bh) / Math.min(bw, bh),
        touchesBorder: minX === 0 || minY === 0 || maxX === w - 1 || maxY === h - 1,
      });
    }
    return found;
  }

  /** The ball-like blob nearest the last sighting, else the largest; remembers it. */
  private pickBall(blobs: Blob[]): BallObservation | null {
    const maxArea = this.options.maxArea * this.cal.cup.r ** 2;
    const balls = blobs.filter(
      (b) =>
        b.area <= maxArea &&
        !b.touchesBorder &&
        b.fill >= 0.45 &&
        b.aspect <= MAX_ASPECT &&
        regionAt(this.cal, b) !== null,
    );
    const last = this.framesSinceLast < MEMORY_FRAMES ? this.last : null;
    let best: Blob | null = null;
    for (const b of balls) {
      if (best === null) best = b;
      else if (last) {
        if ((b.x - last.x) ** 2 + (b.y - last.y) ** 2 < (best.x - last.x) ** 2 + (best.y - last.y) ** 2) best = b;
      } else if (b.area > best.area) best = b;
    }
    if (best === null) {
      this.framesSinceLast++;
      return null;
    }
    this.last = { x: best.x, y: best.y };
    this.framesSinceLast = 0;
    return { x: best.x, y: best.y, area: best.area };
  }
}
