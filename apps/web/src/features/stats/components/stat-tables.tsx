import type { ReactNode } from 'react';
import type { HighSumRow, OverviewRow } from '../career-tables.ts';

/**
 * A titled card holding one table. The career tables have two or three columns whose long labels
 * wrap, so they fit a 375 px screen without scrolling sideways.
 */
export function TableCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="card stats-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A table of labelled rows: the label column, then numeric columns. */
function LabelledTable({
  headings: [labelHeading, ...numeric],
  rows,
}: {
  headings: readonly [string, ...string[]];
  rows: readonly { label: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          {numeric.map((h) => (
            <th key={h} scope="col" className="num">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            {r.cells.map((c, i) => (
              <td key={numeric[i]} className="num">
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Performance Overview: statistic and value. */
export function OverviewTable({ rows }: { rows: OverviewRow[] }) {
  return (
    <LabelledTable headings={['Statistic', 'Value']} rows={rows.map((r) => ({ label: r.label, cells: [r.value] }))} />
  );
}

/**
 * Consecutive Makes and the category tables: best in one session and career total. With no rows
 * the empty text stands as a sentence, not squeezed into a table row.
 */
export function HighSumTable({
  rows,
  labelHeading,
  empty,
}: {
  rows: HighSumRow[];
  labelHeading: string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="table-empty-note">{empty}</p>;
  return (
    <LabelledTable
      headings={[labelHeading, 'Best Session', 'Career Total']}
      rows={rows.map((r) => ({ label: r.label, cells: [r.high, r.sum] }))}
    />
  );
}
