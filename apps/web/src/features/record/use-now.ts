import { useEffect, useState } from 'react';

/**
 * The wall clock (epoch ms), re-read every `intervalMs` while `running`: the recorder's running
 * clock and rates follow it. Reading `Date.now()` rather than counting ticks keeps the clock right
 * after the page was asleep or reloaded.
 */
export function useNow(running: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
