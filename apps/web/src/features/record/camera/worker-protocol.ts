/**
 * What the page and the detection worker say to each other. Frames travel as transferred RGBA
 * buffers; every frame is answered (with its events, often none, or the mat found in it), which is
 * how the page knows the worker is free for the next one. The frame loop (use-detection.ts) and the
 * setup's guess of the mat (use-mat-guess.ts) each keep one frame in flight and take only their
 * own answers; the guess is asked for only while the loop is idle.
 */
import type { FoundMat } from './calibration-state.ts';
import type { Calibration, Frame, TrackerEvent } from './camera-api.ts';

export type WorkerRequest =
  /** A new calibration (the cropped one): a fresh detector and tracker. */
  | { type: 'configure'; calibration: Calibration }
  /** An empty-mat frame for the background. */
  | { type: 'learn'; frame: Frame }
  /** A frame to track at media time `t` (seconds since the tracker was restarted). */
  | { type: 'track'; t: number; frame: Frame }
  /** A new recording: the tracker starts again at t = 0, the background is kept. */
  | { type: 'restart' }
  /** The golfer taps Finish: a putt still followed is logged now (decision 067). */
  | { type: 'settle' }
  /** A whole frame (not cropped) for the setup's first guess of the mat (decision 063). */
  | { type: 'find-mat'; frame: Frame };

export type WorkerReply =
  /**
   * `share`: of the empty-mat frames the detector needs before it can see a ball, 0..1; `burnt`:
   * the share of the mat and ramp the frame shows burnt white (`burntShare`), 0..1.
   */
  | { type: 'learned'; share: number; burnt: number }
  /** `drift` (0..1, share of the background that changed) is measured every few frames, else null. */
  | { type: 'tracked'; events: TrackerEvent[]; drift: number | null }
  /** The events of a `settle`: the putt still followed, if there was one. */
  | { type: 'settled'; events: TrackerEvent[] }
  /** The guess from a `find-mat` frame: the handles and their calibration, or null (no mat in it). */
  | { type: 'found-mat'; found: FoundMat | null }
  /** `request`: the type of the request that failed, so each asker knows the failure is its own. */
  | { type: 'failed'; request: WorkerRequest['type']; message: string };

/**
 * The part of a `Worker` the page uses, so tests can hand it a fake. `error`: the worker itself
 * stopped (its script failed to load, or threw outside a request): it answers nothing more.
 */
export interface DetectionWorker {
  postMessage(message: WorkerRequest, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  removeEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/** The real worker, bundled by Vite as its own module chunk. */
export function createDetectionWorker(): DetectionWorker {
  return new Worker(new URL('./detection.worker.ts', import.meta.url), { type: 'module' }) as DetectionWorker;
}
