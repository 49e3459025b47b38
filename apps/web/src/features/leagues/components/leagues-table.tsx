import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { paths } from '../../../lib/paths.ts';
import type { LeagueRowView } from '../league-view.ts';

type Column = 'status' | 'members' | 'starts' | 'privacy' | 'creator' | 'inviter';

const COLUMN_LABELS: Record<Column, string> = {
  status: 'Status',
  members: 'Members',
  starts: 'Starts',
  privacy: 'Privacy',
  creator: 'Organiser',
  inviter: 'Invited by',
};

/**
 * One of the three tables of /leagues: the league's name as the row header (a link to its page),
 * the listed columns, and the row's actions. Below 640 px each row reads as a card (`card-table`),
 * every cell labelled.
 */
export function LeaguesTable({
  title,
  rows,
  columns,
  empty,
  actionsOf,
  testId,
}: {
  title: string;
  rows: LeagueRowView[];
  columns: Column[];
  empty: string;
  actionsOf?: (row: LeagueRowView) => ReactNode;
  testId: string;
}) {
  const headingId = useId();
  const span = columns.length + 1 + (actionsOf ? 1 : 0);
  return (
    <section className="card leagues-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="card-header">
        <h2 id={headingId}>
          {title} <span className="duels-count">({rows.length})</span>
        </h2>
      </div>
      <ScrollRegion label={`${title} (scrolls sideways)`}>
        <table className="data-table card-table leagues-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">League</th>
              {columns.map((c) => (
                <th key={c} scope="col" className={c === 'members' ? 'num' : undefined}>
                  {COLUMN_LABELS[c]}
                </th>
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
                <tr key={row.inviteId ?? row.leagueId} data-testid="league-row">
                  <th scope="row" className="league-name-cell">
                    <Link to={paths.league(row.leagueId)}>{row.name}</Link>
                  </th>
                  {columns.map((c) => (
                    <td key={c} data-label={COLUMN_LABELS[c]} className={c === 'members' ? 'num' : undefined}>
                      {row[c]}
                    </td>
                  ))}
                  {actionsOf && <td className="league-actions-cell">{actionsOf(row)}</td>}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
