/**
 * How well the setup's calibration finds what the scene model knows, on a tuning set's clips
 * (dev unless MEASURE_SET says; issue 23): the cup's outline found around the golfer's tap against the true projected rim
 * (semi-axes and centre, pixels and per cent), and the mat's proportions (width and length of
 * the ramp and catch area, cm) the plane derives against the true ones. Prints figures; never a test.
 * The cup is measured as the bench's setup measures it: in `CUP_FRAMES` frames of the learning
 * time, averaged (`cupFrames`); STEADY=0 measures it in the first frame only.
 *
 * `MEASURE_SET=dev-wide-3 npx tsx apps/server/src/scripts/camera-clips/measure-calibration.ts [clips]`
 */
import { loadavg } from 'node:os';
import { calibrateMatOnFrames, cupOnFrames } from '@holeout/shared/camera/calibrate-mat';
import { applyHomography } from '@holeout/shared/camera/plane';
import type { Frame } from '@holeout/shared/camera/types';
import type { SetName } from './scene3d/conditions.ts';
import { cupFrames, golferMarks } from './scene3d/run-scene-clip.ts';
import { buildSceneClip } from './scene3d/scene-clip.ts';
import { trueCupOutline } from './true-cup.ts';

const clips = Number(process.argv[2] ?? 16);
// A tuning set (MEASURE_SET=dev-wide-3); never the held-out set.
const set = (process.env.MEASURE_SET ?? 'dev') as SetName;
if (set === 'held-out') throw new Error('the held-out set is not measured');
const pct = (found: number, truth: number) => `${((100 * (found - truth)) / truth).toFixed(1).padStart(6)} %`;
const centres: number[] = [];
const errors = { a: [] as number[], b: [] as number[], width: [] as number[], length: [] as number[] };
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (let i = 0; i < clips; i++) {
  const clip = buildSceneClip(set, i, { putts: 1 });
  // The frames the setup measures the cup in (`setUpOnLearning`; STEADY=0: the first frame only).
  const first = await clip.firstFrame();
  const learning: Frame[] = [];
  if (process.env.STEADY !== '0')
    for await (const frame of clip.frames()) {
      learning.push(frame);
      if (learning.length >= clip.learnFrames) break;
    }
  const frames = learning.length > 0 ? cupFrames(learning) : [first];
  const truth = trueCupOutline(clip).rim;
  const found = cupOnFrames(frames, clip.marks);
  // MARKS=golfer: the handles where a golfer's thumb leaves them (the bench's `golfer` path).
  const marks = process.env.MARKS === 'golfer' ? golferMarks(clip) : clip.marks;
  const cal = calibrateMatOnFrames(frames, marks);
  const L = clip.conditions.layout;
  const toMat = cal.plane!.toMat;
  const [nl, nr, fr] = marks.corners.map((p) => applyHomography(toMat, p));
  const width = Math.hypot(nr.x - nl.x, nr.y - nl.y);
  const length = Math.hypot(fr.x - nr.x, fr.y - nr.y);
  const trueLength = L.rampLength + L.catchDepth;
  errors.width.push((width - L.width) / L.width);
  errors.length.push((length - trueLength) / trueLength);
  let line = `${clip.name.padEnd(22)} tilt ${clip.tiltDegrees.toFixed(0).padStart(2)}° ${clip.conditions.codec.padEnd(5)} cup ${truth.a.toFixed(1)}×${truth.b.toFixed(1)} px`;
  if (found) {
    errors.a.push((found.a - truth.a) / truth.a);
    errors.b.push((found.b - truth.b) / truth.b);
    centres.push(Math.hypot(found.cx - truth.cx, found.cy - truth.cy));
    line += ` found a ${pct(found.a, truth.a)} b ${pct(found.b, truth.b)} centre ${Math.hypot(found.cx - truth.cx, found.cy - truth.cy).toFixed(2)} px`;
  } else line += ' found none';
  console.log(`${line}  width ${pct(width, L.width)} length ${pct(length, trueLength)}`);
}
const summary = (xs: number[]) => {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  const abs = xs.reduce((s, x) => s + Math.abs(x), 0) / xs.length;
  return `mean ${(100 * mean).toFixed(1)} %, mean |error| ${(100 * abs).toFixed(1)} %, worst ${(100 * Math.max(...xs.map(Math.abs))).toFixed(1)} %`;
};
for (const [k, xs] of Object.entries(errors)) console.log(`${k.padEnd(7)} ${summary(xs)}`);
console.log(
  `centre  mean ${(centres.reduce((s, x) => s + x, 0) / centres.length).toFixed(2)} px, worst ${Math.max(...centres).toFixed(2)} px`,
);
