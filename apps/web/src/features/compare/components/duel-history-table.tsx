import type { CompareResponse } from '@holeout/shared/players';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { duelHistoryRows } from '../compare-boards.ts';

/** Spec 01 §2: the empty row of the Duel History table. */
export const NO_DUELS_BETWEEN = 'No duels found between these players';

/** Duels between the two players: Date, each player's score, Status and Winner. */
export function DuelHistoryTable({ data }: { data: CompareResponse }) {
  const id = useId();
  const rows = duelHistoryRows(data);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>Duel History</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <section className="table-scroll" tabIndex={0} aria-labelledby={id}>
        <table className="data-table" data-testid="duel-history">
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
                  <td>
                    <Link to={paths.duel(r.duelId)}>{r.date}</Link>
                  </td>
                  <td className="num">{r.player1Score}</td>
                  <td className="num">{r.player2Score}</td>
                  <td>{r.status}</td>
                  <td>{r.winner}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </section>
  );
}
