/**
 * Pure helpers on a ball's path for the putt tracker (decision 061, round three): which way a
 * step goes along the putt and whether a ball last seen rolling was heading into the cup.
 * Points are in region units (mat centimetres with a plane).
 */
import type { CupCircle, Point } from './types.ts';

/** Region units from `from` to `to` along the putt direction `direction` (golfer → cup), back towards the golfer. */
export function backAlongPutt(direction: number, from: Point, to: Point): number {
  return -((to.x - from.x) * Math.cos(direction) + (to.y - from.y) * Math.sin(direction));
}

/**
 * The ball seen at `from` and then at `to`, rolling on in a straight line, meets the rim of
 * `cup` within `reach` region units beyond `to` (or is over the cup already).
 */
export function headingIntoCup(cup: CupCircle, from: Point, to: Point, reach: number): boolean {
  const fx = to.x - cup.cx;
  const fy = to.y - cup.cy;
  if (fx * fx + fy * fy <= cup.r * cup.r) return true;
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  if (len === 0) return false;
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  // Distance along the ray to the point nearest the centre, and the half chord there.
  const along = -(fx * ux + fy * uy);
  const miss2 = fx * fx + fy * fy - along * along;
  if (along <= 0 || miss2 > cup.r * cup.r) return false;
  return along - Math.sqrt(cup.r * cup.r - miss2) <= reach;
}
