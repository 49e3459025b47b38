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

/** Empty texts of the three tables. */
export const NO_INVITES_TEXT = 'No pending invitations.';
export const NO_MY_LEAGUES_TEXT = 'You are not in any league yet. Join a public league or create your own.';
export const NO_PUBLIC_LEAGUES_TEXT = 'No public leagues are open to join right now.';

/** The three tables of /leagues (spec 02 §2), in page order: title, columns and empty text. */
const LISTS = {
  invites: {
    title: 'Pending Invitations',
    columns: ['inviter', 'status', 'starts', 'members'],
    empty: NO_INVITES_TEXT,
  },
  mine: { title: 'My Leagues', columns: ['status', 'members', 'starts', 'privacy'], empty: NO_MY_LEAGUES_TEXT },
  public: {
    title: 'Public Leagues',
    columns: ['creator', 'status', 'members', 'starts'],
    empty: NO_PUBLIC_LEAGUES_TEXT,
  },
} satisfies Record<string, { title: string; columns: Column[]; empty: string }>;

/**
 * One of the three tables of /leagues (test id `leagues-<list>`): the league's name as the row
 * header (a link to its page), the list's columns, and the row's actions. Below 640 px each row
 * reads as a card (`card-table`), every cell labelled.
 */
export function LeaguesTable({
  list,
  rows,
  actionsOf,
}: {
  list: keyof typeof LISTS;
  rows: LeagueRowView[];
  actionsOf?: (row: LeagueRowView) => ReactNode;
}) {
  const headingId = useId();
  const { title, columns, empty } = LISTS[list];
  return (
    <section className="card leagues-section" aria-labelledby={headingId} data-testid={`leagues-${list}`}>
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
