/**
 * What the page and the detection worker say to each other. Frames travel as transferred RGBA
 * buffers; every frame is answered (with its events, often none), which is how the page knows
 * the worker is free for the next one.
 */
import type { Calibration, Frame, TrackerEvent } from './camera-api.ts';

export type WorkerRequest =
  /** A new calibration (the cropped one): a fresh detector and tracker. */
  | { type: 'configure'; calibration: Calibration }
  /** An empty-mat frame for the background. */
  | { type: 'learn'; frame: Frame }
  /** A frame to track at media time `t` (seconds since the tracker was restarted). */
  | { type: 'track'; t: number; frame: Frame }
  /** A new recording: the tracker starts again at t = 0, the background is kept. */
  | { type: 'restart' };

export type WorkerReply =
  | { type: 'learned'; ready: boolean }
  /** `drift` (0..1, share of the background that changed) is measured every few frames, else null. */
  | { type: 'tracked'; events: TrackerEvent[]; drift: number | null }
  | { type: 'failed'; message: string };

/** The part of a `Worker` the page uses, so tests can hand it a fake. */
export interface DetectionWorker {
  postMessage(message: WorkerRequest, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent<WorkerReply>) => void): void;
  terminate(): void;
}

/** The real worker, bundled by Vite as its own module chunk. */
export function createDetectionWorker(): DetectionWorker {
  return new Worker(new URL('./detection.worker.ts', import.meta.url), { type: 'module' }) as DetectionWorker;
}
