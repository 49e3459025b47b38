/**
 * Pixel helpers of the mat's first guess (find-mat.ts, decision 063): colours, and the blobs that
 * may be the cup — patches that stand out from the picture around them, dark or light, no taller
 * than wide (a circle on the floor seen from behind), filled like an ellipse.
 */
import { type CupEllipse, ellipseOfMoments } from './cup-outline.ts';
import type { Frame } from './types.ts';

export type Rgb = readonly [number, number, number];

export function rgbAt(frame: Frame, x: number, y: number): Rgb {
  const i = (y * frame.width + x) * 4;
  return [frame.data[i], frame.data[i + 1], frame.data[i + 2]];
}

/** The mean colour of the 3×3 pixels around (x, y) (inside the frame's border). */
export function smoothRgb(frame: Frame, x: number, y: number): Rgb {
  const { data, width } = frame;
  let r = 0;
  let g = 0;
  let b = 0;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const i = ((y + dy) * width + x + dx) * 4;
      r += data[i];
      g += data[i + 1];
      b += data[i + 2];
    }
  return [r / 9, g / 9, b / 9];
}

export interface CupCandidate {
  x: number;
  y: number;
  /** Half the blob's width, pixels. */
  r: number;
  /** Area × mean contrast: the most striking blobs first. */
  score: number;
  /** The blob's own ellipse (a ring's: its rim), for when the outline is not found around it. */
  ellipse: CupEllipse;
}

/** Half the window a pixel is compared with, pixels (a cup up to about 60 pixels wide stands out in it). */
const WINDOW = 20;
/**
 * Grey levels a pixel must differ from its window's mean by: the lowest finds a grey cup on a teal
 * mat (about 25 apart); the higher ones split a dark hole from a darker catch area around it.
 */
const CONTRASTS = [20, 45, 75];
/** Candidates tried, the most striking first. */
const CANDIDATES = 16;

/** Blobs that may be the cup, the most striking first. */
export function findCupCandidates(frame: Frame): CupCandidate[] {
  const { width, height, data } = frame;
  const grey = new Uint8Array(width * height);
  const sum = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const g = (data[i * 4] * 77 + data[i * 4 + 1] * 150 + data[i * 4 + 2] * 29) >> 8;
      grey[i] = g;
      row += g;
      sum[(y + 1) * (width + 1) + x + 1] = sum[y * (width + 1) + x + 1] + row;
    }
  }
  // Each pixel's contrast with its window.
  const contrastOf = new Int16Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - WINDOW);
    const y1 = Math.min(height, y + WINDOW + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - WINDOW);
      const x1 = Math.min(width, x + WINDOW + 1);
      const s =
        sum[y1 * (width + 1) + x1] -
        sum[y0 * (width + 1) + x1] -
        sum[y1 * (width + 1) + x0] +
        sum[y0 * (width + 1) + x0];
      contrastOf[y * width + x] = Math.round(grey[y * width + x] - s / ((x1 - x0) * (y1 - y0)));
    }
  }
  const found: CupCandidate[] = [];
  const sign = new Int8Array(width * height);
  const seen = new Uint8Array(width * height);
  for (const limit of CONTRASTS) {
    for (let i = 0; i < width * height; i++) sign[i] = contrastOf[i] > limit ? 1 : contrastOf[i] < -limit ? -1 : 0;
    seen.fill(0);
    blobs(grey, sign, seen, width, height, found);
  }
  // The same blob found at several contrasts is tried once.
  const tried: CupCandidate[] = [];
  for (const c of found.sort((a, b) => b.score - a.score))
    if (!tried.some((t) => Math.hypot(t.x - c.x, t.y - c.y) < Math.max(2, 0.5 * t.r))) tried.push(c);
  return tried.slice(0, CANDIDATES);
}

/** The connected patches of one sign that are shaped like a cup seen from behind. */
function blobs(
  grey: Uint8Array,
  sign: Int8Array,
  seen: Uint8Array,
  width: number,
  height: number,
  found: CupCandidate[],
): void {
  const stack: number[] = [];
  for (let start = 0; start < width * height; start++) {
    const s = sign[start];
    if (s === 0 || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let area = 0;
    let contrast = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    let [minX, maxX, minY, maxY] = [width, 0, height, 0];
    while (stack.length > 0) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      area++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      contrast += Math.abs(grey[i] - 128);
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      const visit = (j: number) => {
        if (!seen[j] && sign[j] === s) {
          seen[j] = 1;
          stack.push(j);
        }
      };
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (y > 0) visit(i - width);
      if (y < height - 1) visit(i + width);
    }
    const w = maxX - minX + 1;
    const h = maxY - minY + 1;
    // A cup: a few pixels at least, not taller than wide, filled like an ellipse (π/4 of its box)
    // or, for the light liner around a grey cup, a ring.
    if (area < 6 || w > 3 * WINDOW || h > 1.2 * w || area < 0.25 * w * h) continue;
    const [mx, my] = [sx / area, sy / area];
    // A thin ring's variance along a semi-axis a is a²/2, a filled ellipse's a²/4.
    const k = area < 0.5 * w * h ? 0.5 : 1;
    const [cxx, cyy, cxy] = [k * (sxx / area - mx * mx), k * (syy / area - my * my), k * (sxy / area - mx * my)];
    const ellipse = ellipseOfMoments(mx + 0.5, my + 0.5, cxx, cyy, cxy);
    found.push({ x: mx + 0.5, y: my + 0.5, r: w / 2, score: area * (1 + contrast / area / 128), ellipse });
  }
}
