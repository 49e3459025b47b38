import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { usePlayerDuels } from '../api/get-player-duels.ts';
import { careerDuelRows } from '../career-duels.ts';
import { CareerListTable } from './career-list-table.tsx';

/** Spec 01 §2: the Duels table's empty text. */
export const NO_DUELS_TEXT = 'No active, accepted, or completed duels found.';

const COLUMNS = [{ label: 'Opponent' }, { label: 'Date' }, { label: 'Score', numeric: true }, { label: 'Status' }];

/**
 * The career page's Duels table for subscribed viewers: opponent, date (a link to the duel),
 * score and status. A failed load reads as no duels (spec 01 §8: expected for new players).
 */
export function CareerDuelsTable({ playerId }: { playerId: number }) {
  const query = usePlayerDuels(playerId, true);
  return (
    <CareerListTable
      title="Duels"
      testId="career-duels"
      columns={COLUMNS}
      pending={query.isPending}
      rows={careerDuelRows(query.data ?? [], playerId)}
      emptyText={NO_DUELS_TEXT}
      rowKey={(r) => r.duelId}
      renderRow={(r) => (
        <>
          <th scope="row">{r.opponent}</th>
          <td data-label="Date">
            <Link to={paths.duel(r.duelId)}>{r.date}</Link>
          </td>
          <td className="num" data-label="Score">
            {r.score}
          </td>
          <td data-label="Status">{r.status}</td>
        </>
      )}
    />
  );
}
