import type { ReactNode } from 'react';
import { useId } from 'react';
import { CompetitionTable } from '../../../components/competition-table.tsx';
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
  return (
    <section className="card leagues-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="card-header">
        <h2 id={headingId}>
          {title} <span className="duels-count">({rows.length})</span>
        </h2>
      </div>
      <CompetitionTable<LeagueRowView>
        label={title}
        labelledBy={headingId}
        className="leagues-table"
        cards
        head={{
          key: 'league',
          label: 'League',
          className: 'league-name-cell',
          text: (row) => row.name,
          to: (row) => paths.league(row.leagueId),
        }}
        columns={columns.map((c) => ({
          key: c,
          label: COLUMN_LABELS[c],
          numeric: c === 'members',
          cell: (row) => row[c],
        }))}
        rows={rows}
        rowKey={(row) => row.inviteId ?? row.leagueId}
        rowTestId="league-row"
        empty={empty}
        actionsOf={actionsOf}
        actionsClass="league-actions-cell"
      />
    </section>
  );
}
