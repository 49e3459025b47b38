import type { Duel } from '@holeout/shared/duels';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SortPicker } from '../../../components/sort-picker.tsx';
import { paths } from '../../../lib/paths.ts';
import { type DuelSection, type DuelSort, NO_DUELS_IN_CATEGORY, nextSort, type SortKey } from '../duel-view.ts';
import { DuelHandoffPanel } from './duel-handoff-panel.tsx';
import { DuelResultBadge } from './duel-result-badge.tsx';
import { type Column, columnsOf, isSortKey, rowView } from './duel-row-view.ts';

/** A section on a narrow screen: one card per duel, facts labelled, actions at the bottom. */
export function DuelCards({
  section,
  rows,
  viewerId,
  headingId,
  actionsOf,
  details,
}: {
  section: DuelSection;
  rows: Duel[];
  viewerId: number;
  headingId: string;
  actionsOf: (duel: Duel) => ReactNode;
  details: { isOpen: (duelId: number) => boolean; idOf: (duelId: number) => string };
}) {
  if (rows.length === 0) return <p className="muted duels-empty">{NO_DUELS_IN_CATEGORY}</p>;
  const finished = section === 'completed';
  return (
    <ul className="duel-cards" aria-labelledby={headingId}>
      {rows.map((duel) => {
        const v = rowView(duel, viewerId);
        const open = details.isOpen(duel.duel_id);
        const facts: [string, string][] = [
          ['Rules', v.rules],
          ...(finished
            ? ([
                ['Status', v.status],
                ['Score', v.score],
              ] as [string, string][])
            : []),
          ['Created', v.created],
          [finished ? 'Date' : 'Expires', v.date],
        ];
        return (
          <li key={duel.duel_id} className="duel-card" data-testid="duel-row">
            <div className="duel-card-top">
              <Link className="duel-card-opponent" to={paths.duel(duel.duel_id)}>
                {v.opponent}
              </Link>
              {finished ? <DuelResultBadge result={v.result} /> : <span>{v.status}</span>}
            </div>
            <dl className="duel-card-facts">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {actionsOf(duel)}
            {section === 'active' && (
              <div id={details.idOf(duel.duel_id)} hidden={!open}>
                {open && <DuelHandoffPanel duel={duel} viewerId={viewerId} />}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Sort by on narrow screens, where there are no column headers to press. */
export function DuelSortControl({
  section,
  sort,
  onSort,
}: {
  section: DuelSection;
  sort: DuelSort;
  onSort: (sort: DuelSort) => void;
}) {
  const keys = columnsOf(section).filter((c): c is Column & { key: SortKey } => isSortKey(c.key));
  return (
    <SortPicker
      value={sort.key}
      direction={sort.direction}
      options={keys}
      onKey={(key) => onSort(nextSort(sort, key))}
      onDirection={(direction) => onSort({ ...sort, direction })}
    />
  );
}
