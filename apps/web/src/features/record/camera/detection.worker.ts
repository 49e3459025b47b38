/**
 * The detection worker: the pure detector and tracker from `@holeout/shared/camera`, fed the
 * page's cropped frames, so the page stays responsive while every frame is processed; and the
 * setup's first guess of the mat from a whole frame, which can take over a second on a slow phone.
 */
import { BallDetector, burntShare, type Calibration, calibrateMat, findMat, PuttTracker } from './camera-api.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/** Drift is measured on one frame in this many: it compares the whole background. */
const DRIFT_EVERY = 15;

// The app compiles with the DOM library; these are the two members of the worker scope used here.
const scope = self as unknown as {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};
let calibration: Calibration | null = null;
let detector: BallDetector | null = null;
let tracker: PuttTracker | null = null;
let frames = 0;

function reply(message: WorkerReply): void {
  scope.postMessage(message);
}

function handle(request: WorkerRequest): WorkerReply | null {
  switch (request.type) {
    case 'configure':
      calibration = request.calibration;
      detector = new BallDetector(calibration);
      tracker = new PuttTracker(calibration);
      return null;
    case 'restart':
      if (calibration) tracker = new PuttTracker(calibration);
      return null;
    case 'learn':
      if (!detector || !calibration)
        return { type: 'failed', request: 'learn', message: 'The camera is not calibrated.' };
      detector.learnBackground(request.frame);
      return { type: 'learned', share: detector.learnedShare, burnt: burntShare(request.frame, calibration) };
    case 'track': {
      if (!detector || !tracker) return { type: 'failed', request: 'track', message: 'The camera is not calibrated.' };
      frames++;
      // Every ball seen: the tracker follows the one that fits the putt (and reports it for the overlay).
      const balls = detector.detectAll(request.frame);
      const drift = frames % DRIFT_EVERY === 0 ? detector.drift(request.frame) : null;
      return { type: 'tracked', events: tracker.feedAll(request.t, balls), drift };
    }
    case 'settle':
      return { type: 'settled', events: tracker?.settle() ?? [] };
    case 'find-mat': {
      const guess = findMat(request.frame);
      return {
        type: 'found-mat',
        found: guess && { marks: guess.marks, calibration: calibrateMat(request.frame, guess.marks) },
      };
    }
  }
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  try {
    const answer = handle(event.data);
    if (answer) reply(answer);
  } catch (err) {
    reply({ type: 'failed', request: event.data.type, message: err instanceof Error ? err.message : String(err) });
  }
});
