/**
 * The cup's outline in a frame of the empty mat, found around the golfer's tap (decision 047,
 * refined by decision 052): the connected patch that differs most from the mat around it (a dark
 * hole, or a white cup on a dark mat), its second moments giving a rough ellipse, then the rim
 * found along rays from its centre.
 */
import type { Frame, Point } from './types.ts';

export interface CupEllipse {
  cx: number;
  cy: number;
  /** Semi-axes, pixels, and the angle of the first (radians). */
  a: number;
  b: number;
  angle: number;
}

function grey(frame: Frame, i: number): number {
  const d = frame.data;
  return (d[i * 4] * 77 + d[i * 4 + 1] * 150 + d[i * 4 + 2] * 29) >> 8;
}

/**
 * How much a pixel's colour difference from the mat (red − green and green − blue, levels) counts
 * against its grey's. Not the detector's warmth and greenness (`colour.ts`): measured with them,
 * dev-wide-7's mat length error was 11.0 % rather than 9.9 %, two half-lit cups found by grey again.
 */
const COLOUR_WEIGHT = 1;
/**
 * A patch by colour is the whole of a half-lit cup when it is this many times the grey patch's
 * area or more, and keeps its long axis within this ratio.
 */
const HALF_CUP_AREA = 1.6;
const HALF_CUP_A = 1.28;

/**
 * The cup's outline near `tap`, looking `reach` pixels around it; null when the tap is on
 * nothing that stands out, or the patch runs out of the window (it is not a cup).
 *
 * A light cup lit from one side shows its lit half far brighter than the mat and its shaded half
 * of another colour but near the mat's grey: by grey alone it is half a cup, and the mat's plane
 * comes out up to twice too long (decision 061, round nine: white cups on pink and teal mats). The
 * patch that differs from the mat in grey or in colour is then taken instead: where it keeps the
 * grey patch's long axis and is much larger, as the whole of a half-lit cup is. Not otherwise:
 * colour blurs over a pixel or two in a compressed picture, and a patch by colour is a little
 * large. A cup that does not stand out from the mat in grey at all (a white cup on a mint mat)
 * is found by colour alone (round ten: dev-wide-9-11's mat 74 % too long before, 15 % short now;
 * over eight tuning sets the mean length error 0.35 points smaller, the worst halved on two).
 */
export function findCupEllipse(frame: Frame, tap: Point, reach: number): CupEllipse | null {
  const byGrey = cupPatch(frame, tap, reach, 0);
  const byColour = cupPatch(frame, tap, reach, COLOUR_WEIGHT);
  // Found by colour alone (a white cup on a mint mat, near its grey): only where the cup spans
  // two chroma samples each way (a compressed picture keeps one colour per 2 × 2 pixels).
  if (byGrey === null) return byColour !== null && byColour.b >= MIN_COLOUR_B ? byColour : null;
  const wholeCup =
    byColour !== null &&
    byColour.a * byColour.b >= HALF_CUP_AREA * byGrey.a * byGrey.b &&
    byColour.a <= HALF_CUP_A * byGrey.a &&
    byColour.a >= byGrey.a / HALF_CUP_A &&
    Math.hypot(byColour.cx - byGrey.cx, byColour.cy - byGrey.cy) <= byColour.a;
  return wholeCup ? byColour : byGrey;
}

