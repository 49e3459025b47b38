/** A table column: its header text, and whether it holds figures (aligned right, class `num`). */
export interface TableColumn {
  label: string;
  numeric?: boolean;
}

/** A table's header row: one column header a column, numeric ones aligned with their figures. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
