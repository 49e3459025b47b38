import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from './scroll-region.tsx';

/** A column of a competition table; the first one, the row header, links to the competition. */
export interface TableColumn<Row> {
  key: string;
  label: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** How the table is sorted, and how a sortable header asks for another order. */
export interface TableSort {
  key: string;
  direction: 'ascending' | 'descending';
  sortable: (key: string) => boolean;
  onSort: (key: string) => void;
}

function HeaderCell({ column, sort }: { column: { key: string; label: string; numeric?: boolean }; sort?: TableSort }) {
  const numeric = column.numeric ? 'num' : undefined;
  if (!sort?.sortable(column.key)) {
    return (
      <th scope="col" className={numeric}>
        {column.label}
      </th>
    );
  }
  const sorted = sort.key === column.key;
  return (
    <th scope="col" className={numeric} aria-sort={sorted ? sort.direction : undefined}>
      <button type="button" className="sort-button" onClick={() => sort.onSort(column.key)}>
        {column.label}
        <span className={sorted ? 'sort-indicator is-active' : 'sort-indicator'} aria-hidden="true">
          {sorted ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * The table of the duels and leagues lists: the competition's name (or opponent) as the row header
 * linking to its page, the listed columns, the row's actions, an empty row with the page's text,
 * optional sortable headers (aria-sort) and an optional row under each row (a duel's Details).
 * With `cards`, each row reads as a labelled card below 640 px.
 */
export function CompetitionTable<Row>({
  label,
  labelledBy,
  className,
  cards = false,
  head,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowClass,
  empty,
  actionsOf,
  actionsClass,
  sort,
  below,
}: {
  /** The scroll region's name. */
  label: string;
  labelledBy?: string;
  className: string;
  cards?: boolean;
  head: { key: string; label: string; className?: string; text: (row: Row) => ReactNode; to: (row: Row) => string };
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowTestId: string;
  rowClass?: (row: Row) => string | undefined;
  empty: string;
  actionsOf?: (row: Row) => ReactNode;
  actionsClass: string;
  sort?: TableSort;
  /** A row under the row, spanning the table (hidden rows keep their place for aria-controls). */
  below?: (row: Row, span: number) => ReactNode;
}) {
  const span = columns.length + 1 + (actionsOf ? 1 : 0);
  return (
    <ScrollRegion label={`${label} (scrolls sideways)`}>
      <table className={`data-table ${cards ? 'card-table ' : ''}${className}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <HeaderCell column={head} sort={sort} />
            {columns.map((c) => (
              <HeaderCell key={c.key} column={c} sort={sort} />
            ))}
            {actionsOf && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <Fragment key={rowKey(row)}>
                <tr data-testid={rowTestId} className={rowClass?.(row)}>
                  <th scope="row" className={head.className}>
                    <Link to={head.to(row)}>{head.text(row)}</Link>
                  </th>
                  {columns.map((c) => (
                    <td key={c.key} data-label={cards ? c.label : undefined} className={c.numeric ? 'num' : undefined}>
                      {c.cell(row)}
                    </td>
                  ))}
                  {actionsOf && <td className={actionsClass}>{actionsOf(row)}</td>}
                </tr>
                {below?.(row, span)}
              </Fragment>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
