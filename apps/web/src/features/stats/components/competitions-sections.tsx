import { useId } from 'react';
import { CareerDuelsTable } from './career-duels-table.tsx';
import { CareerLeaguesTable } from './career-leagues-table.tsx';
import { UpgradePrompt } from './upgrade-prompt.tsx';

/**
 * Duels and leagues of the career page. Subscribers see the tables: the player's duels and their
 * active and completed leagues. Others see 'Recent Duels' and 'My Leagues' holding upgrade
 * prompts (and no duel or league call is made for them).
 */
export function CompetitionsSections({ playerId, viewerSubscribed }: { playerId: number; viewerSubscribed: boolean }) {
  const duelsId = useId();
  const leaguesId = useId();
  if (viewerSubscribed) {
    return (
      <div className="stats-grid">
        <CareerDuelsTable playerId={playerId} />
        <CareerLeaguesTable playerId={playerId} />
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
