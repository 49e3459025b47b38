import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { FoundMat } from '../features/record/camera/calibration-state.ts';
import type { TrackerEvent } from '../features/record/camera/camera-api.ts';
import type { CameraDeps } from '../features/record/camera/components/camera-mode.tsx';
import type { DetectionWorker, WorkerReply, WorkerRequest } from '../features/record/camera/worker-protocol.ts';

/**
 * The camera mode's fakes for component tests (not used by the app): a camera whose every opening
 * gives a new stream whose video track the test can end, a video whose frames the test steps
 * through, and a worker that learns every frame, answers each tracked frame with whatever reply
 * the test queued (events, a drift share or a failure), answers Finish's `settle` with the events
 * the test gave it (none by default), and holds each request to find the mat
 * until the test answers it. `open` replaces the camera (a refusal); `frame` is the size of the
 * frames read off the video (by default 2×2, which no setup fits: nothing is looked for in them);
 * `learnFrames`, how many empty-mat frames the worker needs before it can see a ball (a slow
 * phone's worker gets fewer of them in the learning's seconds); `burnt`, the share of the mat the
 * worker finds burnt white in a learned frame at the camera's exposure compensation (0 unless
 * asked for); `exposure`, the compensation range the camera offers (none: it offers no control).
 */
export function fakeCamera(
  open?: () => Promise<MediaStream>,
  {
    frame = { width: 2, height: 2 },
    learnFrames = 1,
    burnt = () => 0,
    exposure,
  }: {
    frame?: { width: number; height: number };
    learnFrames?: number;
    burnt?: (compensation: number) => number;
    exposure?: { min: number; max: number };
  } = {},
) {
  const listeners = new Set<(event: MessageEvent<WorkerReply>) => void>();
  const errorListeners = new Set<(event: Event) => void>();
  let created = 0;
  const posted: WorkerRequest[] = [];
  const queued: WorkerReply[] = [];
  const settles: WorkerReply[] = [];
  let silent = false;
  let heldGuesses = 0;
  let learned = 0;
  const streams: MediaStream[] = [];
  const ended: Array<() => void> = [];
  let onFrame: ((mediaTime: number) => void) | null = null;
  let compensation = 0;
  const answer = (reply: WorkerReply) => {
    for (const listener of listeners) listener({ data: reply } as MessageEvent<WorkerReply>);
  };
  const worker: DetectionWorker = {
    postMessage: (message) => {
      posted.push(message);
      if (message.type === 'configure') learned = 0;
      if (message.type === 'learn')
        answer({ type: 'learned', share: Math.min(1, ++learned / learnFrames), burnt: burnt(compensation) });
      if (message.type === 'track') answer(queued.shift() ?? { type: 'tracked', events: [], drift: null });
      if (message.type === 'settle' && !silent) answer(settles.shift() ?? { type: 'settled', events: [] });
      if (message.type === 'find-mat') heldGuesses++;
    },
    addEventListener: ((type: 'message' | 'error', listener: (event: Event) => void) => {
      (type === 'error' ? errorListeners : listeners).add(listener);
    }) as DetectionWorker['addEventListener'],
    removeEventListener: ((type: 'message' | 'error', listener: (event: Event) => void) => {
      (type === 'error' ? errorListeners : listeners).delete(listener);
    }) as DetectionWorker['removeEventListener'],
    terminate: () => {
      listeners.clear();
      errorListeners.clear();
    },
  };
  const openCamera = vi.fn(
    open ??
      (async () => {
        const handlers = new Set<() => void>();
        const track = {
          addEventListener: (type: string, handler: () => void) => type === 'ended' && handlers.add(handler),
          removeEventListener: (_type: string, handler: () => void) => handlers.delete(handler),
          stop: vi.fn(),
          ...(exposure && {
            getCapabilities: () => ({ exposureCompensation: exposure }),
            getSettings: () => ({ exposureCompensation: compensation }),
            applyConstraints: async (c: { advanced: { exposureCompensation: number }[] }) => {
              compensation = c.advanced[0].exposureCompensation;
            },
          }),
        };
        ended.push(() => {
          for (const handler of handlers) handler();
        });
        const stream = Object.assign(new MediaStream(), { getVideoTracks: () => [track], getTracks: () => [track] });
        streams.push(stream);
        return stream;
      }),
  );
  const deps: CameraDeps = {
    openCamera,
    createWorker: () => {
      created++;
      return worker;
    },
    frames: {
      onFrames: (_video, callback) => {
        onFrame = callback;
        return () => {
          if (onFrame === callback) onFrame = null;
        };
      },
      grab: () => ({ ...frame, data: new Uint8ClampedArray(frame.width * frame.height * 4) }),
    },
  };
  return {
    deps,
    posted,
    streams,
    openCamera,
    /** Plays frames at these media times (nothing happens while the loop is stopped). */
    frames: (...times: number[]) => {
      for (const t of times) act(() => onFrame?.(t));
    },
    /** The next tracked frame is answered with these events (and this drift share). */
    queue: (events: TrackerEvent[], drift: number | null = null) => queued.push({ type: 'tracked', events, drift }),
    /** Finish's request to log the putt still followed is answered with these events (none unless asked). */
    settleWith: (events: TrackerEvent[]) => settles.push({ type: 'settled', events }),
    /** The worker no longer answers Finish's request (busy past the wait, or stopped without a word). */
    silence: () => {
      silent = true;
    },
    /** The next tracked frame fails in the worker. */
    fail: (message: string) => queued.push({ type: 'failed', request: 'track', message }),
    /** Requests to find the mat sent so far. */
    guesses: () => posted.filter((m) => m.type === 'find-mat').length,
    /** The worker answers the oldest request to find the mat it holds: the mat found (or null), or a failure. */
    answerGuess: (found: FoundMat | null | 'failed') => {
      if (heldGuesses === 0) throw new Error('No request to find the mat is waiting.');
      heldGuesses--;
      act(() =>
        answer(
          found === 'failed'
            ? { type: 'failed', request: 'find-mat', message: 'Out of memory.' }
            : { type: 'found-mat', found },
        ),
      );
    },
    /** The browser ends the newest stream's video track (unplugged, taken by another app). */
    endTrack: () => act(() => ended.at(-1)?.()),
    tracked: () => posted.filter((m) => m.type === 'track').length,
    /** The worker itself stops (an `error` event: its script failed, it ran out of memory). */
    crash: () =>
      act(() => {
        for (const listener of [...errorListeners]) listener(new Event('error'));
      }),
    /** How many workers the page has created. */
    workersCreated: () => created,
    /** The camera's exposure compensation as the page left it (stops). */
    compensation: () => compensation,
  };
}
