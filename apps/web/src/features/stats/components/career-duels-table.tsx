import { useId } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePlayerDuels } from '../api/get-player-duels.ts';
import { careerDuelRows } from '../career-duels.ts';

/** Spec 01 §2: the Duels table's empty text. */
export const NO_DUELS_TEXT = 'No active, accepted, or completed duels found.';

/**
 * The career page's Duels table for subscribed viewers: opponent, date (a link to the duel),
 * score and status. A failed load reads as no duels (spec 01 §8: expected for new players).
 */
export function CareerDuelsTable({ playerId }: { playerId: number }) {
  const id = useId();
  const query = usePlayerDuels(playerId, true);
  const rows = careerDuelRows(query.data ?? [], playerId);
  return (
    <section className="card stats-card" aria-labelledby={id} aria-busy={query.isPending || undefined}>
      <h2 id={id}>Duels</h2>
      <ScrollRegion label="Duels (scrolls sideways)">
        <table className="data-table" data-testid="career-duels">
          <thead>
            <tr>
              <th scope="col">Opponent</th>
              <th scope="col">Date</th>
              <th scope="col" className="num">
                Score
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {query.isPending ? (
              <tr>
                <td colSpan={4} className="muted">
                  Loading duels...
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="muted">
                  {NO_DUELS_TEXT}
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.duelId}>
                  <th scope="row">{r.opponent}</th>
                  <td>
                    <Link to={paths.duel(r.duelId)}>{r.date}</Link>
                  </td>
                  <td className="num">{r.score}</td>
                  <td>{r.status}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
