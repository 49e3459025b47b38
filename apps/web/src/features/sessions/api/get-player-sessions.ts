import { SESSIONS_PAGE_SIZE, type SessionsPage, sessionsPageSchema } from '@holeout/shared/sessions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Cache key prefix of every sessions page; invalidate it after an upload or on Refresh. */
export const PLAYER_SESSIONS_KEY = 'player-sessions';

/**
 * GET /player/{id}/sessions?page=&limit= — one page of a player's sessions, newest first.
 * A 404 (unknown player or none yet) is an empty page: spec 01 §8 tolerates a failed history load
 * for new players.
 */
export async function getPlayerSessions(
  playerId: number,
  page: number,
  limit: number = SESSIONS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<SessionsPage | null> {
  return apiRequest(`/player/${playerId}/sessions`, sessionsPageSchema, { query: { page, limit }, signal });
}

/** Query hook for {@link getPlayerSessions}; the previous page stays on screen while the next loads. */
export function usePlayerSessions(playerId: number, page: number, limit: number = SESSIONS_PAGE_SIZE) {
  return useQuery({
    queryKey: [PLAYER_SESSIONS_KEY, playerId, page, limit],
    queryFn: ({ signal }) => getPlayerSessions(playerId, page, limit, signal),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(playerId) && playerId > 0,
  });
}
