import type { ReactNode } from 'react';

/**
 * A button whose action may be running. While busy it ignores presses but stays focusable
 * (aria-disabled rather than disabled), so keyboard focus is not lost.
 */
export function BusyButton({
  busy,
  onPress,
  variant = 'primary',
  label,
  children,
}: {
  busy: boolean;
  onPress: () => void;
  variant?: 'primary' | 'secondary';
  /** The accessible name when the visible text alone is ambiguous in a list ("Accept invitation to …"). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`button button-${variant}`}
      aria-label={label}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}

/** Accept and Decline side by side, for an invitation or a challenge. */
export function AcceptDeclineButtons({
  busy,
  onAccept,
  onDecline,
  labels,
}: {
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Accessible names when the row needs them ("Accept challenge from Ann"). */
  labels?: { accept: string; decline: string };
}) {
  return (
    <>
      <BusyButton busy={busy} onPress={onAccept} label={labels?.accept}>
        Accept
      </BusyButton>
      <BusyButton busy={busy} onPress={onDecline} variant="secondary" label={labels?.decline}>
        Decline
      </BusyButton>
    </>
  );
}
