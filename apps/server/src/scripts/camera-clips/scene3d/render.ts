/**
 * Drawing the scene model (issue 23): the empty mat seen through the lens (painted once per clip,
 * pixel by pixel through `Lens.groundAt`), then per frame the ground shadows, the balls (smeared
 * over the exposure time), putter heads, shoes and hands, and the phone's image pipeline: shake,
 * auto-exposure that chases the picture's mean, mains flicker rolling through the rows, sensor
 * noise. Compression happens afterwards, in ffmpeg (codec.ts).
 */
import { boxAround } from '@holeout/shared/camera/geometry';
import type { Frame, Point } from '@holeout/shared/camera/types';
import { SeededRandom } from '../../simulation/seeded-random.ts';
import { drawBar } from '../scene.ts';
import type { Conditions, Rgb } from './conditions.ts';
import type { Lens, Vec3 } from './lens.ts';
import { BALL_RADIUS, CUP_RADIUS } from './physics.ts';
import type { Prop, Timeline } from './timeline.ts';

const W = 640;
const H = 480;
const WALL: Rgb = [176, 170, 160];

function hash(x: number, y: number, seed: number): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + seed) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) & 0xffff) / 0xffff - 0.5;
}

/** The empty mat's colour at a ground point. */
function groundColour(c: Conditions, x: number, y: number): Rgb {
  const L = c.layout;
  const near = L.rampLength + L.matLength;
  const d = Math.hypot(x, y);
  const tex = hash(Math.floor(x * 2), Math.floor(y * 2), c.seed);
  if (d < CUP_RADIUS) {
    // The far inside wall of the cup catches a little light.
    const k = 0.8 + 0.4 * Math.max(0, -y / CUP_RADIUS);
    return [c.colours.cup[0] * k, c.colours.cup[1] * k, c.colours.cup[2] * k];
  }
  if (d < CUP_RADIUS + 0.5) return [214, 214, 208];
  if (Math.abs(x) <= L.width / 2 && y >= -L.catchDepth && y <= near) {
    const m = c.colours.mat;
    const k = y < -CUP_RADIUS - 1.5 ? 0.78 : y < L.rampLength ? 1.08 : 1;
    const n = tex * 10 + (Math.floor(y / 25) % 2 === 0 ? 3 : -3);
    return [m[0] * k + n, m[1] * k + n, m[2] * k + n];
  }
  if (x >= L.trackX && x <= L.trackX + L.trackWidth && y >= -L.catchDepth && y <= L.rampLength + 45) {
    const e = x - L.trackX < 1 || L.trackX + L.trackWidth - x < 1 ? 0.7 : 1;
    const t = c.colours.track;
    return [t[0] * e + tex * 6, t[1] * e + tex * 6, t[2] * e + tex * 6];
  }
  const f = c.colours.floor;
  const n = hash(Math.floor(x / 3), Math.floor(y / 3), c.seed + 7) * 18 + tex * 6;
  return [f[0] + n, f[1] + n, f[2] + n];
}

export class Renderer {
  private readonly background = new Uint8ClampedArray(W * H * 4);
  private readonly gx = new Float32Array(W * H);
  private readonly gy = new Float32Array(W * H);
  private readonly work = new Uint8ClampedArray(W * H * 4);
  private readonly cover = new Float32Array(W * H);
  private readonly noise: Int8Array;
  private ae = 0;
  private readonly shakePhase: number[];

