/**
 * Competition mode of the recorder: the duel or league round a session is putted for, its rules
 * (locked once chosen on the duel or league page), and what the top of the recorder says about
 * it. Small on purpose: the recorder's first load carries it; what builds a competition from the
 * duel and league answers loads only when one is asked for (competition-from-answers.ts).
 */

/** The competition a session is putted for, as the recorder keeps it with the session. */
export interface RecordingCompetition {
  kind: 'duel' | 'league';
  /** `duel_id`, or `league_round_id`. */
  id: number;
  /** The league (for its standing after the session); null for a duel. */
  leagueId: number | null;
  /** What the recorder is headed with: 'Duel vs Sam', 'Spring League · Round 2'. */
  title: string;
  mode: 'time_limit' | 'shoot_out';
  timeLimitMinutes: number | null;
  maxAttempts: number | null;
  distanceFeet: number;
  /** Hand-tapped sessions are refused: only the camera (or the desktop app) may record it. */
  requireTracked: boolean;
  /** In-person leagues: the participant the organiser records now. */
  irlPlayer: string | null;
}

/** Fields the server adds for this feature; optional so older answers still type-check. */
export interface TrackedRule {
  require_tracked_sessions?: boolean;
}

/** The competition the recorder was opened for, once loaded, or why it cannot be played now. */
export interface CompetitionToPlay {
  loading: boolean;
  competition: RecordingCompetition | null;
  /** Why this competition takes no session now (closed, already submitted, not found, load failed). */
  problem: string | null;
}

/** Where the recorder was sent from: `?duel=ID`, or `?league=ID&round=ROUND_ID[&irl_player=NAME]`. */
export type CompetitionRequest =
  | { kind: 'duel'; duelId: number }
  | { kind: 'league'; leagueId: number; roundId: number; irlPlayer: string | null };

const positive = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** The competition asked for by the recorder's address, if any. */
export function competitionRequest(search: URLSearchParams): CompetitionRequest | null {
  const duelId = positive(search.get('duel'));
  if (duelId) return { kind: 'duel', duelId };
  const leagueId = positive(search.get('league'));
  const roundId = positive(search.get('round'));
  if (leagueId && roundId) return { kind: 'league', leagueId, roundId, irlPlayer: search.get('irl_player') || null };
  return null;
}

/** The locked rules in words: '7.0 ft', '5 minutes', '21 putts'. */
export function competitionRules(
  c: Pick<RecordingCompetition, 'mode' | 'timeLimitMinutes' | 'maxAttempts' | 'distanceFeet'>,
) {
  const rows = [{ label: 'Distance', value: `${c.distanceFeet.toFixed(1)} ft` }];
  if (c.mode === 'time_limit') {
    const m = c.timeLimitMinutes ?? 0;
    rows.push({ label: 'Time limit', value: m === 1 ? '1 minute' : `${m} minutes` });
  } else {
    const n = c.maxAttempts ?? 0;
    rows.push({ label: 'Putts', value: n === 1 ? '1 putt' : `${n.toLocaleString('en-US')} putts` });
  }
  return rows;
}

/** Seconds the session may last, for a time-limited competition; null otherwise. */
export function limitSeconds(c: RecordingCompetition | undefined): number | null {
  return c?.mode === 'time_limit' && c.timeLimitMinutes !== null ? c.timeLimitMinutes * 60 : null;
}

/** Why a competition that requires tracked sessions offers only the camera here. */
export const TRACKED_REQUIRED_TEXT =
  'This competition requires tracked sessions: record it with the camera (or the desktop app). Hand-tapped sessions are not accepted.';
