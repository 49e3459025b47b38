import { useEffect, useState } from 'react';
import { countdownView, nextRefreshMs } from '../round-countdown.ts';

/**
 * Time left until `endsAt` (a round's end or start): redrawn every minute, or every second in the
 * last hour when seconds show (spec 02 §9). A `timer`, not announced on every tick; its accessible
 * name says the time in words. `onEnd` runs once when it reaches zero (the page refetches).
 */
export function RoundCountdown({ label, endsAt, onEnd }: { label: string; endsAt: string; onEnd?: () => void }) {
  const deadline = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const left = deadline - now;

  useEffect(() => {
    if (Number.isNaN(deadline) || left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), nextRefreshMs(left));
    return () => clearTimeout(timer);
  }, [deadline, left]);

  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (left <= 0 && !ended && !Number.isNaN(deadline)) {
      setEnded(true);
      onEnd?.();
    }
  }, [left, ended, deadline, onEnd]);

  if (Number.isNaN(deadline)) return null;
  const view = countdownView(left);
  return (
    <span className="round-countdown">
      <span className="round-countdown-label">{label}</span>{' '}
      <span
        role="timer"
        aria-live="off"
        aria-label={`${label} ${view.spoken}`}
        data-testid="round-countdown"
        data-seconds={view.showsSeconds || undefined}
      >
        <span aria-hidden="true">{view.text}</span>
      </span>
    </span>
  );
}
