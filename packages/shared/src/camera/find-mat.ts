/**
 * A first guess of the setup's handles from a frame of the empty mat (issue 23, decision 063):
 * the cup, the mat's long edges against the floor, the catch area's back edge, and from those
 * the ramp's near edge, which on most mats is only a line on the same cloth.
 *
 * - The cup: blobs that stand out from the mat around them (a dark hole, or a light cup), each
 *   refined by `findCupEllipse`; an ellipse lying across the picture (a circle on the floor seen
 *   from behind) is a candidate, and the one whose surroundings make a mat wins.
 * - The long edges: along rows from the cup towards the phone, walking out from the mat's middle
 *   until the colour leaves the mat's (the floor, a gap before the return track); a line is
 *   fitted to each side, dropping points off it (a putter, a shoe, a ball at rest).
 * - The far edge: along columns between them, walking up from above the cup until the catch
 *   area's colour ends.
 * - The near edge has no contrast to find: it is put parallel (in the picture) to the far edge,
 *   `RAMP_GUESS_CM` from the cup on the mat's plane, whose scale the cup gives (108 mm across).
 *
 * Null when no candidate makes a mat; the golfer then starts from the default handles.
 */
import { calibrationFromMarks, type MatMarks, type TrackSide } from './calibrate-mat.ts';
import { type CupEllipse, findCupEllipse } from './cup-outline.ts';
import { findCupCandidates, type Rgb, rgbAt, smoothRgb } from './find-mat-pixels.ts';
import { applyHomography } from './plane.ts';
import type { Frame, Point } from './types.ts';

/** The ramp's length from the cup to its near edge assumed when nothing in the picture marks it, cm. */
export const RAMP_GUESS_CM = 55;
/** A colour this far (RGB distance) from the mat's is not mat: the floor, a gap, the track. */
const EDGE_DISTANCE = 30;

export interface MatGuess {
  marks: MatMarks;
  /** The cup's outline found. */
  cup: CupEllipse;
  /** 0..1: the share of the mat's edges that lay on their fitted lines, and the cup's. */
  confidence: number;
}

/** A line x = m·y + c (the long edges) or y = m·x + c (the far edge). */
interface Line {
  m: number;
  c: number;
}

/**
 * Least squares through (u, v) pairs, v = m·u + c, dropping points off the line twice; and the
 * share of all points within `tolerance(u)` pixels of it (a textured floor scatters them).
 */
function robustLine(
  points: readonly [number, number][],
  tolerance: (u: number) => number,
): { line: Line; inliers: number } | null {
  let kept = points;
  let line: Line | null = null;
  for (let round = 0; round < 3; round++) {
    if (kept.length < 8) return null;
    let su = 0;
    let sv = 0;
    let suu = 0;
    let suv = 0;
    for (const [u, v] of kept) {
      su += u;
      sv += v;
      suu += u * u;
      suv += u * v;
    }
    const n = kept.length;
    const det = n * suu - su * su;
    if (Math.abs(det) < 1e-9) return null;
    const m = (n * suv - su * sv) / det;
    line = { m, c: (sv - m * su) / n };
    const fit = line;
    const residuals = points.map(([u, v]) => Math.abs(v - fit.m * u - fit.c)).sort((a, b) => a - b);
    const limit = Math.max(2, 2.5 * residuals[Math.floor(residuals.length / 2)]);
    kept = points.filter(([u, v]) => Math.abs(v - fit.m * u - fit.c) <= limit);
  }
  if (!line) return null;
  const fit = line;
  const near = points.filter(([u, v]) => Math.abs(v - fit.m * u - fit.c) <= tolerance(u)).length;
  return { line, inliers: near / points.length };
}

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * From `from`, steps of (dx, dy) while the colour (at the nearest pixel) stays near `ref`: the
 * last mat point, null at the border.
 */