  /**
   * `compensation`: the exposure compensation the app asked the camera for, in stops (negative:
   * darker), which moves the auto-exposure's target as a phone's does.
   */
  constructor(
    private readonly c: Conditions,
    private readonly lens: Lens,
    private readonly story: Timeline,
    private readonly compensation = 0,
  ) {
    const rng = new SeededRandom(c.seed);
    this.noise = new Int8Array(1 << 18).map(() => Math.max(-127, Math.min(127, Math.round(rng.normal(0, c.noise)))));
    this.shakePhase = [rng.between(0, 6), rng.between(0, 6), rng.between(0, 6), rng.between(0, 6)];
    const img = new Uint8ClampedArray(W * H * 4);
    for (let py = 0; py < H; py++) {
      for (let px = 0; px < W; px++) {
        const i = py * W + px;
        const g = lens.groundAt(px + 0.5, py + 0.5);
        this.gx[i] = g ? g.x : Number.NaN;
        this.gy[i] = g ? g.y : Number.NaN;
        const col = g && Math.hypot(g.x, g.y) < 2000 ? groundColour(c, g.x, g.y) : WALL;
        const r2 = ((px - W / 2) ** 2 + (py - H / 2) ** 2) / (W * W * 0.25);
        const vignette = 1 - 0.22 * r2;
        img[i * 4] = col[0] * vignette;
        img[i * 4 + 1] = col[1] * vignette;
        img[i * 4 + 2] = col[2] * vignette;
        img[i * 4 + 3] = 255;
      }
    }
    // The lens is not perfectly sharp: a 3×3 blur.
    for (let py = 0; py < H; py++) {
      for (let px = 0; px < W; px++) {
        for (let ch = 0; ch < 3; ch++) {
          let s = 0;
          for (let dy = -1; dy <= 1; dy++) {
            const yy = Math.min(H - 1, Math.max(0, py + dy));
            for (let dx = -1; dx <= 1; dx++) {
              const xx = Math.min(W - 1, Math.max(0, px + dx));
              s += img[(yy * W + xx) * 4 + ch];
            }
          }
          this.background[(py * W + px) * 4 + ch] = s / 9;
        }
        this.background[(py * W + px) * 4 + 3] = 255;
      }
    }
  }

  /** The frame the phone delivers at media time `t`. */
  frame(t: number): Frame {
    const img = this.work;
    img.set(this.background);
    const { story } = this;
    if (story.golferShadow) {
      const s = story.golferShadow.at(t);
      if (s) this.groundShadow(img, s.x, s.y, 45, 70, 0.45 * s.v);
    }
    const balls = story.balls.flatMap((b) => {
      const at = b.path.at(t);
      return at ? [{ b, at }] : [];
    });
    for (const { at } of balls) if (at.v >= 0.99) this.groundShadow(img, at.x + 1.2, at.y + 1.8, 2.6, 2.6, 0.45);
    const props = story.props.flatMap((p) => {
      const at = p.path.at(t);
      return at ? [{ p, at }] : [];
    });
    for (const { p, at } of props) {
      const size = p.kind === 'shoe' ? 16 : p.kind === 'hand' ? 10 : 8;
      this.groundShadow(img, at.x + 4, at.y + 6, size, size * 1.2, 0.35);
    }
    balls.sort((a, b) => this.lens.depth(ground(b.at, BALL_RADIUS)) - this.lens.depth(ground(a.at, BALL_RADIUS)));
    for (const { b } of balls) this.ball(img, b.path, b.colour, t);
    for (const { p, at } of props) this.prop(img, p, at.x, at.y, at.a ?? 0);
    return this.pipeline(img, t);
  }

  private groundShadow(img: Uint8ClampedArray, cx: number, cy: number, rx: number, ry: number, strength: number) {
    const corners = [
      [cx - rx, cy - ry],
      [cx + rx, cy - ry],
      [cx + rx, cy + ry],
      [cx - rx, cy + ry],
    ].flatMap(([x, y]) => {
      const p = this.lens.projectGround(x, y);
      return p ? [p] : [];
    });
    if (corners.length < 4) return;
    const box = bounds(corners, 2);
    for (let py = box.y0; py <= box.y1; py++) {
      for (let px = box.x0; px <= box.x1; px++) {
        const i = py * W + px;
        const d2 = ((this.gx[i] - cx) / rx) ** 2 + ((this.gy[i] - cy) / ry) ** 2;
        if (!(d2 < 1)) continue;
        const k = 1 - strength * (1 - d2) ** 0.7;
        img[i * 4] *= k;
        img[i * 4 + 1] *= k;
        img[i * 4 + 2] *= k;
      }
    }
  }

