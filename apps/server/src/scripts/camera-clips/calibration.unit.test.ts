import { findCupEllipse } from '@holeout/shared/camera/calibrate-mat';
import { describe, expect, it } from 'vitest';
import { Renderer } from './scene3d/render.ts';
import { buildSceneClip } from './scene3d/scene-clip.ts';
import { trueCupOutline } from './true-cup.ts';

describe('the cup outline on a rendered dev frame', () => {
  it('comes out the size of the true rim, not the blurred dark patch inside the liner', () => {
    // dev clip 9: 30° tilt, a cup about 12 × 5 pixels, raw frames (no codec on the empty mat).
    const clip = buildSceneClip('dev', 8, { putts: 1 });
    const { lens, rim: truth } = trueCupOutline(clip);
    const frame = new Renderer(clip.conditions, lens, clip.story).frame(0);
    const found = findCupEllipse(frame, clip.marks.cup, 40)!;
    expect(found).not.toBeNull();
    expect(Math.abs(found.a / truth.a - 1)).toBeLessThan(0.03);
    expect(Math.abs(found.b / truth.b - 1)).toBeLessThan(0.04);
    // Shake may move the picture by a pixel.
    expect(Math.hypot(found.cx - truth.cx, found.cy - truth.cy)).toBeLessThan(1.6);
  });
});
