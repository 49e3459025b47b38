import type { Duel } from '@holeout/shared/duels';
import { useId, useState } from 'react';
import {
  DEFAULT_SORT,
  type DuelSection,
  type DuelSort,
  nextSort,
  opponentOf,
  SECTION_TITLES,
  sortDuels,
} from '../duel-view.ts';
import { DuelCards, DuelSortControl } from './duel-cards.tsx';
import { type DuelActions, DuelRowActions } from './duel-row-actions.tsx';
import { DuelsTable } from './duels-table.tsx';

interface SectionProps {
  section: DuelSection;
  duels: Duel[];
  viewerId: number;
  actions: DuelActions;
  onRematch: (duel: Duel) => void;
  /** Narrow screens get cards instead of the table. */
  compact: boolean;
  /** Older duels exist than those listed: the button that loads them. */
  more?: { loading: boolean; load: () => void };
}

/**
 * One of the four sections of /duels: a table whose opponent, status, created, result and date
 * headers sort it (keyboard-operable buttons, aria-sort on the sorted one), or on a narrow screen
 * a list of cards with a Sort by control. Active duels open their Details (the desktop hand-off).
 */
export function DuelsSection({ section, duels, viewerId, actions, onRematch, compact, more }: SectionProps) {
  const headingId = useId();
  const detailsPrefix = useId();
  const [sort, setSort] = useState<DuelSort>(DEFAULT_SORT);
  const [openDetails, setOpenDetails] = useState<ReadonlySet<number>>(new Set());
  const rows = sortDuels(duels, viewerId, sort);
  const details = {
    isOpen: (duelId: number) => openDetails.has(duelId),
    idOf: (duelId: number) => `${detailsPrefix}-${duelId}`,
  };
  const toggleDetails = (duelId: number) =>
    setOpenDetails((current) => {
      const next = new Set(current);
      if (next.has(duelId)) next.delete(duelId);
      else next.add(duelId);
      return next;
    });

  const actionsOf = (duel: Duel) => (
    <DuelRowActions
      duel={duel}
      section={section}
      opponentName={opponentOf(duel, viewerId).name}
      actions={actions}
      details={{
        open: details.isOpen(duel.duel_id),
        controls: details.idOf(duel.duel_id),
        onToggle: () => toggleDetails(duel.duel_id),
      }}
      onRematch={onRematch}
    />
  );
  const common = { section, rows, viewerId, headingId, actionsOf, details };

  return (
    <section className="card duels-section" aria-labelledby={headingId} data-testid={`duels-${section}`}>
      <div className="card-header">
        <h2 id={headingId}>
          {SECTION_TITLES[section]} <span className="duels-count">({duels.length})</span>
        </h2>
        {compact && rows.length > 1 && <DuelSortControl section={section} sort={sort} onSort={setSort} />}
      </div>
      {compact ? (
        <DuelCards {...common} />
      ) : (
        <DuelsTable
          {...common}
          title={SECTION_TITLES[section]}
          sort={sort}
          onSort={(key) => setSort(nextSort(sort, key))}
        />
      )}
      {more && (
        <p className="duels-more">
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={more.loading || undefined}
            onClick={() => {
              if (!more.loading) more.load();
            }}
          >
            {more.loading ? 'Loading…' : 'Show older duels'}
          </button>
        </p>
      )}
    </section>
  );
}
