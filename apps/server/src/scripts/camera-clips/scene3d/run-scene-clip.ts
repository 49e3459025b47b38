/**
 * Runs a scene clip through the setup's calibration and then the detector and tracker the
 * browser's worker runs: `legacy` is the older setup (a cup circle snapped with `snapCup`, the
 * direction dial, four region polygons dragged onto the mat), `plane` the mat-plane setup
 * (corners of the ramp and catch area and a tap on the cup, `calibrateMat`).
 */
import { calibrateMat } from '@holeout/shared/camera/calibrate-mat';
import { BallDetector } from '@holeout/shared/camera/detector';
import { snapCup } from '@holeout/shared/camera/snap-cup';
import { PuttTracker } from '@holeout/shared/camera/tracker';
import type { Calibration, Frame } from '@holeout/shared/camera/types';
import type { Putt } from '@holeout/shared/putt-log';
import type { SceneClip } from './scene-clip.ts';

export type CalibrationPath = 'legacy' | 'plane';

export interface SceneRun {
  putts: Putt[];
  calibration: Calibration;
  frames: number;
  processingMs: number;
  cpuMs: number;
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
  let i = 0;
  for await (const frame of clip.frames()) {
    const t = clip.times[i++];
    if (!calibration) {
      calibration = calibrate(clip, frame, path);
      detector = new BallDetector(calibration);
      tracker = new PuttTracker(calibration);
    }
    if (i <= clip.learnFrames) {
      detector!.learnBackground(frame);
      continue;
    }
    const started = performance.now();
    const cpu = process.cpuUsage();
    const events = tracker!.feed(t, detector!.detect(frame));
    processingMs += performance.now() - started;
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
    for (const event of events) if (event.type === 'putt') putts.push(event.putt);
  }
  return { putts, calibration: calibration!, frames: i - clip.learnFrames, processingMs, cpuMs };
}
