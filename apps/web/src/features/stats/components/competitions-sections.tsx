import { useId } from 'react';
import { CareerDuelsTable } from './career-duels-table.tsx';
import { UpgradePrompt } from './upgrade-prompt.tsx';

/** Spec 01 §2: empty text of the Leagues table. */
export const NO_LEAGUES_TEXT = 'No active or completed leagues found.';

function EmptyTable({ title, columns, empty }: { title: string; columns: string[]; empty: string }) {
  const id = useId();
  return (
    <section className="card stats-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <section className="table-scroll" tabIndex={0} aria-labelledby={id}>
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={columns.length} className="muted">
                {empty}
              </td>
            </tr>
          </tbody>
        </table>
      </section>
    </section>
  );
}

/**
 * Duels and leagues of the career page. Subscribers see the tables: the player's duels, and the
 * leagues table with the spec's empty text until leagues land. Others see 'Recent Duels' and
 * 'My Leagues' holding upgrade prompts (and no duel call is made for them).
 */
export function CompetitionsSections({ playerId, viewerSubscribed }: { playerId: number; viewerSubscribed: boolean }) {
  const duelsId = useId();
  const leaguesId = useId();
  if (viewerSubscribed) {
    return (
      <div className="stats-grid">
        <CareerDuelsTable playerId={playerId} />
        <EmptyTable title="Leagues" columns={['League', 'Status']} empty={NO_LEAGUES_TEXT} />
      </div>
    );
  }
  return (
    <div className="stats-grid">
      <section className="card stats-card" aria-labelledby={duelsId}>
        <h2 id={duelsId}>Recent Duels</h2>
        <UpgradePrompt title="Duel results are for subscribers">
          <p>See every duel's opponent, score and result with a Regular or Premium membership.</p>
        </UpgradePrompt>
      </section>
      <section className="card stats-card" aria-labelledby={leaguesId}>
        <h2 id={leaguesId}>My Leagues</h2>
        <UpgradePrompt title="League standings are for subscribers">
          <p>Follow your leagues round by round with a Regular or Premium membership.</p>
        </UpgradePrompt>
      </section>
    </div>
  );
}
