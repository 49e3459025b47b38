import type { Duel } from '@holeout/shared/duels';
import type { ReactNode } from 'react';
import { CompetitionTable } from '../../../components/competition-table.tsx';
import { paths } from '../../../lib/paths.ts';
import { type DuelSection, type DuelSort, NO_DUELS_IN_CATEGORY, type SortKey } from '../duel-view.ts';
import { DuelHandoffPanel } from './duel-handoff-panel.tsx';
import { DuelResultBadge } from './duel-result-badge.tsx';
import { columnsOf, isSortKey, type RowView, rowView } from './duel-row-view.ts';

type ViewedDuel = { duel: Duel; view: RowView };

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
  const [head, ...rest] = columnsOf(section);
  return (
    <CompetitionTable<ViewedDuel>
      label={title}
      className="duels-table"
      head={{
        key: head.key,
        label: head.label,
        text: (r) => r.view.opponent,
        to: (r) => paths.duel(r.duel.duel_id),
      }}
      columns={rest.map((c) => ({
        key: c.key,
        label: c.label,
        numeric: c.key === 'score',
        cell: (r) => (c.key === 'result' ? <DuelResultBadge result={r.view.result} /> : r.view[c.key]),
      }))}
      rows={rows.map((duel) => ({ duel, view: rowView(duel, viewerId) }))}
      rowKey={(r) => r.duel.duel_id}
      rowTestId="duel-row"
      rowClass={(r) => (details.isOpen(r.duel.duel_id) ? 'is-open' : undefined)}
      empty={NO_DUELS_IN_CATEGORY}
      actionsOf={(r) => actionsOf(r.duel)}
      actionsClass="duel-actions-cell"
      sort={{
        key: sort.key,
        direction: sort.direction,
        sortable: isSortKey,
        onSort: (key) => isSortKey(key) && onSort(key),
      }}
      below={
        section === 'active'
          ? ({ duel }, span) => {
              const open = details.isOpen(duel.duel_id);
              return (
                <tr id={details.idOf(duel.duel_id)} className="duel-details-row" hidden={!open}>
                  <td colSpan={span}>{open && <DuelHandoffPanel duel={duel} viewerId={viewerId} />}</td>
                </tr>
              );
            }
          : undefined
      }
    />
  );
}
