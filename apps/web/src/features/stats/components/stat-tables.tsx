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

/** Performance Overview: statistic and value. */
export function OverviewTable({ rows }: { rows: OverviewRow[] }) {
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Statistic</th>
          <th scope="col" className="num">
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td className="num">{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col" className="num">
            Best Session
          </th>
          <th scope="col" className="num">
            Career Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td className="num">{r.high}</td>
            <td className="num">{r.sum}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
