/**
 * The frame loop: every new video frame, while the worker is free, is cropped around the regions
 * and sent to it — to learn the empty mat, or to track at its media time. Replies come back as
 * the worker's learning state and the tracker's events; busy frames are dropped, never queued.
 */
import type { Putt } from '@holeout/shared/putt-log';
import { useCallback, useEffect, useRef } from 'react';
import { type CropRect, cropCalibration } from './calibration.ts';
import type { Calibration, Frame, Point } from './camera-api.ts';
import type { DetectionWorker, WorkerReply } from './worker-protocol.ts';

/**
 * Seconds of empty-mat frames the background is learned from — at least: a slow phone learns on
 * until the worker has the frames it needs (its replies say what share of them it has).
 */
export const LEARN_SECONDS = 2;

/** How long Finish waits for the worker to log the putt still followed (ms): a stopped worker never answers. */
export const SETTLE_WAIT_MS = 1000;

/** What the loop does with frames now. */
export type DetectionMode = 'idle' | 'learn' | 'track';

export interface DetectionCallbacks {
  /** Learning progress, 0..1 (1 once the detector is ready). */
  onLearned: (progress: number) => void;
  /** The share of the mat and ramp the last learned frame showed burnt white, 0..1 (`burntShare`). */
  onBurnt: (share: number) => void;
  /** A putt, `t` in seconds since tracking (re)started. */
  onPutt: (putt: Putt) => void;
  /** The ball's place in frame pixels, null when none is seen. */
  onBall: (at: Point | null) => void;
  onDrift: (share: number) => void;
  onFailed: (message: string) => void;
}

/** Where frames come from: the video's frame clock and a reader of its pixels (fakes in tests). */
export interface FrameSource {
  onFrames: (video: HTMLVideoElement, onFrame: (mediaTime: number) => void) => () => void;
  grab: (video: HTMLVideoElement, rect?: CropRect) => Frame | null;
}

/**
 * Runs detection on `video` with `calibration` in `mode`. A new calibration, or a new `lesson`
 * (the picture was made darker, the golfer shaded the mat), reconfigures the worker: the
 * background is learned again. Entering 'track' restarts the tracker at t = 0. Callbacks may
 * change on every render. Answers `settle`: the golfer finishes, so the putt the tracker still
 * follows is logged (through `onPutt`) before `done` runs (decision 067).
 */
export function useDetection({
  worker,
  video,
  calibration,
  mode,
  frames,
  callbacks,
  lesson = 0,
}: {
  worker: DetectionWorker | null;
  video: HTMLVideoElement | null;
  calibration: Calibration | null;
  mode: DetectionMode;
  frames: FrameSource;
  callbacks: DetectionCallbacks;
  /** Counts the times the mat is to be learned afresh with the same calibration. */
  lesson?: number;
}): (done: () => void) => void {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const tracking = useRef(false);
  tracking.current = mode === 'track';
  /** What runs once the worker logged the putt it still followed (`settle`). */
  const finishing = useRef<(() => void) | null>(null);
  const finished = useCallback(() => {
    const done = finishing.current;
    finishing.current = null;
    done?.();
  }, []);
  const crop = useRef<CropRect | null>(null);
  const busy = useRef(false);
  /** The share of the frames it needs that the worker has learned (0 for a new calibration). */
  const learnedShare = useRef(0);
  const startedAt = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new lesson learns the mat afresh.
  useEffect(() => {
    if (!worker || !calibration) return;
    const cropped = cropCalibration(calibration);
    crop.current = cropped.crop;
    busy.current = false;
    learnedShare.current = 0;
    worker.postMessage({ type: 'configure', calibration: cropped.calibration });
  }, [worker, calibration, lesson]);

  useEffect(() => {
    if (!worker) return;
    const onMessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      // The setup's guess of the mat is answered to its asker (use-mat-guess.ts), not to this loop.
      if (reply.type === 'found-mat' || (reply.type === 'failed' && reply.request === 'find-mat')) return;
      const on = latest.current;
      // Finish's answer: the frame in flight, if any, is still the loop's.
      if (reply.type === 'settled' || (reply.type === 'failed' && reply.request === 'settle')) {
        if (reply.type === 'settled') for (const e of reply.events) if (e.type === 'putt') on.onPutt(e.putt);
        return finished();
      }
      busy.current = false;
      if (reply.type === 'failed') return on.onFailed(reply.message);
      if (reply.type === 'learned') {
        learnedShare.current = reply.share;
        return on.onBurnt(reply.burnt);
      }
      const offset = crop.current ?? { x: 0, y: 0 };
      for (const e of reply.events) {
        if (e.type === 'putt') on.onPutt(e.putt);
        else if (e.type === 'ball') on.onBall(e.at && { x: e.at.x + offset.x, y: e.at.y + offset.y });
      }
      if (reply.drift !== null) on.onDrift(reply.drift);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [worker, finished]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new lesson learns the mat afresh.
  useEffect(() => {
    if (!worker || !video || !calibration || mode === 'idle') return;
    startedAt.current = null;
    let learned = false;
    if (mode === 'track') worker.postMessage({ type: 'restart' });
    return frames.onFrames(video, (mediaTime) => {
      startedAt.current ??= mediaTime;
      const t = Math.max(0, mediaTime - startedAt.current);
      // Learned once the seconds are over and the worker has its frames, whichever comes last.
      const progress = Math.min(t / LEARN_SECONDS, learnedShare.current);
      if (mode === 'learn' && (learned || progress >= 1)) {
        if (!learned) latest.current.onLearned(1);
        learned = true;
        return;
      }
      if (busy.current || !crop.current) return;
      const frame = frames.grab(video, crop.current);
      if (!frame) return;
      busy.current = true;
      const message = mode === 'learn' ? { type: 'learn' as const, frame } : { type: 'track' as const, t, frame };
      worker.postMessage(message, [frame.data.buffer]);
      if (mode === 'learn') latest.current.onLearned(progress);
    });
  }, [worker, video, calibration, mode, frames, lesson]);

  return useCallback(
    (done: () => void) => {
      if (!worker || !tracking.current) return done();
      finishing.current = done;
      worker.postMessage({ type: 'settle' });
      setTimeout(() => finishing.current === done && finished(), SETTLE_WAIT_MS);
    },
    [worker, finished],
  );
}
