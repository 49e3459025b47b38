import { useEffect } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { useRecorderDuel, useRecorderLeague } from '../api/get-competition.ts';
import type { CompetitionRequest, CompetitionToPlay, RecordingCompetition } from '../competition.ts';
import { duelCompetition, leagueRoundCompetition } from '../competition-from-answers.ts';

/**
 * Loads the duel or league round of `/record?duel=…` / `?league=…&round=…` and checks that it
 * awaits a session from this player (or, in person, from the participant named).
 */
export function useCompetitionToPlay(request: CompetitionRequest | null, playerId: number): CompetitionToPlay {
  const duel = useRecorderDuel(request?.kind === 'duel' ? request.duelId : null);
  const league = useRecorderLeague(request?.kind === 'league' ? request.leagueId : null, playerId);
  if (!request) return { loading: false, competition: null, problem: null };
  const query = request.kind === 'duel' ? duel : league;
  if (query.isPending) return { loading: true, competition: null, problem: null };
  // A refetch that failed (offline) keeps the answer already read: the rules do not change.
  if (query.isError && query.data === undefined) {
    return { loading: false, competition: null, problem: errorText(query.error, 'Failed to load the competition.') };
  }
  let result: RecordingCompetition | string;
  if (request.kind === 'duel') {
    result = duel.data
      ? duelCompetition(duel.data, playerId)
      : 'This duel does not exist, or it is not visible to you.';
  } else {
    result = league.data
      ? leagueRoundCompetition(league.data, request.roundId, request.irlPlayer, Date.now())
      : 'This league does not exist, or it was deleted.';
  }
  return typeof result === 'string'
    ? { loading: false, competition: null, problem: result }
    : { loading: false, competition: result, problem: null };
}

/** Renders nothing: loads the competition asked for and tells the page (loaded with it, on demand). */
export function CompetitionLoader({
  request,
  playerId,
  onResult,
}: {
  request: CompetitionRequest;
  playerId: number;
  onResult: (result: CompetitionToPlay) => void;
}) {
  const result = useCompetitionToPlay(request, playerId);
  const { loading, competition, problem } = result;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object each render; its parts are the deps.
  useEffect(() => onResult(result), [loading, competition?.id, competition?.requireTracked, problem, onResult]);
  return null;
}