/** The cup's outline by each pixel's difference from the mat: its grey's, and its colour's times `colourWeight`. */
function cupPatch(frame: Frame, tap: Point, reach: number, colourWeight: number): CupEllipse | null {
  const { width, height } = frame;
  const x0 = Math.max(0, Math.floor(tap.x - reach));
  const y0 = Math.max(0, Math.floor(tap.y - reach));
  const x1 = Math.min(width - 1, Math.ceil(tap.x + reach));
  const y1 = Math.min(height - 1, Math.ceil(tap.y + reach));
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  if (w < 5 || h < 5) return null;
  const level = new Int16Array(w * h);
  const histogram = new Uint32Array(256);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const g = grey(frame, (y0 + y) * width + x0 + x);
      level[y * w + x] = g;
      histogram[g]++;
    }
  let seen = histogram[0];
  let median = 0;
  while (median < 255 && seen * 2 < w * h) seen += histogram[++median];
  const threshold = Math.max(20, 0.3 * median);
  // The seed: the most different pixel within a few pixels of the tap.
  // By grey, else by colour (a white cup on a mint mat is near the mat's grey).
  const colour = colourWeight > 0 ? colourDifference(frame, { x0, y0, w, h }, colourWeight) : null;
  const near = Math.max(2, Math.round(reach / 8));
  const mostDifferent = (differs: (i: number) => number) => {
    let seed = -1;
    let best = threshold;
    for (let y = Math.round(tap.y) - y0 - near; y <= Math.round(tap.y) - y0 + near; y++)
      for (let x = Math.round(tap.x) - x0 - near; x <= Math.round(tap.x) - x0 + near; x++) {
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        const d = differs(y * w + x);
        if (d > best) {
          best = d;
          seed = y * w + x;
        }
      }
    return seed;
  };
  let seed = mostDifferent((i) => Math.abs(level[i] - median));
  if (seed < 0 && colour) seed = mostDifferent((i) => colour[i]);
  if (seed < 0) return null;
  const sign = Math.sign(level[seed] - median) || 1;
  if (colour) mergeColour(level, colour, median, sign, threshold);
  const core = sign * (level[seed] - median);
  // The patch: connected pixels at least half way from the mat to the cup. Its pixels and those
  // around it weigh their share of the way (a blurred rim pixel counts in part): sub-pixel outline.
  const cut = Math.max(threshold, 0.5 * core);
  const weight = (i: number) => Math.max(0, Math.min(1, (sign * (level[i] - median)) / (0.9 * core)));
  const taken = new Uint8Array(w * h);
  const stack = [seed];
  taken[seed] = 1;
  let n = 0;
  let count = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  const addPixel = (i: number) => {
    const x = i % w;
    const y = (i - x) / w;
    const k = weight(i);
    n += k;
    sx += k * x;
    sy += k * y;
    sxx += k * x * x;
    syy += k * y * y;
    sxy += k * x * y;
  };
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % w;
    const y = (i - x) / w;
    if (x === 0 || y === 0 || x === w - 1 || y === h - 1) return null;
    count++;
    addPixel(i);
    for (const j of [i - 1, i + 1, i - w, i + w]) {
      if (taken[j] !== 0) continue;
      taken[j] = 1;
      if (sign * (level[j] - median) > cut) stack.push(j);
      else addPixel(j);
    }
  }
  if (count < 12) return null;
  const mx = sx / n;
  const my = sy / n;
  const rough = ellipseOfMoments(mx, my, sxx / n - mx * mx, syy / n - my * my, sxy / n - mx * my);
  const e = edgeOutline(level, w, h, rough, sign, median) ?? rough;
  // A cup lighter than the mat takes its liner's ring in: the hole is that much smaller.
  const k = sign > 0 ? LIGHT_CUP_HOLE : 1;
  return { ...e, a: k * e.a, b: k * e.b, cx: x0 + e.cx + 0.5, cy: y0 + e.cy + 0.5 };
}

/**
 * Each pixel's colour difference from the mat: red − green and green − blue against the window's
 * medians, times `weight`.
 */
function colourDifference(frame: Frame, box: { x0: number; y0: number; w: number; h: number }, weight: number) {
  const { x0, y0, w, h } = box;
  const rg = new Int16Array(w * h);
  const gb = new Int16Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = ((y0 + y) * frame.width + x0 + x) * 4;
      rg[y * w + x] = frame.data[i] - frame.data[i + 1];
      gb[y * w + x] = frame.data[i + 1] - frame.data[i + 2];
    }
  const middle = (a: Int16Array) => [...a].sort((p, q) => p - q)[a.length >> 1];
  const mrg = middle(rg);
  const mgb = middle(gb);
  return rg.map((v, i) => weight * (Math.abs(v - mrg) + Math.abs(gb[i] - mgb)));
}

/**
 * Turns `level` (grey) into each pixel's difference from the mat towards the seed's side (`sign`):
 * its grey's, or its `colour` difference where larger — unless its grey is the other way by half
 * the `threshold` (a white liner round a dark hole stays the ring around it).
 */
function mergeColour(level: Int16Array, colour: Int16Array, median: number, sign: number, threshold: number): void {
  for (let i = 0; i < level.length; i++) {
    const g = sign * (level[i] - median);
    level[i] = median + sign * (g > -threshold / 2 ? Math.max(g, colour[i]) : g);
  }
}

