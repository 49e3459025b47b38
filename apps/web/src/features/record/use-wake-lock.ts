import { useEffect, useState } from 'react';

/** Whether the screen is being kept awake: 'unsupported' where the browser has no Wake Lock API. */
export type WakeLockState = 'unsupported' | 'held' | 'released';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API). The browser drops the lock whenever
 * the page is hidden, so it is requested again each time the page becomes visible. A refusal
 * (battery saver, no permission) is quietly accepted: the recorder works without it.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;

    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (cancelled) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => setHeld(false));
      } catch {
        setHeld(false);
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
      setHeld(false);
    };
  }, [active, supported]);

  if (!supported) return 'unsupported';
  return held ? 'held' : 'released';
}
