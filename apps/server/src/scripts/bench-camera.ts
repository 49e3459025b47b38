/**
 * `npm run bench:camera` (also the last part of `npm run bench`), issue 23: renders the scene
 * model's clip sets (`camera-clips/scene3d/`: a phone on a stand in perspective, a ball under
 * physics, the phone's image pipeline and compression, occluders), calibrates each clip the way
 * the setup does (the golfer's handles on the true corners) and runs it through the detector and
 * tracker the browser's worker runs; a clip's end is where the golfer taps Finish, which logs the
 * putt still followed (decision 067). Prints per variation, codec and camera tilt, per set: make/
 * miss, zone and miss-kind accuracy, missed and false putts, frames per second (detection and
 * tracking only, one thread; by the clock and per CPU second). Prints figures; never a test.
 *
 * BENCH_CAMERA_SETS=held-out,dev   the sets, in order (default held-out then dev; also dev-wide, dev-wide-2 … dev-wide-14)
 * BENCH_CAMERA_CLIPS=16            clips per set
 * BENCH_CAMERA_FROM=0              index of the first clip (more dev clips for a check: FROM=16)
 * BENCH_CAMERA_VARIATIONS=tray,…  only the clips of these variations (while iterating on the dev set)
 * BENCH_CAMERA_CALIBRATION=plane   `plane` (the setup's mat-plane calibration, handles on the true
 *                                  corners), `golfer` (each handle a few pixels off, as a thumb
 *                                  leaves it), `found` (the golfer accepts the setup's first guess,
 *                                  decision 063; also prints how far the guess is from the truth) or `legacy`
 * BENCH_CAMERA_EXPOSURE=control    `control`: the phone lets the app darken its picture on a mat
 *                                  burnt white (Chrome on Android), as the camera mode does; `none`:
 *                                  it does not (an iPhone, a desktop camera) and the golfer is told.
 *                                  Rows "exposure …" count the clips the setup found clear, darkened
 *                                  or still burnt.
 * Rows "ball at the cup …" split the clips by the ball's width at the cup in the calibrated picture:
 * under `SMALL_BALL_PX` the setup tells the golfer to bring the phone closer (decision 066).
 */
import { loadavg } from 'node:os';
import { ballTooSmall, ballWidthAtCup } from '@holeout/shared/camera/ball-size';
import { GuessErrors } from './camera-clips/guess-errors.ts';
import { type SetName, VARIATIONS } from './camera-clips/scene3d/conditions.ts';
import { type CalibrationPath, type ExposureControl, runSceneClip } from './camera-clips/scene3d/run-scene-clip.ts';
import { buildSceneClip } from './camera-clips/scene3d/scene-clip.ts';
import {
  add,
  emptyTally,
  falsePer100,
  missKindAccuracy,
  printTable,
  resultAccuracy,
  score,
  TABLE_HEADER,
  type Tally,
  tallyRow,
  zoneAccuracy,
} from './camera-clips/score.ts';

const GOALS = { result: 0.97, zone: 0.9, missKind: 0.85, falsePer100: 1, fps: 30 };

const sets = (process.env.BENCH_CAMERA_SETS ?? 'held-out,dev').split(',') as SetName[];
const clipsPerSet = Number(process.env.BENCH_CAMERA_CLIPS ?? 16);
const firstClip = Number(process.env.BENCH_CAMERA_FROM ?? 0);
const only = process.env.BENCH_CAMERA_VARIATIONS?.split(',');
const path = (process.env.BENCH_CAMERA_CALIBRATION ?? 'plane') as CalibrationPath;
const exposure = (process.env.BENCH_CAMERA_EXPOSURE ?? 'control') as ExposureControl;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

console.log(
  `camera bench: ${sets.join(', ')} × ${clipsPerSet} clips, 640×480, calibration: ${path}, exposure: ${exposure}`,
);
console.log(`load average at start: ${load()}`);
for (const set of sets) {
  const groups = new Map<string, Tally>();
  const total = emptyTally();
  const guesses = new GuessErrors();
  const tallyOf = (key: string) => {
    const t = groups.get(key) ?? emptyTally();
    groups.set(key, t);
    return t;
  };
  for (let i = firstClip; i < firstClip + clipsPerSet; i++) {
    if (only && !only.includes(VARIATIONS[i % VARIATIONS.length])) continue;
    const clip = buildSceneClip(set, i);
    const run = await runSceneClip(clip, path, exposure);
    const one = emptyTally();
    score(one, clip.truth, run.putts);
    one.frames = run.frames;
    one.ms = run.processingMs;
    one.cpuMs = run.cpuMs;
    const tilt = clip.tiltDegrees < 25 ? 'tilt < 25°' : clip.tiltDegrees < 40 ? 'tilt 25–40°' : 'tilt ≥ 40°';
    const seen = run.burnt ? 'exposure: burnt, told' : run.darker > 0 ? 'exposure: darkened' : 'exposure: clear';
    const size = ballTooSmall(run.calibration) ? 'ball at the cup: small, told' : 'ball at the cup: large enough';
    for (const key of [`variation ${clip.variation}`, `codec ${clip.conditions.codec}`, tilt, seen, size])
      add(tallyOf(key), one);
    add(total, one);
    if (run.accepted) guesses.add(clip, run.accepted);
    if (process.env.BENCH_CAMERA_VERBOSE) {
      const brief = (p: (typeof run.putts)[number]) =>
        `${p.t.toFixed(1)}:${p.result === 'MAKE' ? `MAKE ${p.zone}` : p.miss}`;
      console.log(
        `  ${clip.name} tilt ${clip.tiltDegrees.toFixed(0)}° ${clip.conditions.codec} ${seen} ${run.darker}, ball ${ballWidthAtCup(run.calibration).toFixed(1)} px at the cup`,
      );
      console.log(`    truth  ${clip.truth.map(brief).join(', ')}`);
      console.log(`    logged ${run.putts.map(brief).join(', ')}`);
    }
  }
  console.log(`\n${set} set (${clipsPerSet} clips)`);
  const keys = [...groups.keys()].sort();
  printTable([TABLE_HEADER, ...keys.map((k) => tallyRow(k, groups.get(k)!)), tallyRow('all', total)]);
  if (path === 'found') console.log(guesses.summary());
  const fps = (1000 * total.frames) / total.ms;
  console.log(
    [
      `make/miss ${(100 * resultAccuracy(total)).toFixed(1)} % (goal ≥ 97 %): ${verdict(resultAccuracy(total) >= GOALS.result)}`,
      `zone ${(100 * zoneAccuracy(total)).toFixed(1)} % (goal ≥ 90 %): ${verdict(zoneAccuracy(total) >= GOALS.zone)}`,
      `miss kind ${(100 * missKindAccuracy(total)).toFixed(1)} % (goal ≥ 85 %): ${verdict(missKindAccuracy(total) >= GOALS.missKind)}`,
      `false putts ${falsePer100(total).toFixed(1)} per 100 (goal ≤ 1): ${verdict(falsePer100(total) <= GOALS.falsePer100)}`,
      `${fps.toFixed(0)} frames/s by the clock (goal ≥ 30): ${verdict(fps >= GOALS.fps)}`,
    ].join('\n'),
  );
}
console.log(`load average at end: ${load()}`);