/**
 * A cup's hole over the outline of a cup lighter than the mat (decision 061, round thirteen). A
 * cup's liner shows a white ring around the hole (0.5 cm on the clip sets); around a dark hole
 * it is the ring the rim is found inside (`edgeOutline`), but a white cup's inside and its ring
 * are one patch, a ring wider than the hole. Measured over five tuning sets, light cups' outlines
 * came out 5–11 % long and 10–16 % short too wide (dark cups' within 2 %); 5.4 cm of 5.9.
 */
const LIGHT_CUP_HOLE = 5.4 / 5.9;

/** The smallest short semi-axis (px) of a cup found by colour alone. */
const MIN_COLOUR_B = 2;

/** Rays cast from the rough outline's centre to find the rim on. */
const RAYS = 48;
/** How far beyond the mid-contrast crossing the liner's brightest line is looked for, in radii. */
const RING_REACH = 0.15;

/**
 * The cup's rim, from its rough outline. Along rays from the centre, the grey goes from the cup's
 * inside to the ring just outside it — the white liner around a dark hole (or the mat around a
 * white cup). A liner a pixel or two wide is blurred down: the line half way from the inside to
 * its blurred brightness lies inside the rim, its brightest line outside it (by half its width
 * and more). The rim is taken midway between the two. On the dev clips (measure-calibration.ts)
 * the semi-axes come out within 2 % (long) and 3 % (short) on average, where the dark patch
 * alone was about 6 % small. Null when too few rays find an edge.
 */
function edgeOutline(
  level: Int16Array,
  w: number,
  h: number,
  rough: CupEllipse,
  sign: number,
  median: number,
): CupEllipse | null {
  const at = (x: number, y: number) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const i = iy * w + ix;
    const top = level[i] * (1 - fx) + level[i + 1] * fx;
    const bottom = level[i + w] * (1 - fx) + level[i + w + 1] * fx;
    return sign * (top * (1 - fy) + bottom * fy - median);
  };
  const c = Math.cos(rough.angle);
  const s = Math.sin(rough.angle);
  const step = 0.25;
  const rays: { ux: number; uy: number; r: number; crossing: number; peak: number }[] = [];
  let liners = 0;
  for (let k = 0; k < RAYS; k++) {
    const t = (2 * Math.PI * k) / RAYS;
    // The rough outline's point on this ray gives the ray's direction and its scale.
    const u = rough.a * Math.cos(t);
    const v = rough.b * Math.sin(t);
    const dx = u * c - v * s;
    const dy = u * s + v * c;
    const r = Math.hypot(dx, dy);
    if (r < 1) return null;
    const ux = dx / r;
    const uy = dy / r;
    const profile: number[] = [];
    for (let d = 0; d <= 1.8 * r; d += step) {
      const x = rough.cx + ux * d;
      const y = rough.cy + uy * d;
      if (x < 0 || y < 0 || x >= w - 1 || y >= h - 1) break;
      profile.push(at(x, y));
    }
    const inner = Math.round((0.7 * r) / step);
    if (profile.length <= inner + 2) continue;
    let core = 0;
    let coreAt = 0;
    for (let j = 0; j < inner; j++)
      if (profile[j] > core) {
        core = profile[j];
        coreAt = j;
      }
    // The ring beyond: the most opposite level outside, the mat's at least.
    let ring = 0;
    for (let j = inner; j < profile.length; j++) ring = Math.min(ring, profile[j]);
    const mid = (core + ring) / 2;
    let j = coreAt;
    while (j < profile.length && profile[j] > mid) j++;
    if (j >= profile.length || core - ring < 20) continue;
    const crossing = (j - 1 + (profile[j - 1] - mid) / (profile[j - 1] - profile[j])) * step;
    // The ring's brightest line, just beyond the crossing.
    let peak = j;
    while (
      peak + 1 < profile.length &&
      profile[peak + 1] <= profile[peak] &&
      (peak + 1) * step < crossing + RING_REACH * r
    )
      peak++;
    // A liner stands out from the mat beyond it; a plain edge (no liner) is at its crossing.
    const beyond = profile.slice(Math.round((1.35 * r) / step));
    const outside = beyond.length > 0 ? beyond.reduce((sum, v) => sum + v, 0) / beyond.length : profile[peak];
    if (outside - profile[peak] > 0.06 * (core - profile[peak])) liners++;
    rays.push({ ux, uy, r, crossing, peak: peak * step });
  }
  if (rays.length < RAYS * 0.75) return null;
  // A liner is the cup's: seen on a sixth of the rays (where it is widest), it is all round.
  const liner = liners >= RAYS / 6;
  const edge: Point[] = [];
  const ratios: number[] = [];
  for (const { ux, uy, r, crossing, peak } of rays) {
    const d = liner ? (crossing + peak) / 2 : crossing;
    edge.push({ x: rough.cx + ux * d, y: rough.cy + uy * d });
    ratios.push(d / r);
  }
  // Rays that ran into something else (a shadow's edge, a ball) stray from the others' scale.
  const sorted = [...ratios].sort((p, q) => p - q);
  const typical = sorted[sorted.length >> 1];
  const kept = edge.filter((_, k) => Math.abs(ratios[k] - typical) < 0.25 * typical);
  return kept.length >= RAYS * 0.6 ? ellipseOfPolygon(kept) : null;
}

