import type { Point } from '../camera/types.ts';

export interface PinholeView {
  /** Degrees below the horizon the camera looks. */
  tilt: number;
  /** Degrees the camera is turned from looking straight along the mat towards −y (0: square on). */
  yaw?: number;
  /** Degrees the camera is rolled about its axis. */
  roll?: number;
  /** Horizontal field of view, degrees (65 unless said). */
  hfov?: number;
  /** Distance from the camera to the mat point it looks at, cm (150 unless said). */
  distance?: number;
  /** The mat point it looks at (the origin unless said). */
  target?: Point;
}

/**
 * A pinhole camera with square pixels and its lens centre at the picture's centre (640 × 480),
 * looking at the mat plane: where a mat point (cm) appears, in pixels.
 */
export function pinholeView(view: PinholeView): (q: Point) => Point {
  const rad = (d: number) => (d * Math.PI) / 180;
  const [t, yaw, roll] = [rad(view.tilt), rad(view.yaw ?? 0), rad(view.roll ?? 0)];
  const f = 320 / Math.tan(rad(view.hfov ?? 65) / 2);
  const distance = view.distance ?? 150;
  const target = view.target ?? { x: 0, y: 0 };
  type V = { x: number; y: number; z: number };
  const fwd: V = { x: Math.sin(yaw) * Math.cos(t), y: -Math.cos(yaw) * Math.cos(t), z: -Math.sin(t) };
  const cam: V = { x: target.x - distance * fwd.x, y: target.y - distance * fwd.y, z: -distance * fwd.z };
  const dot = (a: V, b: V) => a.x * b.x + a.y * b.y + a.z * b.z;
  const r0: V = { x: Math.cos(yaw), y: Math.sin(yaw), z: 0 };
  const d0: V = { x: fwd.y * r0.z - fwd.z * r0.y, y: fwd.z * r0.x - fwd.x * r0.z, z: fwd.x * r0.y - fwd.y * r0.x };
  const [c, s] = [Math.cos(roll), Math.sin(roll)];
  const right: V = { x: r0.x * c + d0.x * s, y: r0.y * c + d0.y * s, z: r0.z * c + d0.z * s };
  const down: V = { x: d0.x * c - r0.x * s, y: d0.y * c - r0.y * s, z: d0.z * c - r0.z * s };
  return (q) => {
    const v = { x: q.x - cam.x, y: q.y - cam.y, z: -cam.z };
    const z = dot(v, fwd);
    return { x: 320 + (f * dot(v, right)) / z, y: 240 + (f * dot(v, down)) / z };
  };
}
