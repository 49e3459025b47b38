import type { ActiveCompetitions } from '@holeout/shared/competitions';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

type Rules = Pick<
  ActiveCompetitions['duels'][number],
  'competition_mode' | 'time_limit_minutes' | 'max_attempts' | 'putting_distance_feet'
>;

/** A competition's rules in a few words: '5 minutes at 7.0 ft', '21 putts at 6.5 ft'. */
export function rulesLine(rules: Rules): string {
  const what =
    rules.competition_mode === 'time_limit'
      ? `${rules.time_limit_minutes ?? 0} minutes`
      : `${rules.max_attempts ?? 0} putts`;
  return `${what} at ${rules.putting_distance_feet.toFixed(1)} ft`;
}

/**
 * The dashboard's list of what awaits the player: each duel and league round that needs their
 * session, its rules and deadline, and Putt now (the recorder in competition mode).
 */
export function AwaitingCompetitionsCard({ waiting, timeZone }: { waiting: ActiveCompetitions; timeZone: string }) {
  const headingId = useId();
  const duels = waiting.duels;
  const rounds = waiting.league_rounds;
  return (
    <section className="card awaiting-competitions" aria-labelledby={headingId} data-testid="awaiting-competitions">
      <h2 id={headingId}>Waiting for your session</h2>
      <ul className="awaiting-list">
        {duels.map((d) => (
          <li key={`duel-${d.duel_id}`} className="awaiting-item">
            <div>
              <Link to={paths.duel(d.duel_id)}>Duel vs {d.opponent_name}</Link>
              <p className="field-hint">
                {rulesLine(d)} · due {formatDateTime(d.expires_at, timeZone)}
              </p>
            </div>
            <Link
              to={paths.recordDuel(d.duel_id)}
              className="button button-primary"
              aria-label={`Putt now: duel vs ${d.opponent_name}`}
            >
              Putt now
            </Link>
          </li>
        ))}
        {rounds.map((r) => (
          <li key={`round-${r.league_round_id}`} className="awaiting-item">
            <div>
              <Link to={paths.league(r.league_id)}>
                {r.league_name} · Round {r.round_number}
              </Link>
              <p className="field-hint">
                {rulesLine(r)} · ends {formatDateTime(r.ends_at, timeZone)}
              </p>
            </div>
            <Link
              to={paths.recordLeagueRound(r.league_id, r.league_round_id)}
              className="button button-primary"
              aria-label={`Putt now: ${r.league_name} round ${r.round_number}`}
            >
              Putt now
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
