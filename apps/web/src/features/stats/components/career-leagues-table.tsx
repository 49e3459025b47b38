import { LEAGUE_MESSAGES } from '@holeout/shared/leagues';
import { useId } from 'react';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePlayerLeagues } from '../api/get-player-leagues.ts';
import { careerLeagueRows } from '../career-leagues.ts';

/** Spec 01 §2: the Leagues table's empty text. */
export const NO_LEAGUES_TEXT = LEAGUE_MESSAGES.noLeaguesCareer;

/**
 * The career page's Leagues table for subscribed viewers: league (a link to it), status, rank and
 * points. A failed load reads as no leagues (spec 01 §8: expected for new players).
 */
export function CareerLeaguesTable({ playerId }: { playerId: number }) {
  const id = useId();
  const query = usePlayerLeagues(playerId, true);
  const rows = careerLeagueRows(query.data ?? []);
  return (
    <section className="card stats-card" aria-labelledby={id} aria-busy={query.isPending || undefined}>
      <h2 id={id}>Leagues</h2>
      <ScrollRegion label="Leagues (scrolls sideways)">
        <table className="data-table" data-testid="career-leagues">
          <thead>
            <tr>
              <th scope="col">League</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Rank
              </th>
              <th scope="col" className="num">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {query.isPending ? (
              <tr>
                <td colSpan={4} className="muted">
                  Loading leagues...
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="muted">
                  {NO_LEAGUES_TEXT}
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.leagueId}>
                  <th scope="row">
                    <Link to={paths.league(r.leagueId)}>{r.name}</Link>
                  </th>
                  <td>{r.status}</td>
                  <td className="num">{r.rank}</td>
                  <td className="num">{r.points}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
