import type { LeagueSummary } from '@holeout/shared/leagues';
import { useId } from 'react';
import { rulesRows } from '../league-view.ts';

/** The league's description and its rules table (spec 02 §2). */
export function LeagueOverview({ league }: { league: LeagueSummary }) {
  const headingId = useId();
  const rulesId = useId();
  return (
    <section className="card league-overview" aria-labelledby={headingId}>
      <h2 id={headingId}>About this league</h2>
      <p className="league-description">{league.description}</p>
      <h3 id={rulesId} className="league-rules-title">
        Rules
      </h3>
      <table className="data-table league-rules" aria-labelledby={rulesId}>
        <tbody>
          {rulesRows(league, league.settings).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
