import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { usePlayerLeagues } from '../api/get-player-leagues.ts';
import { careerLeagueRows } from '../career-leagues.ts';
import { CareerListTable } from './career-list-table.tsx';

/** Spec 01 §2: the Leagues table's empty text. */
export const NO_LEAGUES_TEXT = LEAGUE_MESSAGES.noLeaguesCareer;

const COLUMNS = [
  { label: 'League' },
  { label: 'Status' },
  { label: 'Rank', numeric: true },
  { label: 'Points', numeric: true },
];

/**
 * The career page's Leagues table for subscribed viewers: league (a link to it), status, rank and
 * points. A failed load reads as no leagues (spec 01 §8: expected for new players).
 */
export function CareerLeaguesTable({ playerId }: { playerId: number }) {
  const query = usePlayerLeagues(playerId, true);
  return (
    <CareerListTable
      title="Leagues"
      testId="career-leagues"
      columns={COLUMNS}
      pending={query.isPending}
      rows={careerLeagueRows(query.data ?? [])}
      emptyText={NO_LEAGUES_TEXT}
      rowKey={(r) => r.leagueId}
      renderRow={(r) => (
        <>
          <th scope="row">
            <Link to={paths.league(r.leagueId)}>{r.name}</Link>
          </th>
          <td data-label="Status">{r.status}</td>
          <td className="num" data-label="Rank">
            {r.rank}
          </td>
          <td className="num" data-label="Points">
            {r.points}
          </td>
        </>
      )}
    />
  );
}
