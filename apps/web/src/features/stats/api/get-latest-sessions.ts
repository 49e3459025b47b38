import { SESSIONS_PAGE_SIZE_MAX, type SessionsPage } from '@holeout/shared/sessions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';

/**
 * GET /player/{id}/sessions?limit=100 — the newest 100 sessions, whose distances and makes the
 * career page compares with the tour. A 404 (no sessions yet) is null. Typed, not re-validated: the
 * server holds the answer to its schema (docs/decisions/023).
 */
export async function getLatestSessions(playerId: number, signal?: AbortSignal): Promise<SessionsPage | null> {
  return apiRequest(`/player/${playerId}/sessions`, unchecked<SessionsPage>(), {
    query: { page: 1, limit: SESSIONS_PAGE_SIZE_MAX },
    signal,
  });
}

/**
 * Query hook for {@link getLatestSessions}. Its key sits under `['player-sessions']`, so an upload
 * or the dashboard's Refresh renews it too.
 */
export function useLatestSessions(playerId: number) {
  return useQuery({
    queryKey: ['player-sessions', playerId, 'latest', SESSIONS_PAGE_SIZE_MAX],
    queryFn: ({ signal }) => getLatestSessions(playerId, signal),
    enabled: Number.isInteger(playerId) && playerId > 0,
  });
}
