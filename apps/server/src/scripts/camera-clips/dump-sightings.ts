/**
 * Dev aid (not part of the bench): renders scene clips once and keeps each frame's detector
 * output (every moving ball-like blob, `detectAll`), so the tracker can be replayed on them in a
 * blink (`replay-sightings.ts`).
 * DUMP_SETS=dev,dev-wide DUMP_FROM=0 DUMP_CLIPS=16 DUMP_DIR=/tmp/sight DUMP_CALIBRATION=plane (or golfer);
 * DUMP_LIST=0,22,24 dumps those clips instead of a range.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { BallObservation } from '@holeout/shared/camera/types';
import type { SetName } from './scene3d/conditions.ts';
import { type CalibrationPath, settleExposure, setUpOnLearning } from './scene3d/run-scene-clip.ts';
import { buildSceneClip } from './scene3d/scene-clip.ts';

const sets = (process.env.DUMP_SETS ?? 'dev').split(',') as SetName[];
const from = Number(process.env.DUMP_FROM ?? 0);
const count = Number(process.env.DUMP_CLIPS ?? 16);
const dir = process.env.DUMP_DIR ?? '/tmp/sight';
const path = (process.env.DUMP_CALIBRATION ?? 'plane') as CalibrationPath;
mkdirSync(dir, { recursive: true });
for (const set of sets) {
  const list = process.env.DUMP_LIST?.split(',').map(Number) ?? Array.from({ length: count }, (_, k) => from + k);
  for (const i of list) {
    const clip = buildSceneClip(set, i);
    const frames: { t: number; balls: BallObservation[]; truth: number[][] }[] = [];
    const started = performance.now();
    // The picture the setup settles on: darker where the mat shows burnt white (`runSceneClip`).
    const { darker } = await settleExposure(clip, path, 'control');
    const stream = clip.frames(-darker)[Symbol.asyncIterator]();
    const { calibration, detector } = await setUpOnLearning(clip, stream, path);
    let k = clip.learnFrames;
    for (let next = await stream.next(); !next.done; next = await stream.next()) {
      const frame = next.value;
      const t = clip.times[k++];
      const balls = detector.detectAll(frame);
      const truth = clip.story.balls
        .map((b, j) => {
          const p = b.path.at(t);
          return p ? [j, Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10] : null;
        })
        .filter((x): x is number[] => x !== null);
      frames.push({ t, balls, truth });
    }
    const out = {
      name: clip.name,
      variation: clip.variation,
      tilt: clip.tiltDegrees,
      codec: clip.conditions.codec,
      layout: clip.conditions.layout,
      calibration,
      truth: clip.truth,
      strikes: clip.story.strikes,
      darker,
      frames,
    };
    writeFileSync(`${dir}/${set}-${i}.json`, JSON.stringify(out));
    console.log(
      `${clip.name} ${frames.length} frames, ${darker} stops darker, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}
