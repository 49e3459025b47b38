/**
 * Runs a clip through the same detector and tracker the browser uses: the first `learnFrames`
 * frames teach the background, every later frame is detected and fed to the tracker at its media
 * time. Answers the putts the tracker logged and the time spent in detection and tracking.
 */
import { BallDetector } from '@holeout/shared/camera/detector';
import { PuttTracker } from '@holeout/shared/camera/tracker';
import type { Putt } from '@holeout/shared/putt-log';
import type { Clip } from './clips.ts';

export interface ClipRun {
  putts: Putt[];
  /** Frames detected and tracked (the learning frames not included). */
  frames: number;
  /** Milliseconds spent in `detect` and `feed` (rendering not included): wall clock… */
  processingMs: number;
  /** …and this process's CPU time, which other processes on the machine barely move. */
  cpuMs: number;
}

export function runClip(clip: Clip): ClipRun {
  const detector = new BallDetector(clip.calibration);
  const tracker = new PuttTracker(clip.calibration);
  const putts: Putt[] = [];
  let processingMs = 0;
  let cpuMs = 0;
  for (let i = 0; i < clip.frameCount; i++) {
    const frame = clip.frame(i);
    if (i < clip.learnFrames) {
      detector.learnBackground(frame);
      continue;
    }
    const started = performance.now();
    const cpu = process.cpuUsage();
    const events = tracker.feedAll(i / clip.fps, detector.detectAll(frame));
    processingMs += performance.now() - started;
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
    for (const event of events) if (event.type === 'putt') putts.push(event.putt);
  }
  // The clip's end is where the golfer taps Finish (decision 067).
  for (const event of tracker.settle()) if (event.type === 'putt') putts.push(event.putt);
  return { putts, frames: clip.frameCount - clip.learnFrames, processingMs, cpuMs };
}
