import type { ReactNode } from 'react';
import type { HighSumRow, OverviewRow } from '../career-tables.ts';

/** A titled card holding one table that scrolls inside the card on narrow screens. */
export function TableCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="card stats-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <section className="table-scroll" tabIndex={0} aria-labelledby={id}>
        {children}
      </section>
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

/** Consecutive Makes and the category tables: best in one session and career total. */
export function HighSumTable({
  rows,
  labelHeading,
  empty,
}: {
  rows: HighSumRow[];
  labelHeading: string;
  empty: string;
}) {
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
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} className="muted">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td className="num">{r.high}</td>
              <td className="num">{r.sum}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
