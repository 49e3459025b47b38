import { findCupEllipse } from '@holeout/shared/camera/calibrate-mat';
import { findMat } from '@holeout/shared/camera/find-mat';
import type { Point } from '@holeout/shared/camera/types';
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

describe('the first guess of the handles on a rendered dev frame', () => {
  it('finds the cup and the far corners where the scene has them, the near ones on the long edges', () => {
    // The e2e stand clip: dev clip 9, 30° tilt, raw frames.
    const clip = buildSceneClip('dev', 8, { putts: 1 });
    const { lens } = trueCupOutline(clip);
    const frame = new Renderer(clip.conditions, lens, clip.story).frame(0);
    const guess = findMat(frame)!;
    expect(guess).not.toBeNull();
    const off = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);
    expect(off(guess.marks.cup, clip.marks.cup)).toBeLessThan(1.5);
    const [nl, nr, fr, fl] = guess.marks.corners;
    const [tnl, tnr, tfr, tfl] = clip.marks.corners;
    expect(off(fr, tfr)).toBeLessThan(3);
    expect(off(fl, tfl)).toBeLessThan(3);
    // The near edge is a guess (RAMP_GUESS_CM from the cup): on the mat's long edges, near the truth.
    expect(off(nl, tnl)).toBeLessThan(12);
    expect(off(nr, tnr)).toBeLessThan(12);
    expect(guess.marks.trackSide).toBe('right');
  });
});
