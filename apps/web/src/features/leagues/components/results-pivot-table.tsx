import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CaptureSourceIcon } from '../../../components/capture-source-icon.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { SortPicker } from '../../../components/sort-picker.tsx';
import { paths } from '../../../lib/paths.ts';
import {
  DEFAULT_PIVOT_SORT,
  nextPivotSort,
  type PivotCell,
  type PivotRow,
  type PivotSort,
  type PivotSortKey,
  pivotSortOptions,
  sortPivot,
} from '../results-pivot.ts';

/** A sortable header: a button, the sorted one with aria-sort and a visible arrow. */
function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  className,
}: {
  label: string;
  sortKey: PivotSortKey;
  sort: PivotSort;
  onSort: (key: PivotSortKey) => void;
  className?: string;
}) {
  const sorted = sort.key === sortKey;
  return (
    <th scope="col" aria-sort={sorted ? sort.direction : undefined} className={className}>
      <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
        {label}
        <span className={sorted ? 'sort-indicator is-active' : 'sort-indicator'} aria-hidden="true">
          {sorted ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

function CellContent({ cell }: { cell: PivotCell }) {
  if (cell.score === null) {
    return (
      <span className={`round-label round-label-${cell.label.toLowerCase().replace(' ', '-')}`}>{cell.label}</span>
    );
  }
  return (
    <span className="pivot-score">
      <strong>{cell.score.toLocaleString('en-US')}</strong>
      {cell.points !== null ? (
        <span className="pivot-points">
          {' '}
          · {cell.points} {cell.points === 1 ? 'pt' : 'pts'}
        </span>
      ) : (
        <span className="pivot-points"> · Submitted</span>
      )}
      {cell.catchUp && <span className="pivot-points"> (catch-up)</span>}
      <CaptureSourceIcon source={cell.source} />
    </span>
  );
}

/**
 * The rounds × players results (spec 02 §2): a row per player with each round's score and points,
 * or the player's label for that round (Open App, Scheduled, Round Closed, Completed), and the
 * standings' rank and points. The Player, round and Points headers sort it (buttons with aria-sort);
 * on a phone the rows read as cards and a Sort by control replaces the headers.
 */
export function ResultsPivotTable({
  rounds,
  rows,
  viewerId,
}: {
  rounds: number[];
  rows: PivotRow[];
  viewerId: number;
}) {
  const headingId = useId();
  const [sort, setSort] = useState<PivotSort>(DEFAULT_PIVOT_SORT);
  const sorted = sortPivot(rows, sort);
  const onSort = (key: PivotSortKey) => setSort(nextPivotSort(sort, key));
  const span = rounds.length + 3;

  return (
    <section className="card league-results" aria-labelledby={headingId} data-testid="league-results">
      <div className="card-header">
        <h2 id={headingId}>Results</h2>
        {rows.length > 1 && (
          <SortPicker
            className="pivot-sort-compact"
            value={sort.key}
            direction={sort.direction}
            options={pivotSortOptions(rounds)}
            onKey={(key) => setSort({ key, direction: key === 'name' ? 'ascending' : 'descending' })}
            onDirection={(direction) => setSort({ ...sort, direction })}
          />
        )}
      </div>
      <p className="section-intro">
        Each round's score and points. Points are given when a round closes: the best score gets as many points as there
        are players, ties share a place, and a missed round scores 0.
      </p>
      <ScrollRegion label="Results (scrolls sideways)">
        <table className="data-table card-table pivot-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className="num">
                Rank
              </th>
              <SortHeader label="Player" sortKey="name" sort={sort} onSort={onSort} />
              {rounds.map((n) => (
                <SortHeader key={n} label={`Round ${n}`} sortKey={`round-${n}`} sort={sort} onSort={onSort} />
              ))}
              <SortHeader label="Points" sortKey="points" sort={sort} onSort={onSort} className="num" />
            </tr>
          </thead>
          <tbody>
            {sorted.length === 0 ? (
              <tr>
                <td colSpan={span} className="muted">
                  No players yet.
                </td>
              </tr>
            ) : (
              sorted.map((row) => (
                <tr
                  key={row.key}
                  data-testid="pivot-row"
                  className={row.playerId === viewerId && row.irlPlayer === null ? 'is-viewer' : undefined}
                >
                  <td data-label="Rank" className="num">
                    {row.rank ?? '-'}
                  </td>
                  <th scope="row" className="pivot-player">
                    {row.playerId !== null && row.irlPlayer === null ? (
                      <Link to={paths.playerStats(row.playerId)}>{row.name}</Link>
                    ) : (
                      row.name
                    )}
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.roundNumber} data-label={`Round ${cell.roundNumber}`}>
                      <CellContent cell={cell} />
                    </td>
                  ))}
                  <td data-label="Points" className="num pivot-total">
                    {row.points}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