function walk(frame: Frame, from: Point, dx: number, dy: number, ref: Rgb, limit: number): Point | null {
  let x = from.x;
  let y = from.y;
  for (let k = 0; k < limit; k++) {
    const nx = x + dx;
    const ny = y + dy;
    const [px, py] = [Math.round(nx), Math.round(ny)];
    if (px < 1 || py < 1 || px > frame.width - 2 || py > frame.height - 2) return null;
    if (distance(smoothRgb(frame, px, py), ref) > EDGE_DISTANCE) return { x: x + dx / 2, y: y + dy / 2 };
    x = nx;
    y = ny;
  }
  return null;
}

function meet(long: Line, far: Line): Point {
  // x = a·y + b and y = m·x + c.
  const y = (far.m * long.c + far.c) / (1 - far.m * long.m);
  return { x: long.m * y + long.c, y };
}

/** The mat around a cup candidate: its edges and the handles, or null when they do not make a mat. */
function matAround(frame: Frame, cup: CupEllipse, rampCm: number): MatGuess | null {
  const { width, height } = frame;
  const cupTop = Math.round(cup.cy - 1.6 * Math.max(cup.b, 2));
  const cupBottom = Math.round(cup.cy + 1.6 * Math.max(cup.b, 2));
  // The long edges, row by row towards the phone.
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  let middle = Math.round(cup.cx);
  // Rows nearer the cup weigh most on where the corners are (a curved lens bends the edges).
  const rows = Math.round(0.6 * (height - 2 - cupBottom));
  const step = Math.max(2, Math.round(rows / 60));
  for (let y = cupBottom; y < cupBottom + rows; y += step) {
    const ref = smoothRgb(frame, middle, y);
    const l = walk(frame, { x: middle, y }, -1, 0, ref, width);
    const r = walk(frame, { x: middle, y }, 1, 0, ref, width);
    if (l) left.push([y, l.x]);
    if (r) right.push([y, r.x]);
    if (l && r) middle = Math.round((l.x + r.x) / 2);
  }
  // An edge point may stray by a couple of pixels and a few per cent of the mat's width there.
  const width0 = (y: number) => {
    const k = left.findIndex(([u]) => u >= y);
    const j = right.findIndex(([u]) => u >= y);
    return k >= 0 && j >= 0 ? Math.abs(right[j][1] - left[k][1]) : 0;
  };
  const l = robustLine(left, (y) => 2.5 + 0.04 * width0(y));
  const r = robustLine(right, (y) => 2.5 + 0.04 * width0(y));
  if (!l || !r) return null;
  const across = (y: number) => r.line.m * y + r.line.c - (l.line.m * y + l.line.c);
  if (across(cup.cy) < 4 * cup.a || across(height) < across(cup.cy)) return null;
  const x0 = l.line.m * cup.cy + l.line.c;
  const x1 = r.line.m * cup.cy + r.line.c;
  if (cup.cx < x0 || cup.cx > x1) return null;
  // The far edge: walks up the mat (along its long edges, however it lies in the picture) from
  // a line across it just beyond the cup (along the cup's long axis), so that each starts in the
  // catch area, not on the ramp beside the cup.
  const cross = Math.cos(cup.angle) >= 0 ? cup.angle : cup.angle + Math.PI;
  const lift = cup.cy - cupTop;
  const far: [number, number][] = [];
  for (let k = 1; k < 20; k++) {
    const t = k / 20;
    const u = (x0 + (x1 - x0) * t - cup.cx) / Math.cos(cross);
    const slope = l.line.m * (1 - t) + r.line.m * t;
    const start = { x: cup.cx + u * Math.cos(cross) - slope * lift, y: cup.cy + u * Math.sin(cross) - lift };
    if (start.x < 1 || start.y < 1 || start.x > width - 2 || start.y > height - 2) continue;
    const ref = smoothRgb(frame, Math.round(start.x), Math.round(start.y));
    const end = walk(frame, start, -slope, -1, ref, height);
    if (end) far.push([end.x, end.y]);
  }
  const f = robustLine(far, () => 2.5 + 0.04 * (x1 - x0));
  if (!f || Math.abs(f.line.m) > 0.6) return null;
  const fl = meet(l.line, f.line);
  const fr = meet(r.line, f.line);
  // A provisional near edge parallel to the far one, half way down the picture below the cup.
  const yn = (cup.cy + height) / 2;
  const nl = meet(l.line, { m: f.line.m, c: yn - f.line.m * (l.line.m * yn + l.line.c) });
  const nr = meet(r.line, { m: f.line.m, c: yn - f.line.m * (l.line.m * yn + l.line.c) });
  const cupAt = { x: cup.cx, y: cup.cy };
  let plane: ReturnType<typeof calibrationFromMarks>['plane'];
  try {
    plane = calibrationFromMarks(width, height, { corners: [nl, nr, fr, fl], cup: cupAt }, cup).plane;
  } catch {
    return null;
  }
  if (!plane) return null;
  const { ramp, catchArea } = plane.regions;
  const matWidth = ramp[1].x - ramp[0].x;
  const catchDepth = -(catchArea[0].y + 10);
  if (matWidth < 25 || matWidth > 100 || catchDepth < 8 || catchDepth > 50) return null;
  const near = [applyHomography(plane.toImage, { x: ramp[0].x, y: rampCm })];
  near.push(applyHomography(plane.toImage, { x: ramp[1].x, y: rampCm }));
  const confidence = Math.min(l.inliers, r.inliers, f.inliers);
  return {
    marks: { corners: [near[0], near[1], fr, fl], cup: cupAt, trackSide: trackSideOf(frame, l.line, r.line, f.line) },
    cup,
    confidence,
  };
}

