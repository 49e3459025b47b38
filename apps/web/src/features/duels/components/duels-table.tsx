import type { Duel } from '@holeout/shared/duels';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { paths } from '../../../lib/paths.ts';
import { type DuelSection, type DuelSort, NO_DUELS_IN_CATEGORY, type SortKey } from '../duel-view.ts';
import { DuelHandoffPanel } from './duel-handoff-panel.tsx';
import { DuelResultBadge } from './duel-result-badge.tsx';
import { type Column, columnsOf, isSortKey, rowView } from './duel-row-view.ts';

/** One column header; a sortable one is a button, and the sorted one says its order (aria-sort). */
function HeaderCell({ column, sort, onSort }: { column: Column; sort: DuelSort; onSort: (key: SortKey) => void }) {
  const key = column.key;
  if (!isSortKey(key)) return <th scope="col">{column.label}</th>;
  const sorted = sort.key === key;
  return (
    <th scope="col" aria-sort={sorted ? sort.direction : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(key)}>
        {column.label}
        <span className={sorted ? 'sort-indicator is-active' : 'sort-indicator'} aria-hidden="true">
          {sorted ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * A section as a table: sortable headers, the opponent as the row header (a link to the duel),
 * the row's actions, and for an active duel its Details row (the desktop hand-off) underneath.
 */
export function DuelsTable({
  section,
  rows,
  viewerId,
  title,
  sort,
  onSort,
  actionsOf,
  details,
}: {
  section: DuelSection;
  rows: Duel[];
  viewerId: number;
  title: string;
  sort: DuelSort;
  onSort: (key: SortKey) => void;
  actionsOf: (duel: Duel) => ReactNode;
  details: { isOpen: (duelId: number) => boolean; idOf: (duelId: number) => string };
}) {
  const columns = columnsOf(section);
  return (
    <ScrollRegion label={`${title} (scrolls sideways)`}>
      <table className="data-table duels-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <HeaderCell key={c.key} column={c} sort={sort} onSort={onSort} />
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="muted">
                {NO_DUELS_IN_CATEGORY}
              </td>
            </tr>
          ) : (
            rows.map((duel) => {
              const v = rowView(duel, viewerId);
              const open = details.isOpen(duel.duel_id);
              return (
                <Fragment key={duel.duel_id}>
                  <tr data-testid="duel-row" className={open ? 'is-open' : undefined}>
                    {columns.map((c) =>
                      c.key === 'opponent' ? (
                        <th key={c.key} scope="row">
                          <Link to={paths.duel(duel.duel_id)}>{v.opponent}</Link>
                        </th>
                      ) : (
                        <td key={c.key} className={c.key === 'score' ? 'num' : undefined}>
                          {c.key === 'result' ? <DuelResultBadge result={v.result} /> : v[c.key]}
                        </td>
                      ),
                    )}
                    <td className="duel-actions-cell">{actionsOf(duel)}</td>
                  </tr>
                  {section === 'active' && (
                    <tr id={details.idOf(duel.duel_id)} className="duel-details-row" hidden={!open}>
                      <td colSpan={columns.length + 1}>
                        {open && <DuelHandoffPanel duel={duel} viewerId={viewerId} />}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
