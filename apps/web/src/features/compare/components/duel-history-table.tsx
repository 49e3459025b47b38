import type { CompareResponse } from '@holeout/shared/players';
import { useId } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { paths } from '../../../lib/paths.ts';
import { duelHistoryRows } from '../compare-boards.ts';

/** Spec 01 §2: the empty row of the Duel History table. */
export const NO_DUELS_BETWEEN = 'No duels found between these players';

/**
 * Duels between the two players: Date, each player's score, Status and Winner. On a phone each
 * duel reads as a small card, every cell labelled (the `card-table` style).
 */
export function DuelHistoryTable({ data }: { data: CompareResponse }) {
  const id = useId();
  const rows = duelHistoryRows(data);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>Duel History</h2>
      <ScrollRegion label="Duel History">
        <table className="data-table card-table" data-testid="duel-history">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col" className="num">
                {data.player1_stats.player_name}
              </th>
              <th scope="col" className="num">
                {data.player2_stats.player_name}
              </th>
              <th scope="col">Status</th>
              <th scope="col">Winner</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className="muted">
                  {NO_DUELS_BETWEEN}
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.duelId}>
                  <td data-label="Date">
                    <Link to={paths.duel(r.duelId)}>{r.date}</Link>
                  </td>
                  <td className="num" data-label={data.player1_stats.player_name}>
                    {r.player1Score}
                  </td>
                  <td className="num" data-label={data.player2_stats.player_name}>
                    {r.player2Score}
                  </td>
                  <td data-label="Status">{r.status}</td>
                  <td data-label="Winner">{r.winner}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
