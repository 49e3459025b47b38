/** A busy indicator with a name screen readers announce (e.g. 'Loading player data'). */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div className={inline ? 'spinner-wrap spinner-inline' : 'spinner-wrap'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}</span>
    </div>
  );
}
