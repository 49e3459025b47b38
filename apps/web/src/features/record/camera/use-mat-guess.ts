/**
 * The setup's first guess of the mat (decision 063), found in the detection worker: the page only
 * grabs a whole frame and sends it, so it does not stutter while the golfer handles the setup.
 */
import { useEffect, useRef } from 'react';
import type { FoundMat } from './calibration-state.ts';
import type { FrameSource } from './use-detection.ts';
import type { DetectionWorker, WorkerReply } from './worker-protocol.ts';

/** A frame is sent this long after the start or the last answer, ms, until a mat is found… */
const GUESS_EVERY_MS = 300;
/** …or this many were tried (the video's first frames may still be black). */
const GUESS_TRIES = 6;

/**
 * While `looking`, asks the worker for the mat in a frame of `video` the size of `frame` (a frame
 * of another size counts as a try without a mat), one request at a time; `onFound` gets the first
 * mat found, or null once the tries are used up or the worker failed. An answer that comes after
 * `looking` ended, or the component went, is dropped, and no new request is sent before it came.
 */
export function useMatGuess({
  worker,
  video,
  frames,
  frame,
  looking,
  onFound,
}: {
  worker: DetectionWorker | null;
  video: HTMLVideoElement | null;
  frames: FrameSource;
  frame: { width: number; height: number } | null;
  looking: boolean;
  onFound: (found: FoundMat | null) => void;
}): void {
  const latest = useRef(onFound);
  latest.current = onFound;
  // Whether a request is out, and who takes its answer (null once that guess has ended).
  const sent = useRef(false);
  const asker = useRef<((found: FoundMat | null, failed: boolean) => void) | null>(null);

  useEffect(() => {
    if (!worker) return;
    sent.current = false;
    const onMessage = ({ data: reply }: MessageEvent<WorkerReply>) => {
      const failed = reply.type === 'failed' && reply.request === 'find-mat';
      if (reply.type !== 'found-mat' && !failed) return;
      sent.current = false;
      const take = asker.current;
      asker.current = null;
      take?.(reply.type === 'found-mat' ? reply.found : null, failed);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [worker]);

  const width = frame?.width;
  const height = frame?.height;
  useEffect(() => {
    if (!looking || !worker || !video) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(ask, GUESS_EVERY_MS);
    };
    const take = (found: FoundMat | null, failed: boolean) => {
      if (found || failed || tries >= GUESS_TRIES) latest.current(found);
      else later();
    };
    const ask = () => {
      // An earlier guess's request is still being worked on: its answer is dropped, then we ask.
      if (sent.current) return later();
      tries++;
      const full = frames.grab(video);
      if (!full || full.width !== width || full.height !== height) return take(null, false);
      sent.current = true;
      asker.current = take;
      worker.postMessage({ type: 'find-mat', frame: full }, [full.data.buffer]);
    };
    later();
    return () => {
      clearTimeout(timer);
      asker.current = null;
    };
  }, [looking, worker, video, frames, width, height]);
}
