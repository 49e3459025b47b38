import { ellipseOfPolygon, findCupEllipse } from '@holeout/shared/camera/calibrate-mat';
import { describe, expect, it } from 'vitest';
import { Lens } from './scene3d/lens.ts';
import { CUP_RADIUS } from './scene3d/physics.ts';
import { Renderer } from './scene3d/render.ts';
import { buildSceneClip } from './scene3d/scene-clip.ts';

describe('the cup outline on a rendered dev frame', () => {
  it('comes out the size of the true rim, not the blurred dark patch inside the liner', () => {
    // dev clip 9: 30° tilt, a cup about 12 × 5 pixels, raw frames (no codec on the empty mat).
    const clip = buildSceneClip('dev', 8, { putts: 1 });
    const lens = new Lens(clip.conditions.pose);
    const frame = new Renderer(clip.conditions, lens, clip.story).frame(0);
    const rim = Array.from({ length: 96 }, (_, k) => {
      const t = (2 * Math.PI * k) / 96;
      return lens.projectGround(CUP_RADIUS * Math.cos(t), CUP_RADIUS * Math.sin(t))!;
    });
    const truth = ellipseOfPolygon(rim);
    const found = findCupEllipse(frame, clip.marks.cup, 40)!;
    expect(found).not.toBeNull();
    expect(Math.abs(found.a / truth.a - 1)).toBeLessThan(0.03);
    expect(Math.abs(found.b / truth.b - 1)).toBeLessThan(0.04);
    // Shake may move the picture by a pixel.
    expect(Math.hypot(found.cx - truth.cx, found.cy - truth.cy)).toBeLessThan(1.6);
  });
});