/**
 * The return track's side: the side whose strip just beyond the mat's edge differs more from the
 * floor seen beyond the catch area (right when neither does).
 */
function trackSideOf(frame: Frame, l: Line, r: Line, f: Line): TrackSide {
  const yFar = (x: number) => f.m * x + f.c;
  const xl = l.m * frame.height + l.c;
  const xr = r.m * frame.height + r.c;
  const reach = Math.max(3, 0.08 * (xr - xl));
  const top = Math.round(yFar((xl + xr) / 2) - reach);
  if (top < 1) return 'right';
  const floor = rgbAt(frame, Math.round((xl + xr) / 2), top);
  const sides = [l, r].map((line, k) => {
    let sum = 0;
    let n = 0;
    for (let y = Math.round(yFar(line.m * top + line.c) + 2 * reach); y < frame.height - 1; y += 8) {
      const x = Math.round(line.m * y + line.c + (k === 0 ? -reach : reach));
      if (x < 1 || x > frame.width - 2) continue;
      sum += distance(smoothRgb(frame, x, y), floor);
      n++;
    }
    return n > 0 ? sum / n : 0;
  });
  return sides[0] > sides[1] + EDGE_DISTANCE / 2 ? 'left' : 'right';
}

/**
 * The handles' first guess from a frame of the empty mat, or null when no mat is found in it;
 * `rampCm`: the ramp's length assumed (from the cup to its near edge).
 */
export function findMat(frame: Frame, rampCm = RAMP_GUESS_CM): MatGuess | null {
  let best: MatGuess | null = null;
  for (const candidate of findCupCandidates(frame)) {
    // The outline around it, or the blob's own ellipse when none is found (a grey cup whose white
    // liner stands out more than its inside, a white cup on a light mat).
    const outline = findCupEllipse(frame, candidate, Math.max(12, Math.min(120, 3 * candidate.r)));
    const cup =
      outline && Math.hypot(outline.cx - candidate.x, outline.cy - candidate.y) < candidate.r
        ? outline
        : candidate.ellipse;
    // A circle on the floor seen from behind lies across the picture; no wider than 8 of its heights.
    if (cup.a < 2 || cup.a > 8 * cup.b) continue;
    const lying = Math.abs(Math.cos(cup.angle)) > Math.cos((35 * Math.PI) / 180);
    if (!lying && cup.a > 1.15 * cup.b) continue;
    const around = matAround(frame, cup, rampCm);
    // A blob whose outline was found is likelier the cup than one whose was not (a ball, a mark).
    const guess = around && (cup === outline ? around : { ...around, confidence: 0.85 * around.confidence });
    if (guess && (!best || guess.confidence > best.confidence)) best = guess;
  }
  return best && best.confidence >= 0.5 ? best : null;
}
