/**
 * The desktop hand-off of a league round (spec 02 §7 "Desktop app link", DESIGN §3): the
 * `holeout://start?mode=league…` link and the Copy Parameters string
 * `league_round=N,league_id=ID,time_limit=MIN` (the time limit only for a time-limit league). For an
 * in-person league the organiser records one named player at a time, so both carry that name too
 * (`irl_player`, the upload's field).
 */
import { type LeagueRound, type LeagueSummary, leagueRoundParameters } from '@holeout/shared/leagues';
import { buildHandoffUrl } from '../../lib/desktop-handoff.ts';

type League = Pick<LeagueSummary, 'league_id' | 'settings'>;
type Round = Pick<LeagueRound, 'round_id' | 'round_number'>;

/** The link that opens the desktop app on this round. @throws Error when an id or rule is unusable. */
export function leagueRoundHandoffUrl(league: League, round: Round, irlPlayer: string | null = null): string {
  const s = league.settings;
  const timeLimit = s.competition_mode === 'time_limit';
  const url = buildHandoffUrl({
    mode: 'league',
    leagueRoundId: round.round_id,
    distanceFeet: s.putting_distance_feet,
    timeLimitMinutes: timeLimit ? s.time_limit_minutes : null,
    maxAttempts: timeLimit ? null : s.max_attempts,
  });
  return irlPlayer ? `${url}&${new URLSearchParams({ irl_player: irlPlayer }).toString()}` : url;
}

/** The spec's parameter string of the round. @throws Error when an id is unusable. */
export function leagueRoundParameterString(league: League, round: Round, irlPlayer: string | null = null): string {
  for (const [value, name] of [
    [round.round_number, 'round number'],
    [league.league_id, 'league id'],
  ] as const) {
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  }
  const s = league.settings;
  const base = leagueRoundParameters(
    round.round_number,
    league.league_id,
    s.competition_mode === 'time_limit' ? s.time_limit_minutes : null,
  );
  return irlPlayer ? `${base},irl_player=${irlPlayer}` : base;
}
