/**
 * The synthetic putting mat, seen from a phone on a stand behind the golfer (top-down-ish, no
 * perspective): 640×480, the golfer's mat at the bottom, the ramp up to the cup, the catch area
 * behind the cup and the return track on the right. `SCENE` is the calibration a golfer would
 * draw on it; `paintScene` paints the empty mat once per clip; the `draw*` functions paint
 * what moves, into an RGBA frame.
 */
import { rectangle as rect } from '@holeout/shared/camera/geometry';
import type { Calibration, Point, Polygon } from '@holeout/shared/camera/types';
import type { SeededRandom } from '../simulation/seeded-random.ts';

export const WIDTH = 640;
export const HEIGHT = 480;
export const FPS = 30;

export const SCENE: Calibration = {
  width: WIDTH,
  height: HEIGHT,
  cup: { cx: 320, cy: 150, r: 34 },
  mat: rect(130, 340, 450, 470),
  ramp: rect(230, 105, 410, 340),
  catchArea: rect(200, 15, 440, 100),
  returnTrack: rect(462, 20, 518, 430),
  direction: -Math.PI / 2,
};

/** A golf ball is 42.7 mm across, a cup 108 mm: the ball's radius is 0.4 of the cup's. */
export const BALL_RADIUS = Math.round(SCENE.cup.r * 0.4);

export type Rgb = readonly [number, number, number];

export const BALL_COLOURS = {
  white: [238, 238, 232],
  yellow: [235, 225, 70],
  orange: [250, 135, 35],
} as const satisfies Record<string, Rgb>;

const FLOOR: Rgb = [95, 85, 75];
const MAT: Rgb = [45, 115, 55];
const RAMP_LOW: Rgb = [55, 128, 64];
const RAMP_HIGH: Rgb = [66, 142, 74];
const CATCH: Rgb = [32, 82, 42];
const TRACK: Rgb = [108, 110, 120];
const CUP: Rgb = [18, 18, 20];
const RIM: Rgb = [205, 205, 200];

function fillRect(img: Uint8ClampedArray, box: Polygon, colour: (x: number, y: number) => Rgb): void {
  const [a, , c] = box;
  for (let y = Math.max(0, a.y); y < Math.min(HEIGHT, c.y); y++) {
    for (let x = Math.max(0, a.x); x < Math.min(WIDTH, c.x); x++) {
      const [r, g, b] = colour(x, y);
      const i = (y * WIDTH + x) * 4;
      img[i] = r;
      img[i + 1] = g;
      img[i + 2] = b;
      img[i + 3] = 255;
    }
  }
}

/** The empty mat with a fixed carpet texture (the same for every frame of a clip). */
export function paintScene(rng: SeededRandom): Uint8ClampedArray {
  const img = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  const texture = new Float32Array(WIDTH * HEIGHT).map(() => rng.normal(0, 4));
  const textured =
    (base: Rgb) =>
    (x: number, y: number): Rgb => {
      const n = texture[y * WIDTH + x];
      return [base[0] + n, base[1] + n, base[2] + n];
    };
  fillRect(img, rect(0, 0, WIDTH, HEIGHT), textured(FLOOR));
  fillRect(img, SCENE.mat, textured(MAT));
  fillRect(img, SCENE.ramp, (x, y) => {
    const k = (340 - y) / 235;
    const n = texture[y * WIDTH + x];
    return [
      RAMP_LOW[0] + (RAMP_HIGH[0] - RAMP_LOW[0]) * k + n,
      RAMP_LOW[1] + (RAMP_HIGH[1] - RAMP_LOW[1]) * k + n,
      RAMP_LOW[2] + (RAMP_HIGH[2] - RAMP_LOW[2]) * k + n,
    ];
  });
  fillRect(img, SCENE.catchArea, textured(CATCH));
  fillRect(img, SCENE.returnTrack, textured(TRACK));
  const { cx, cy, r } = SCENE.cup;
  drawDisc(img, cx, cy, r + 2, RIM, 1);
  drawDisc(img, cx, cy, r, CUP, 1);
  return img;
}

/** Blends a disc with a soft (one pixel) edge; `shade` darkens it towards its rim (0 = flat). */
export function drawDisc(
  img: Uint8ClampedArray,
  cx: number,
  cy: number,
  radius: number,
  colour: Rgb,
  alpha: number,
  shade = 0,
): void {
  const x0 = Math.max(0, Math.floor(cx - radius - 1));
  const x1 = Math.min(WIDTH - 1, Math.ceil(cx + radius + 1));
  const y0 = Math.max(0, Math.floor(cy - radius - 1));
  const y1 = Math.min(HEIGHT - 1, Math.ceil(cy + radius + 1));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x - cx, y - cy);
      const cover = Math.min(1, Math.max(0, radius + 0.5 - d)) * alpha;
      if (cover <= 0) continue;
      const light = 1 - shade * (d / radius) ** 2;
      const i = (y * WIDTH + x) * 4;
      for (let c = 0; c < 3; c++) img[i + c] += (colour[c] * light - img[i + c]) * cover;
    }
  }
}

/** Darkens an ellipse with a soft falloff (a shadow); `strength` is the darkening at its centre. */
export function drawShadow(
  img: Uint8ClampedArray,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength: number,
): void {
  const x0 = Math.max(0, Math.floor(cx - rx));
  const x1 = Math.min(WIDTH - 1, Math.ceil(cx + rx));
  const y0 = Math.max(0, Math.floor(cy - ry));
  const y1 = Math.min(HEIGHT - 1, Math.ceil(cy + ry));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d2 = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      if (d2 >= 1) continue;
      const k = 1 - strength * (1 - d2) * Math.sqrt(1 - d2);
      const i = (y * WIDTH + x) * 4;
      img[i] *= k;
      img[i + 1] *= k;
      img[i + 2] *= k;
    }
  }
}

/** A thick segment (an arm, a putter shaft) from `a` to `b`. */
export function drawBar(img: Uint8ClampedArray, a: Point, b: Point, halfWidth: number, colour: Rgb): void {
  const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - halfWidth));
  const x1 = Math.min(WIDTH - 1, Math.ceil(Math.max(a.x, b.x) + halfWidth));
  const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - halfWidth));
  const y1 = Math.min(HEIGHT - 1, Math.ceil(Math.max(a.y, b.y) + halfWidth));
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const s = Math.min(1, Math.max(0, ((x - a.x) * dx + (y - a.y) * dy) / len2));
      const d = Math.hypot(x - a.x - s * dx, y - a.y - s * dy);
      const cover = Math.min(1, Math.max(0, halfWidth + 0.5 - d));
      if (cover <= 0) continue;
      const i = (y * WIDTH + x) * 4;
      for (let c = 0; c < 3; c++) img[i + c] += (colour[c] - img[i + c]) * cover;
    }
  }
}

/** Multiplies by the lighting `gain` and adds sensor noise (`noise` is a table of offsets). */
export function expose(img: Uint8ClampedArray, gain: number, noise: Int8Array, offset: number): void {
  const mask = noise.length - 1;
  const lut = new Int16Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.round(v * gain);
  for (let i = 0, j = offset & mask; i < img.length; i += 4, j = (j + 3) & mask) {
    img[i] = lut[img[i]] + noise[j];
    img[i + 1] = lut[img[i + 1]] + noise[(j + 1) & mask];
    img[i + 2] = lut[img[i + 2]] + noise[(j + 2) & mask];
  }
}
