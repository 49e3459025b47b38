/**
 * Previous / next page buttons with the position in between. The buttons stay in the page when
 * unusable (disabled) so the layout and focus order do not jump between pages.
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
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">← </span>Previous
      </button>
      <span className="pagination-position" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        Next<span aria-hidden="true"> →</span>
      </button>
    </nav>
  );
}
