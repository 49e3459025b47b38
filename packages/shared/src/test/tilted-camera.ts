import type { Point } from '../camera/types.ts';

/**
 * A pinhole camera 100 cm above the mat and 150 cm behind the cup, tilted 30° down (640×480, focal
 * length 600 px): where a point of the mat (cm, the cup at the origin) appears, in pixels.
 */
export function tiltedCameraImage(q: Point): Point {
  const tilt = Math.PI / 6;
  const vy = q.y - 150;
  const depth = -vy * Math.cos(tilt) + 100 * Math.sin(tilt);
  const down = vy * Math.sin(tilt) + 100 * Math.cos(tilt);
  return { x: 320 + (600 * q.x) / depth, y: 240 + (600 * (down - 10)) / depth };
}
