import { calibrateMat, findCupEllipse } from '../../packages/shared/src/camera/calibrate-mat.ts';
import { applyHomography } from '../../packages/shared/src/camera/plane.ts';
import { buildSceneClip } from './src/scripts/camera-clips/scene3d/scene-clip.ts';
async function main() {
  for (const set of ['dev', 'held-out'] as const)
    for (let i = 0; i < 8; i++) {
      const clip = buildSceneClip(set, i, { putts: 0 });
      const gen = clip.frames();
      const first = (await gen.next()).value!;
      await gen.return(undefined);
      const cal = calibrateMat(first, clip.marks);
      const L = clip.conditions.layout;
      const e = findCupEllipse(first, clip.marks.cup, 40);
      const foot = cal.plane!.regions.ramp[2];
      const cupImg = applyHomography(cal.plane!.toImage, { x: 0, y: 0 });
      console.log(clip.name, `tilt ${clip.tiltDegrees.toFixed(0)}`, `W ${L.width.toFixed(1)} vs ${(cal.plane!.regions.ramp[1].x - cal.plane!.regions.ramp[0].x).toFixed(1)}`, `foot ${L.rampLength.toFixed(1)} vs ${foot.y.toFixed(1)}`, `cup px ${clip.marks.cup.x.toFixed(1)},${clip.marks.cup.y.toFixed(1)} vs ${cupImg.x.toFixed(1)},${cupImg.y.toFixed(1)}`, e ? `ell a ${e.a.toFixed(1)} b ${e.b.toFixed(1)}` : 'no ellipse', `legacy r ${clip.legacy.cup.r.toFixed(1)}`);
    }
}
main();
