/**
 * A pinhole camera with radial lens distortion, looking at the mat plane (issue 23).
 *
 * Mat coordinates are centimetres: x to the golfer's right, y from the cup's centre towards the
 * golfer, z up; the mat is the plane z = 0. The camera stands behind the golfer at `position`,
 * looks at `target`, may be rolled a little on its stand; image x goes right, y down, 640×480.
 * `project` maps a 3-D point to a pixel (with distortion), `groundAt` a pixel back to the plane.
 */
import type { Point } from '@holeout/shared/camera/types';

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

export interface LensPose {
  width: number;
  height: number;
  position: Vec3;
  target: Vec3;
  /** Horizontal field of view, radians. */
  hfov: number;
  /** Rotation about the viewing axis, radians. */
  roll: number;
  /** Radial distortion: r' = r (1 + k1 r² + k2 r⁴), r in normalised image units (barrel < 0). */
  k1: number;
  k2: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});
const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a.x, a.y, a.z);
  return { x: a.x / l, y: a.y / l, z: a.z / l };
};

export class Lens {
  readonly focal: number;
  private readonly forward: Vec3;
  private readonly right: Vec3;
  private readonly down: Vec3;

  constructor(readonly pose: LensPose) {
    this.focal = pose.width / 2 / Math.tan(pose.hfov / 2);
    this.forward = norm(sub(pose.target, pose.position));
    const r0 = norm(cross({ x: 0, y: 0, z: 1 }, this.forward));
    const d0 = cross(r0, this.forward);
    const c = Math.cos(pose.roll);
    const s = Math.sin(pose.roll);
    this.right = { x: r0.x * c + d0.x * s, y: r0.y * c + d0.y * s, z: r0.z * c + d0.z * s };
    this.down = { x: d0.x * c - r0.x * s, y: d0.y * c - r0.y * s, z: d0.z * c - r0.z * s };
  }

  /** Degrees below the horizon the camera looks. */
  get tiltDegrees(): number {
    return (Math.asin(-this.forward.z) * 180) / Math.PI;
  }

  /** Distance of a 3-D point along the viewing axis (≤ 0: behind the camera). */
  depth(p: Vec3): number {
    return dot(sub(p, this.pose.position), this.forward);
  }

  private distort(a: number, b: number): number {
    const r2 = a * a + b * b;
    return 1 + this.pose.k1 * r2 + this.pose.k2 * r2 * r2;
  }

  /** The pixel of a 3-D point, or null behind the camera. */
  project(p: Vec3): Point | null {
    const v = sub(p, this.pose.position);
    const z = dot(v, this.forward);
    if (z <= 1) return null;
    const a = dot(v, this.right) / z;
    const b = dot(v, this.down) / z;
    const s = this.distort(a, b);
    return { x: this.pose.width / 2 + this.focal * a * s, y: this.pose.height / 2 + this.focal * b * s };
  }

  /** The pixel of a point on the mat. */
  projectGround(x: number, y: number): Point | null {
    return this.project({ x, y, z: 0 });
  }

  /** Pixels per centimetre across the view at a 3-D point (a sphere's image radius per cm). */
  scaleAt(p: Vec3): number {
    const z = this.depth(p);
    return z > 1 ? this.focal / z : 0;
  }

  /** The point of the mat plane seen at pixel (px, py), or null above the horizon. */
  groundAt(px: number, py: number): { x: number; y: number } | null {
    const ad = (px - this.pose.width / 2) / this.focal;
    const bd = (py - this.pose.height / 2) / this.focal;
    let a = ad;
    let b = bd;
    for (let k = 0; k < 6; k++) {
      const s = this.distort(a, b);
      a = ad / s;
      b = bd / s;
    }
    const { forward: f, right: r, down: d } = this;
    const dir = { x: f.x + r.x * a + d.x * b, y: f.y + r.y * a + d.y * b, z: f.z + r.z * a + d.z * b };
    if (dir.z >= -1e-6) return null;
    const t = -this.pose.position.z / dir.z;
    return { x: this.pose.position.x + dir.x * t, y: this.pose.position.y + dir.y * t };
  }
}
