/**
 * "Retry" for a failed load. While the retry runs it says so and ignores clicks, but stays
 * focusable (aria-disabled rather than disabled), so keyboard focus is not lost.
 */
export function RetryButton({
  busy,
  onRetry,
  variant = 'primary',
}: {
  busy: boolean;
  onRetry: () => void;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <button
      type="button"
      className={`button button-${variant}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onRetry();
      }}
    >
      {busy ? 'Retrying…' : 'Retry'}
    </button>
  );
}
