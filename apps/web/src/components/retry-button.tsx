import { BusyButton } from './busy-button.tsx';

/**
 * "Retry" for a failed load. While the retry runs it says so and ignores clicks, but stays
 * focusable (aria-disabled rather than disabled), so keyboard focus is not lost.
 */
export function RetryButton({
  busy,
  onRetry,
  variant = 'primary',
  label = 'Retry',
}: {
  busy: boolean;
  onRetry: () => void;
  variant?: 'primary' | 'secondary';
  /** The spec's word for it on this page: 'Retry', or 'Try Again' on the competition pages. */
  label?: 'Retry' | 'Try Again';
}) {
  return (
    <BusyButton busy={busy} onPress={onRetry} variant={variant}>
      {busy ? (label === 'Retry' ? 'Retrying…' : 'Trying again…') : label}
    </BusyButton>
  );
}

/** A page whose list failed to load: the spec's failure text and Try Again. */
export function LoadFailedPanel({ message, busy, onRetry }: { message: string; busy: boolean; onRetry: () => void }) {
  return (
    <section className="card state-panel">
      <p className="error-text" role="alert">
        {message}
      </p>
      <RetryButton busy={busy} onRetry={onRetry} label="Try Again" />
    </section>
  );
}
