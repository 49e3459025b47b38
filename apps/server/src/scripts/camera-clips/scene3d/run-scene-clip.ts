/**
 * Runs a scene clip through the setup's calibration and then the detector and tracker the
 * browser's worker runs: `legacy` is the older setup (a cup circle snapped with `snapCup`, the
 * direction dial, four region polygons dragged onto the mat), `plane` the mat-plane setup
 * (corners of the ramp and catch area and a tap on the cup, `calibrateMat`) with the handles on
 * the true corners, `found` the same setup where the golfer accepts the first guess (`findMat`,
 * decision 063) without touching a handle — the default handles when nothing was found.
 */
import { calibrateMat, type MatMarks } from '@holeout/shared/camera/calibrate-mat';
import { BallDetector } from '@holeout/shared/camera/detector';
import { findMat } from '@holeout/shared/camera/find-mat';
import { snapCup } from '@holeout/shared/camera/snap-cup';
import { PuttTracker } from '@holeout/shared/camera/tracker';
import type { Calibration, Frame } from '@holeout/shared/camera/types';
import type { Putt } from '@holeout/shared/putt-log';
import type { SceneClip } from './scene-clip.ts';

export type CalibrationPath = 'legacy' | 'plane' | 'found';

/** The setup's default handles (as `initialMarks` in the web's calibration-state.ts). */
function defaultMarks(width: number, height: number): MatMarks {
  const at = (x: number, y: number) => ({ x: Math.round(width * x), y: Math.round(height * y) });
  return { corners: [at(0.3, 0.85), at(0.7, 0.85), at(0.6, 0.15), at(0.4, 0.15)], cup: at(0.5, 0.25) };
}

/** The marks the golfer accepts on the `found` path: the first guess, or the default handles. */
export function foundMarks(first: Frame): { marks: MatMarks; found: boolean } {
  const guess = findMat(first);
  return guess ? { marks: guess.marks, found: true } : { marks: defaultMarks(first.width, first.height), found: false };
}

export interface SceneRun {
  putts: Putt[];
  calibration: Calibration;
  frames: number;
  processingMs: number;
  cpuMs: number;
  /** On the `found` path: the handles accepted, and whether they were a guess (not the defaults). */
  accepted?: { marks: MatMarks; found: boolean };
}

export function calibrate(clip: SceneClip, first: Frame, path: CalibrationPath): Calibration {
  const { legacy } = clip;
  if (path === 'legacy') {
    return {
      width: first.width,
      height: first.height,
      cup: snapCup(first, legacy.cup),
      direction: legacy.direction,
      mat: legacy.mat,
      ramp: legacy.ramp,
      catchArea: legacy.catchArea,
      returnTrack: legacy.returnTrack,
    };
  }
  return calibrateMat(first, clip.marks);
}

export async function runSceneClip(clip: SceneClip, path: CalibrationPath): Promise<SceneRun> {
  let detector: BallDetector | null = null;
  let tracker: PuttTracker | null = null;
  let calibration: Calibration | null = null;
  const putts: Putt[] = [];
  let processingMs = 0;
  let cpuMs = 0;
  let accepted: SceneRun['accepted'];
  let i = 0;
  for await (const frame of clip.frames()) {
    const t = clip.times[i++];
    if (!calibration) {
      accepted = path === 'found' ? foundMarks(frame) : undefined;
      calibration = accepted ? calibrateMat(frame, accepted.marks) : calibrate(clip, frame, path);
      detector = new BallDetector(calibration);
      tracker = new PuttTracker(calibration);
    }
    if (i <= clip.learnFrames) {
      detector!.learnBackground(frame);
      continue;
    }
    const started = performance.now();
    const cpu = process.cpuUsage();
    const events = tracker!.feedAll(t, detector!.detectAll(frame));
    processingMs += performance.now() - started;
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
    for (const event of events) if (event.type === 'putt') putts.push(event.putt);
  }
  return { putts, calibration: calibration!, frames: i - clip.learnFrames, processingMs, cpuMs, accepted };
}
