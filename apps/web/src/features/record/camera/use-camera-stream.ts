import { useCallback, useEffect, useState } from 'react';
import { type CameraProblem, cameraProblem } from './camera-access.ts';

/**
 * The camera's stream while the camera mode is open: opened on mount, stopped on unmount, and
 * reported 'lost' when the browser ends it (unplugged, taken by another app). `reopen` tries again.
 */
export function useCameraStream(open: () => Promise<MediaStream>) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (reopen) opens the camera again.
  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    const lost = () => !cancelled && setProblem('lost');
    setProblem(null);
    open().then(
      (s) => {
        opened = s;
        if (cancelled) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        for (const track of s.getVideoTracks()) track.addEventListener('ended', lost);
        setStream(s);
      },
      (err: unknown) => !cancelled && setProblem(cameraProblem(err)),
    );
    return () => {
      cancelled = true;
      for (const track of opened?.getTracks() ?? []) {
        track.removeEventListener('ended', lost);
        track.stop();
      }
      setStream(null);
    };
  }, [open, attempt]);

  const reopen = useCallback(() => setAttempt((n) => n + 1), []);
  return { stream, problem, reopen };
}
