import { type ReactNode, useId } from 'react';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { type TableColumn, TableHead } from '../../../components/table-head.tsx';

/**
 * One of the career page's competition tables (Duels, Leagues): a titled card with a sideways
 * scrolling table (stacked cards on a phone: each cell carries its data-label), a loading row while pending and the spec's empty text when there is nothing.
 */
export function CareerListTable<Row>({
  title,
  testId,
  columns,
  pending,
  rows,
  emptyText,
  rowKey,
  renderRow,
}: {
  title: string;
  testId: string;
  columns: readonly TableColumn[];
  pending: boolean;
  rows: readonly Row[];
  emptyText: string;
  rowKey: (row: Row) => string | number;
  renderRow: (row: Row) => ReactNode;
}) {
  const id = useId();
  const message = pending ? `Loading ${title.toLowerCase()}...` : rows.length === 0 ? emptyText : null;
  return (
    <section className="card stats-card" aria-labelledby={id} aria-busy={pending || undefined}>
      <h2 id={id}>{title}</h2>
      <ScrollRegion label={`${title} (scrolls sideways)`}>
        <table className="data-table stack-on-phone" data-testid={testId}>
          <TableHead columns={columns} />
          <tbody>
            {message !== null ? (
              <tr>
                <td colSpan={columns.length} className="muted">
                  {message}
                </td>
              </tr>
            ) : (
              rows.map((r) => <tr key={rowKey(r)}>{renderRow(r)}</tr>)
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
