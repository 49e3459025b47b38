/**
 * The mat's plane (issue 23, decision 047): a homography from frame pixels to mat centimetres,
 * and what follows from it — where a ball touches the mat, how large a ball looks at a pixel.
 *
 * Mat coordinates: the cup's centre is the origin, x goes to the golfer's right, y towards the
 * golfer, so a putt travels towards −y. A homography is a 3×3 matrix, row-major, acting on
 * (x, y, 1); eight unknowns from four point pairs are solved by Gaussian elimination (about 30
 * lines; a matrix library would add weight to the web bundle for this one use).
 */
import type { Point } from './types.ts';

export type Homography = readonly number[];

/** Golf ball radius, cm (42.67 mm across). */
export const BALL_RADIUS_CM = 2.135;
/** Cup radius, cm (108 mm across). */
export const CUP_RADIUS_CM = 5.4;

export function applyHomography(h: Homography, p: Point): Point {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/** The homogeneous w of `p` under `h`: ≤ 0 when the point is behind the camera (for a mat → frame map). */
export function homographyW(h: Homography, p: Point): number {
  return h[6] * p.x + h[7] * p.y + h[8];
}

export function invertHomography(h: Homography): number[] {
  const [a, b, c, d, e, f, g, k, l] = h;
  const A = e * l - f * k;
  const B = -(d * l - f * g);
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) throw new Error('the four points do not span a plane');
  const m = [
    A,
    -(b * l - c * k),
    b * f - c * e,
    B,
    a * l - c * g,
    -(a * f - c * d),
    C,
    -(a * k - b * g),
    a * e - b * d,
  ];
  return m.map((v) => v / det);
}

export function composeHomography(outer: Homography, inner: Homography): number[] {
  const m: number[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      m.push(outer[r * 3] * inner[c] + outer[r * 3 + 1] * inner[3 + c] + outer[r * 3 + 2] * inner[6 + c]);
  return m;
}

/**
 * The homography taking each `from[i]` to `to[i]` (four pairs, no three points on a line). It is
 * solved with `from` moved to its centre and its last entry set to 1 there: at the picture's
 * corner pixel it may be 0 (the mat's horizon through that pixel), and no system pinned there
 * could be solved; through the middle of the points the horizon never passes.
 */
export function homographyFromPoints(from: readonly Point[], to: readonly Point[]): Homography {
  if (from.length !== 4 || to.length !== 4) throw new Error('a homography needs four point pairs');
  if (!spansPlane(from) || !spansPlane(to)) throw new Error('the four points do not span a plane');
  const mx = (from[0].x + from[1].x + from[2].x + from[3].x) / 4;
  const my = (from[0].y + from[1].y + from[2].y + from[3].y) / 4;
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const x = from[i].x - mx;
    const y = from[i].y - my;
    const { x: u, y: v } = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r][col]) > Math.abs(rows[pivot][col])) pivot = r;
    if (Math.abs(rows[pivot][col]) < 1e-12) throw new Error('the four points do not span a plane');
    [rows[col], rows[pivot]] = [rows[pivot], rows[col]];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const k = rows[r][col] / rows[col][col];
      for (let c = col; c < 9; c++) rows[r][c] -= k * rows[col][c];
    }
  }
  const centred = [...rows.map((r, i) => r[8] / r[i]), 1];
  return composeHomography(centred, [1, 0, -mx, 0, 1, -my, 0, 0, 1]);
}

/**
 * Whether four points can be a homography's corners: no three of them on a line (a triangle of
 * them flatter than a millionth of their spread squared) — a handle dragged onto another makes none.
 */
export function spansPlane(points: readonly Point[]): boolean {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const spread = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  for (let i = 0; i < points.length; i++) {
    const [a, b, c] = points.filter((_, k) => k !== i);
    const twiceArea = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    if (Math.abs(twiceArea) <= 1e-6 * spread * spread) return false;
  }
  return true;
}

/**
 * Frame pixels per mat centimetre at mat point `q`, across the putt line (x) and along it (y).
 * Seen from behind the golfer, `along / across` is the sine of the angle the view meets the mat.
 */
export function scaleAt(toImage: Homography, q: Point): { across: number; along: number } {
  const p = applyHomography(toImage, q);
  const px = applyHomography(toImage, { x: q.x + 1, y: q.y });
  const py = applyHomography(toImage, { x: q.x, y: q.y + 1 });
  return { across: Math.hypot(px.x - p.x, px.y - p.y), along: Math.hypot(py.x - p.x, py.y - p.y) };
}

/** The radius, in pixels, a ball has in the frame where it touches the mat at `q`. */
export function ballRadiusAt(toImage: Homography, q: Point): number {
  return BALL_RADIUS_CM * scaleAt(toImage, q).across;
}

/**
 * Where a ball seen centred at frame pixel `p` touches the mat, in mat cm. The centre of a ball
 * is a ball's radius above the mat, so it maps to a point beyond the ball; the contact point is
 * below the centre in the picture by the ball's radius times the cosine of the viewing angle.
 */
export function ballOnMat(toMat: Homography, toImage: Homography, p: Point): Point {
  let q = applyHomography(toMat, p);
  for (let k = 0; k < 2; k++) {
    const { across, along } = scaleAt(toImage, q);
    const sine = Math.min(1, along / Math.max(1e-6, across));
    const drop = BALL_RADIUS_CM * across * Math.sqrt(1 - sine * sine);
    q = applyHomography(toMat, { x: p.x, y: p.y + drop });
  }
  return q;
}