  /** A ball smeared over the exposure: coverage summed over sub-exposures, then blended. */
  private ball(img: Uint8ClampedArray, path: Timeline['balls'][number]['path'], colour: Rgb, t: number) {
    const subs = 5;
    const discs: { p: Point; r: number; v: number }[] = [];
    for (let j = 0; j < subs; j++) {
      const at = path.at(t - (this.c.exposure * j) / (subs - 1));
      if (!at) continue;
      const centre = ground(at, BALL_RADIUS * (at.v < 1 ? 2 * at.v - 1 : 1));
      const p = this.lens.project(centre);
      const a = this.lens.project({ ...centre, x: centre.x - BALL_RADIUS });
      const b = this.lens.project({ ...centre, x: centre.x + BALL_RADIUS });
      if (!p || !a || !b) continue;
      discs.push({
        p,
        r: Math.max(1, Math.max(Math.hypot(b.x - a.x, b.y - a.y) / 2, this.lens.scaleAt(centre) * BALL_RADIUS * 0.8)),
        v: at.v,
      });
    }
    if (discs.length === 0) return;
    const box = bounds(
      discs.flatMap((d) => [
        { x: d.p.x - d.r, y: d.p.y - d.r },
        { x: d.p.x + d.r, y: d.p.y + d.r },
      ]),
      2,
    );
    const head = discs[0];
    const cover = this.cover;
    for (let py = box.y0; py <= box.y1; py++) {
      for (let px = box.x0; px <= box.x1; px++) {
        let s = 0;
        for (const d of discs) s += Math.min(1, Math.max(0, d.r + 0.5 - Math.hypot(px - d.p.x, py - d.p.y))) * d.v;
        cover[py * W + px] = s / subs;
      }
    }
    for (let py = box.y0; py <= box.y1; py++) {
      for (let px = box.x0; px <= box.x1; px++) {
        const k = cover[py * W + px];
        if (k <= 0) continue;
        const dy = (py - head.p.y) / head.r;
        const dx = (px - head.p.x) / head.r;
        const light =
          (0.97 - 0.28 * ((dy + 1) / 2) ** 2 + (dx * dx + (dy + 0.5) ** 2 < 0.05 ? 0.15 : 0)) * (0.4 + 0.6 * head.v);
        const i = (py * W + px) * 4;
        for (let ch = 0; ch < 3; ch++) img[i + ch] += (colour[ch] * light - img[i + ch]) * k;
      }
    }
  }

  private prop(img: Uint8ClampedArray, p: Prop, x: number, y: number, a: number) {
    const box = (bx: number, by: number, w: number, d: number, z0: number, z1: number, colour: Rgb) => {
      const pts: Point[] = [];
      const c = Math.cos(a);
      const s = Math.sin(a);
      for (const [u, v] of [
        [-w / 2, -d / 2],
        [w / 2, -d / 2],
        [w / 2, d / 2],
        [-w / 2, d / 2],
      ])
        for (const z of [z0, z1]) {
          const q = this.lens.project({ x: bx + u * c - v * s, y: by + u * s + v * c, z });
          if (q) pts.push(q);
        }
      if (pts.length === 8) fillHull(img, pts, colour);
    };
    const bar = (from: Vec3, to: Vec3, widthCm: number, colour: Rgb) => {
      const f = this.lens.project(from);
      const g = this.lens.project(to);
      if (f && g) drawBar(img, f, g, Math.max(1, (this.lens.scaleAt(from) * widthCm) / 2), colour);
    };
    switch (p.kind) {
      case 'blade':
        bar({ x: x + 4, y, z: 2.5 }, { x: x + 12, y: y + 45, z: 95 }, 1.2, [70, 70, 74]);
        box(x, y, 11, 2.6, 0, 2.6, p.colour);
        return;
      case 'mallet':
        bar({ x: x + 1, y, z: 3 }, { x: x + 10, y: y + 45, z: 95 }, 1.2, [70, 70, 74]);
        box(x, y, 10, 8, 0, 3, p.colour);
        box(x - 1.6, y, 0.7, 6, 3, 3.05, [242, 242, 240]);
        box(x + 1.6, y, 0.7, 6, 3, 3.05, [242, 242, 240]);
        return;
      case 'shoe':
        bar({ x, y: y + 10, z: 9 }, { x: x - 5, y: y + 25, z: 90 }, 11, [40, 46, 70]);
        box(x, y, 10, 28, 0, 9, p.colour);
        return;
      case 'hand':
        bar({ x, y, z: 4 }, { x: x + 25, y: y + 70, z: 90 }, 8, p.colour);
        box(x, y, 9, 16, 1, 5, p.colour);
        return;
    }
  }

