import type { LeagueRound, LeagueSummary } from '@holeout/shared/leagues';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DesktopHandoffControls } from '../../../components/desktop-handoff-controls.tsx';
import { paths } from '../../../lib/paths.ts';
import { leagueRoundHandoffUrl, leagueRoundParameterString } from '../league-handoff.ts';

/**
 * Putt now (the recorder on this device, with the round's rules locked), then Open Desktop App /
 * Copy Parameters for those who have the desktop app. In an in-person league the organiser first
 * picks which named player is about to putt; players who already have a session for the round are
 * marked, since only their first session counts.
 */
export function RoundHandoff({ league, round }: { league: LeagueSummary; round: LeagueRound }) {
  const id = useId();
  const names = league.settings.is_irl ? league.settings.player_names : [];
  const done = new Set(round.submissions.map((s) => s.irl_player).filter((n): n is string => n !== null));
  const [irlPlayer, setIrlPlayer] = useState<string | null>(() => names.find((n) => !done.has(n)) ?? names[0] ?? null);

  return (
    <div className="league-handoff">
      {names.length > 0 && (
        <div className="field league-irl-pick">
          <label htmlFor={id}>Player about to putt</label>
          <select id={id} value={irlPlayer ?? ''} onChange={(e) => setIrlPlayer(e.target.value)}>
            {names.map((n) => (
              <option key={n} value={n}>
                {done.has(n) ? `${n} (submitted)` : n}
              </option>
            ))}
          </select>
        </div>
      )}
      <Link
        to={paths.recordLeagueRound(league.league_id, round.round_id, names.length > 0 ? irlPlayer : null)}
        className="button button-primary league-putt-now"
      >
        {names.length > 0 && irlPlayer ? `Putt now: record ${irlPlayer}` : 'Putt now'}
      </Link>
      <p className="field-hint">
        Or, with the Holeout desktop app (a program for a computer with a camera): Open Desktop App starts this session
        in it.
      </p>
      <DesktopHandoffControls
        emphasis="secondary"
        buildLink={() => leagueRoundHandoffUrl(league, round, names.length > 0 ? irlPlayer : null)}
        buildParameters={() => leagueRoundParameterString(league, round, names.length > 0 ? irlPlayer : null)}
      />
    </div>
  );
}