/**
 * The ellipse with the area moments of a closed polygon (its points in order around it): for an
 * ellipse's outline, that ellipse.
 */
export function ellipseOfPolygon(points: readonly Point[]): CupEllipse {
  let area = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let k = 0; k < points.length; k++) {
    const p = points[k];
    const q = points[(k + 1) % points.length];
    const cross = p.x * q.y - q.x * p.y;
    area += cross / 2;
    sx += ((p.x + q.x) * cross) / 6;
    sy += ((p.y + q.y) * cross) / 6;
    sxx += ((p.x * p.x + p.x * q.x + q.x * q.x) * cross) / 12;
    syy += ((p.y * p.y + p.y * q.y + q.y * q.y) * cross) / 12;
    sxy += ((p.x * q.y + 2 * p.x * p.y + 2 * q.x * q.y + q.x * p.y) * cross) / 24;
  }
  const mx = sx / area;
  const my = sy / area;
  return ellipseOfMoments(mx, my, sxx / area - mx * mx, syy / area - my * my, sxy / area - mx * my);
}

/** The ellipse whose filled area has this centre and these second moments. */
export function ellipseOfMoments(cx: number, cy: number, cxx: number, cyy: number, cxy: number): CupEllipse {
  const mid = (cxx + cyy) / 2;
  const spread = Math.sqrt(((cxx - cyy) / 2) ** 2 + cxy * cxy);
  // A filled ellipse's variance along a semi-axis of length a is a²/4.
  return {
    cx,
    cy,
    a: 2 * Math.sqrt(mid + spread),
    b: 2 * Math.sqrt(Math.max(0, mid - spread)),
    angle: 0.5 * Math.atan2(2 * cxy, cxx - cyy),
  };
}

/**
 * The cup's outline over several frames (decision 061, round thirteen): the outlines' centres and
 * second moments averaged. Each frame's lies where the phone's shake had it, and the shake
 * cancels out; an averaged picture would blur the rim by it instead (on dev-wide-11 the semi-axes
 * came out 12 and 22 % off on average from it, 7 and 14 % this way, 9 and 12 % from one frame).
 * Null when no frame gave one.
 */
export function meanEllipse(ellipses: readonly CupEllipse[]): CupEllipse | null {
  if (ellipses.length === 0) return null;
  let cx = 0;
  let cy = 0;
  let cxx = 0;
  let cyy = 0;
  let cxy = 0;
  for (const e of ellipses) {
    const c = Math.cos(e.angle);
    const s = Math.sin(e.angle);
    // A filled ellipse's variance along a semi-axis of length a is a²/4.
    const [va, vb] = [(e.a * e.a) / 4, (e.b * e.b) / 4];
    cx += e.cx;
    cy += e.cy;
    cxx += va * c * c + vb * s * s;
    cyy += va * s * s + vb * c * c;
    cxy += (va - vb) * c * s;
  }
  const n = ellipses.length;
  return ellipseOfMoments(cx / n, cy / n, cxx / n, cyy / n, cxy / n);
}

/** Points around an ellipse's outline. */
export function ellipseOutline(e: CupEllipse, count = 32): Point[] {
  const c = Math.cos(e.angle);
  const s = Math.sin(e.angle);
  return Array.from({ length: count }, (_, k) => {
    const t = (2 * Math.PI * k) / count;
    const u = e.a * Math.cos(t);
    const v = e.b * Math.sin(t);
    return { x: e.cx + u * c - v * s, y: e.cy + u * s + v * c };
  });
}
