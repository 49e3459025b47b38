import type { SessionsPage } from '@holeout/shared/sessions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';

/** Cache key prefix of every sessions page; invalidate it after an upload or on Refresh. */
export const PLAYER_SESSIONS_KEY = 'player-sessions';

/**
 * GET /player/{id}/sessions?page= — one page of a player's sessions, newest first, in the
 * server's page size (spec 01 §9: 21). A 404 (unknown player or none yet) is an empty page: spec
 * 01 §8 tolerates a failed history load for new players. The answer is typed, not re-validated in
 * the browser: it is the dashboard's largest answer and the server already holds it to its schema
 * (docs/decisions/023).
 */
export async function getPlayerSessions(
  playerId: number,
  page: number,
  signal?: AbortSignal,
): Promise<SessionsPage | null> {
  return apiRequest(`/player/${playerId}/sessions`, unchecked<SessionsPage>(), { query: { page }, signal });
}

/**
 * Query hook for {@link getPlayerSessions}; the previous page stays on screen while the next
 * loads. The dashboard's table and trend both read page 1 through it, so they share one request.
 */
export function usePlayerSessions(playerId: number, page: number) {
  return useQuery({
    queryKey: [PLAYER_SESSIONS_KEY, playerId, page],
    queryFn: ({ signal }) => getPlayerSessions(playerId, page, signal),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(playerId) && playerId > 0,
  });
}
