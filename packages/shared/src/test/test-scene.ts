/**
 * A small calibrated scene for the camera unit tests: the regions of a mat seen from behind the
 * golfer (putting up the image) and a painter for synthetic frames on it.
 */
import { pointInPolygon, rectangle as rect } from '../camera/geometry.ts';
import type { Calibration, Frame, Point } from '../camera/types.ts';

export const TEST_CAL: Calibration = {
  width: 320,
  height: 240,
  cup: { cx: 160, cy: 80, r: 20 },
  mat: rect(60, 180, 260, 235),
  ramp: rect(110, 55, 210, 180),
  catchArea: rect(100, 10, 220, 52),
  returnTrack: rect(230, 10, 260, 170),
  direction: -Math.PI / 2,
};

/** Points in each region of {@link TEST_CAL}. */
export const AT = {
  mat: { x: 160, y: 210 },
  ramp: { x: 160, y: 140 },
  cupLow: { x: 160, y: 95 },
  cupRight: { x: 175, y: 80 },
  cupTop: { x: 160, y: 65 },
  catch: { x: 150, y: 30 },
  return: { x: 245, y: 100 },
  nowhere: { x: 20, y: 20 },
} satisfies Record<string, Point>;

/** A seeded uniform generator (mulberry32), so noisy frames are the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface Disc {
  x: number;
  y: number;
  r: number;
  rgb: readonly [number, number, number];
}

export interface Paint {
  /** Discs drawn over the scene in order (balls, hands, shadows). */
  discs?: Disc[];
  /** Bars from `a` to `b` of half-width `w` (arms, shafts). */
  bars?: { a: Point; b: Point; w: number; rgb: readonly [number, number, number] }[];
  /** Lighting gain (1 = as learned). */
  gain?: number;
  /** Uniform noise amplitude in grey levels. */
  noise?: number;
  /**
   * Uniform noise amplitude of each channel on its own, in 4 × 4 pixel blocks: a codec's colour
   * noise, which shifts a pixel's colour and not only its grey.
   */
  colourNoise?: number;
  /** The mat's colour instead of the green chequer (the chequer's squares then differ by 20 levels). */
  mat?: readonly [number, number, number];
  /** Paints everything but the golfer's mat and the ramp this colour (a floor seen around the mat). */
  floor?: readonly [number, number, number];
  /** Shifts the whole scene (the phone moved). */
  offset?: Point;
  random?: () => number;
}

/** Paints {@link TEST_CAL}'s scene: green mat, dark cup, plus whatever `paint` adds. */
export function paintFrame(paint: Paint = {}): Frame {
  const { width, height } = TEST_CAL;
  const data = new Uint8ClampedArray(width * height * 4);
  const random = paint.random ?? seeded(1);
  const ox = paint.offset?.x ?? 0;
  const oy = paint.offset?.y ?? 0;
  const { cx, cy, r } = TEST_CAL.cup;
  const blocksWide = Math.ceil(width / 4);
  const blockNoise = paint.colourNoise
    ? Array.from({ length: blocksWide * Math.ceil(height / 4) * 3 }, () => (random() * 2 - 1) * paint.colourNoise!)
    : null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = x - ox;
      const sy = y - oy;
      // A chequer of two greens gives the background some structure, so a moved phone shows.
      const dark = (Math.floor(sx / 16) + Math.floor(sy / 16)) % 2 === 1;
      let rgb: readonly number[] = paint.mat
        ? paint.mat.map((v) => v + (dark ? -10 : 10))
        : dark
          ? [50, 120, 60]
          : [70, 140, 80];
      if (
        paint.floor &&
        !pointInPolygon(TEST_CAL.mat, { x: sx, y: sy }) &&
        !pointInPolygon(TEST_CAL.ramp, { x: sx, y: sy })
      )
        rgb = paint.floor;
      if ((sx - cx) ** 2 + (sy - cy) ** 2 <= r * r) rgb = [20, 20, 22];
      for (const d of paint.discs ?? []) if ((x - d.x) ** 2 + (y - d.y) ** 2 <= d.r * d.r) rgb = d.rgb;
      for (const bar of paint.bars ?? []) if (distanceToSegment({ x, y }, bar.a, bar.b) <= bar.w) rgb = bar.rgb;
      const n = paint.noise ? (random() * 2 - 1) * paint.noise : 0;
      const i = (y * width + x) * 4;
      const block = ((y >> 2) * blocksWide + (x >> 2)) * 3;
      for (let c = 0; c < 3; c++) data[i + c] = rgb[c] * (paint.gain ?? 1) + n + (blockNoise?.[block + c] ?? 0);
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const s = Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - a.x - s * dx, p.y - a.y - s * dy);
}
