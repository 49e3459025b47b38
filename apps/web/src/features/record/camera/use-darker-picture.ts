import { useEffect, useRef, useState } from 'react';
import { darkerPicture } from './camera-access.ts';

/** At most this many stops darker the camera is asked for, one at a time, on a mat burnt white. */
const DARKER_STOPS = 2;
/** How long a camera takes to settle on a new exposure before the mat is learned again (ms). */
const EXPOSURE_SETTLE_MS = 600;

/**
 * While the learned mat shows `burnt` white (decision 065), asks the camera of `stream` for a
 * picture a stop darker where it can be, and once the exposure settled, `relearn`s the mat; up to
 * `DARKER_STOPS`. Answers whether the camera is taking a darker exposure now (say nothing yet).
 */
export function useDarkerPicture(stream: MediaStream | null, burnt: boolean, relearn: () => void): boolean {
  const stops = useRef(0);
  const [darkening, setDarkening] = useState(false);
  useEffect(() => {
    if (!burnt || !stream || stops.current >= DARKER_STOPS) return;
    stops.current++;
    setDarkening(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    darkerPicture(stream).then((darkened) => {
      if (!darkened) stops.current = DARKER_STOPS;
      if (cancelled) return;
      if (!darkened) return setDarkening(false);
      timer = setTimeout(() => {
        setDarkening(false);
        relearn();
      }, EXPOSURE_SETTLE_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      setDarkening(false);
    };
  }, [burnt, stream, relearn]);
  return darkening;
}
