import { useId } from 'react';

export type SortDirection = 'ascending' | 'descending';

/**
 * "Sort by" for narrow screens and compact cards, where there are no column headers to press: a
 * select of the sortable keys and a button that turns the order around.
 */
export function SortPicker<K extends string>({
  value,
  direction,
  options,
  onKey,
  onDirection,
  className,
}: {
  value: K;
  direction: SortDirection;
  options: readonly { key: K; label: string }[];
  /** A key picked from the select (the caller decides its starting direction). */
  onKey: (key: K) => void;
  onDirection: (direction: SortDirection) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `duel-sort ${className}` : 'duel-sort'}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const picked = options.find((o) => o.key === e.target.value);
          if (picked) onKey(picked.key);
        }}
      >
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => onDirection(direction === 'ascending' ? 'descending' : 'ascending')}
      >
        {direction === 'ascending' ? 'Ascending ▲' : 'Descending ▼'}
      </button>
    </div>
  );
}
