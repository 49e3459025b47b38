/**
 * How well the four corners alone give the ramp and catch area's proportions (decision 061, round
 * five; `cornerAspect`): per clip of a tuning set (MEASURE_SET, dev unless said), the proportions
 * the corners give against the true length / width, the range they allow, and the focal length
 * found against the true one. Prints figures; never a test. Refuses the held-out set.
 *
 * `MEASURE_SET=dev-wide-3 [MARKS=golfer] npx tsx src/scripts/camera-clips/measure-corner-aspect.ts [clips]`
 */
import { cornerAspect } from '@holeout/shared/camera/corner-aspect';
import type { SetName } from './scene3d/conditions.ts';
import { golferMarks } from './scene3d/run-scene-clip.ts';
import { buildSceneClip } from './scene3d/scene-clip.ts';

const clips = Number(process.argv[2] ?? 16);
const set = (process.env.MEASURE_SET ?? 'dev') as SetName;
if (set === 'held-out') throw new Error('the held-out set is not measured');
const tolerance = process.env.TOLERANCE ? Number(process.env.TOLERANCE) : undefined;
// MARKS=golfer: the handles where a golfer's thumb leaves them (a few pixels off), as the bench's `golfer` path.
const golfer = process.env.MARKS === 'golfer';
const errors: number[] = [];
const inRange: boolean[] = [];
const widths: number[] = [];
const trueAngles: number[] = [];
for (let i = 0; i < clips; i++) {
  const clip = buildSceneClip(set, i, { putts: 1 });
  const L = clip.conditions.layout;
  const truth = (L.rampLength + L.catchDepth) / L.width;
  const { pose } = clip.conditions;
  const trueFocal = 1 / Math.tan(pose.hfov / 2);
  const corners = golfer ? golferMarks(clip).corners : clip.marks.corners;
  const found = cornerAspect(
    corners,
    pose.width,
    pose.height,
    tolerance,
    undefined,
    process.env.HANDLE ? Number(process.env.HANDLE) : undefined,
  );
  if (!found) {
    console.log(`${clip.name.padEnd(24)} none`);
    continue;
  }
  const atTrue = cornerAspect(corners, pose.width, pose.height, 90, [trueFocal, trueFocal]);
  trueAngles.push(atTrue?.angleError ?? 0);
  const err = (found.aspect - truth) / truth;
  errors.push(err);
  const ok = found.low <= truth * 1.0 && truth <= found.high;
  inRange.push(ok);
  widths.push((found.high - found.low) / found.aspect);
  console.log(
    `${clip.name.padEnd(24)} tilt ${clip.tiltDegrees.toFixed(0).padStart(2)}° k1 ${pose.k1.toFixed(2).padStart(5)} roll ${((pose.roll * 180) / Math.PI).toFixed(1).padStart(4)} side ${pose.position.x.toFixed(0).padStart(3)} ` +
      `true ${truth.toFixed(3)} found ${found.aspect.toFixed(3)} (${(100 * err).toFixed(1).padStart(6)} %) range ${found.low.toFixed(3)}–${found.high.toFixed(3)} ${ok ? 'in ' : 'OUT'} ` +
      `f ${found.focal.toFixed(2)} (true ${trueFocal.toFixed(2)}) angle at true f ${(atTrue?.angleError ?? 0).toFixed(2)}°`,
  );
}
const abs = errors.map(Math.abs).sort((a, b) => a - b);
const q = (p: number) => abs[Math.min(abs.length - 1, Math.floor(p * abs.length))];
const mean = abs.reduce((s, x) => s + x, 0) / abs.length;
const sortedWidths = [...widths].sort((a, b) => a - b);
console.log(
  `${set}: aspect |error| mean ${(100 * mean).toFixed(1)} %, median ${(100 * q(0.5)).toFixed(1)} %, 90th ${(100 * q(0.9)).toFixed(1)} %, worst ${(100 * abs[abs.length - 1]).toFixed(1)} %; ` +
    `truth within range ${inRange.filter(Boolean).length}/${inRange.length}; range width median ${(100 * sortedWidths[sortedWidths.length >> 1]).toFixed(1)} %; angle at the true f: ${[
      ...trueAngles,
    ]
      .sort((a, b) => a - b)
      .map((a) => a.toFixed(2))
      .join(' ')}`,
);