  /** Shake, auto-exposure with flicker rolling through the rows, noise. */
  private pipeline(img: Uint8ClampedArray, t: number): Frame {
    const c = this.c;
    const ph = this.shakePhase;
    let jolt = 0;
    for (const s of this.story.strikes) jolt += Math.exp(-(((t - s) / 0.12) ** 2));
    const amp = c.shakePx * (1 + 2 * jolt);
    const sx = Math.round(amp * (0.6 * Math.sin(t * 8.2 + ph[0]) + 0.4 * Math.sin(t * 23 + ph[1])));
    const sy = Math.round(amp * (0.6 * Math.sin(t * 7.1 + ph[2]) + 0.4 * Math.sin(t * 19 + ph[3])));
    let sum = 0;
    let n = 0;
    for (let i = 0; i < img.length; i += 4 * 37) {
      sum += img[i] * 0.3 + img[i + 1] * 0.59 + img[i + 2] * 0.11;
      n++;
    }
    const meter = (sum / n) * c.light;
    const target = (118 * 2 ** this.compensation) / Math.max(10, meter);
    this.ae = this.ae === 0 ? target : this.ae + (Math.min(2.5, Math.max(0.5, target)) - this.ae) * 0.12;
    const out = new Uint8ClampedArray(W * H * 4);
    const lut = new Int16Array(256);
    const noise = this.noise;
    const mask = noise.length - 1;
    let j = Math.floor(t * 7919 * 1000) & mask;
    const line = 0.8 / c.fps / H;
    for (let py = 0; py < H; py++) {
      const gain = c.light * this.ae * (1 + c.flicker * Math.sin(2 * Math.PI * 2 * c.mains * (t + py * line)));
      for (let v = 0; v < 256; v++) lut[v] = Math.round(v * gain);
      const syy = Math.min(H - 1, Math.max(0, py + sy));
      for (let px = 0; px < W; px++) {
        const sxx = Math.min(W - 1, Math.max(0, px + sx));
        const s = (syy * W + sxx) * 4;
        const d = (py * W + px) * 4;
        out[d] = lut[img[s]] + noise[j];
        out[d + 1] = lut[img[s + 1]] + noise[(j + 1) & mask];
        out[d + 2] = lut[img[s + 2]] + noise[(j + 2) & mask];
        out[d + 3] = 255;
        j = (j + 3) & mask;
      }
    }
    return { width: W, height: H, data: out };
  }
}

function ground(at: { x: number; y: number }, z: number): Vec3 {
  return { x: at.x, y: at.y, z };
}

/** The pixels around `points`, grown by `margin`, inside the frame. */
const bounds = (points: Point[], margin: number) => boxAround(points, margin, W - 1, H - 1);

/** Fills the convex hull of `points`. */
function fillHull(img: Uint8ClampedArray, points: Point[], colour: Rgb) {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const turn = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && turn(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of pts.reverse()) {
    while (upper.length >= 2 && turn(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  const hull = [...lower.slice(0, -1), ...upper.slice(0, -1)];
  if (hull.length < 3) return;
  const box = bounds(hull, 1);
  for (let py = box.y0; py <= box.y1; py++) {
    for (let px = box.x0; px <= box.x1; px++) {
      let inside = true;
      for (let k = 0; k < hull.length && inside; k++) {
        if (turn(hull[k], hull[(k + 1) % hull.length], { x: px + 0.5, y: py + 0.5 }) < 0) inside = false;
      }
      if (!inside) continue;
      const i = (py * W + px) * 4;
      img[i] = colour[0];
      img[i + 1] = colour[1];
      img[i + 2] = colour[2];
    }
  }
}
