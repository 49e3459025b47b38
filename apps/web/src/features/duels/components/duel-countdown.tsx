import { useEffect, useRef, useState } from 'react';
import { describeCountdown, formatCountdown } from '../duel-detail-format.ts';

/**
 * A countdown to `expiresAt`, redrawn every second. It is a `timer` (not announced on every tick:
 * a screen reader reads it when asked); the page announces state changes elsewhere. `onExpire`
 * runs once when it reaches zero.
 */
export function DuelCountdown({
  label,
  expiresAt,
  onExpire,
}: {
  label: string;
  expiresAt: string;
  onExpire?: () => void;
}) {
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  // The deadline onExpire last ran for: a later deadline (e.g. on acceptance) may expire again.
  const expiredFor = useRef<number | null>(null);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const left = deadline - now;

  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  useEffect(() => {
    if (left <= 0 && expiredFor.current !== deadline && !Number.isNaN(deadline)) {
      expiredFor.current = deadline;
      onExpireRef.current?.();
    }
  }, [left, deadline]);

  if (Number.isNaN(deadline)) return null;
  return (
    <p className="duel-countdown">
      <span className="duel-countdown-label">{left > 0 ? label : 'Deadline passed'}</span>{' '}
      {left > 0 && (
        <span role="timer" aria-live="off" aria-label={`${label} ${describeCountdown(left)}`} data-testid="countdown">
          <span aria-hidden="true">{formatCountdown(left)}</span>
        </span>
      )}
    </p>
  );
}
