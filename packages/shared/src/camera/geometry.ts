/**
 * Geometry of a calibration: which region a point is in, and the cup's wedges.
 *
 * The wedges are quarter circles of the cup turned to the putt direction `d` (golfer → cup), as
 * the golfer sees them from behind the ball:
 * - TOP  — the far side of the cup (the quarter centred on `d`);
 * - LOW  — the near side, towards the golfer (centred on `d + π`);
 * - RIGHT / LEFT — the golfer's right and left hand (centred on `d + π/2` / `d − π/2` in image
 *   coordinates, where y points down: with the golfer at the bottom of the image putting up,
 *   RIGHT is the right of the image).
 * A point exactly on a diagonal belongs to TOP or LOW.
 */
import type { Zone } from '../putt-log.ts';
import type { Calibration, CupCircle, Point, Polygon, RegionSet } from './types.ts';

/** The regions the tracker tells apart; the cup wins over a region drawn under it. */
export type Region = 'cup' | 'catch' | 'return' | 'ramp' | 'mat';

/** The rectangle from (x0, y0) to (x1, y1) as a polygon. */
export function rectangle(x0: number, y0: number, x1: number, y1: number): Polygon {
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

/** Even-odd rule; a point on an edge may fall either way. */
export function pointInPolygon(polygon: Polygon, p: Point): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function inCup(cup: CupCircle, p: Point): boolean {
  return (p.x - cup.cx) ** 2 + (p.y - cup.cy) ** 2 <= cup.r * cup.r;
}

/** The wedge in the direction of `p` seen from the cup's centre, wherever `p` is. */
export function wedgeToward(cal: RegionSet, p: Point): Zone {
  const dx = p.x - cal.cup.cx;
  const dy = p.y - cal.cup.cy;
  const along = dx * Math.cos(cal.direction) + dy * Math.sin(cal.direction);
  const right = -dx * Math.sin(cal.direction) + dy * Math.cos(cal.direction);
  if (Math.abs(along) >= Math.abs(right)) return along >= 0 ? 'TOP' : 'LOW';
  return right > 0 ? 'RIGHT' : 'LEFT';
}

/** The cup wedge under `p`, or null when `p` is outside the cup. */
export function zoneAt(cal: RegionSet, p: Point): Zone | null {
  return inCup(cal.cup, p) ? wedgeToward(cal, p) : null;
}

/** The region under `p`, or null outside every region. */
export function regionAt(cal: RegionSet, p: Point): Region | null {
  if (inCup(cal.cup, p)) return 'cup';
  if (pointInPolygon(cal.catchArea, p)) return 'catch';
  if (pointInPolygon(cal.returnTrack, p)) return 'return';
  if (pointInPolygon(cal.ramp, p)) return 'ramp';
  if (pointInPolygon(cal.mat, p)) return 'mat';
  return null;
}

/**
 * Where the line from `from` through `to` first meets the rim of `cup` (the point of the line
 * nearest the centre when it misses): a ball counted in the cup a little early, or seen once
 * outside and once deep inside, still gets the wedge its path crosses the true rim in.
 */
export function rimCrossing(cup: CupCircle, from: Point, to: Point): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const a = dx * dx + dy * dy;
  if (a === 0) return to;
  const fx = from.x - cup.cx;
  const fy = from.y - cup.cy;
  const b = 2 * (fx * dx + fy * dy);
  const c = fx * fx + fy * fy - cup.r * cup.r;
  const disc = b * b - 4 * a * c;
  const s = disc < 0 ? -b / (2 * a) : (-b - Math.sqrt(disc)) / (2 * a);
  return { x: from.x + s * dx, y: from.y + s * dy };
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The smallest box holding `points`, grown by `margin`, clipped to 0…`maxX` and 0…`maxY`. */
export function boxAround(points: Iterable<Point>, margin: number, maxX: number, maxY: number): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return {
    x0: Math.max(0, Math.floor(x0 - margin)),
    y0: Math.max(0, Math.floor(y0 - margin)),
    x1: Math.min(maxX, Math.ceil(x1 + margin)),
    y1: Math.min(maxY, Math.ceil(y1 + margin)),
  };
}

/** The smallest box holding every region and the cup, grown by `margin`, clipped to the frame. */
export function calibrationBounds(cal: Calibration, margin: number): Box {
  const { cx, cy, r } = cal.cup;
  const corners = [
    { x: cx - r, y: cy - r },
    { x: cx + r, y: cy + r },
  ];
  return boxAround(
    [...corners, ...cal.mat, ...cal.ramp, ...cal.catchArea, ...cal.returnTrack],
    margin,
    cal.width,
    cal.height,
  );
}
