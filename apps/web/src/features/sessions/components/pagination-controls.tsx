/**
 * Previous / next page buttons with the position in between. An unusable button stays in the page
 * and focusable (aria-disabled, not disabled): a disabled button drops keyboard focus to the page
 * body, which would happen on every page turn while the next page loads, and on reaching the end.
 */
export function PaginationControls({
  page,
  totalPages,
  onPage,
  label,
  busy = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
  busy?: boolean;
}) {
  if (totalPages <= 1) return null;
  const canGoBack = page > 1 && !busy;
  const canGoOn = page < totalPages && !busy;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={!canGoBack || undefined}
        onClick={() => canGoBack && onPage(page - 1)}
      >
        <span aria-hidden="true">← </span>Previous
      </button>
      <span className="pagination-position" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={!canGoOn || undefined}
        onClick={() => canGoOn && onPage(page + 1)}
      >
        Next<span aria-hidden="true"> →</span>
      </button>
    </nav>
  );
}
