import type { Duel } from '@holeout/shared/duels';
import type { LeagueDetail } from '@holeout/shared/leagues';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';
import type { TrackedRule } from '../competition.ts';

/**
 * A duel answer with the fields the capture-source contract adds (optional: absent from older
 * servers). Typed, not re-validated: the recorder's first load stays free of the duel and league
 * schemas (decision 023), and the server serialises these answers from the shared schemas.
 */
export type RecorderDuel = Duel &
  TrackedRule & {
    creator_capture_source?: string | null;
    invited_player_capture_source?: string | null;
  };

/** How often the standing after a session is looked at again (a notification refreshes it sooner). */
const STANDING_REFRESH_MS = 15_000;

/** GET /duels/{id}, typed; null when the duel is unknown or hidden. */
export function getRecorderDuel(duelId: number, signal?: AbortSignal): Promise<RecorderDuel | null> {
  return apiRequest(`/duels/${duelId}`, unchecked<RecorderDuel>(), { signal });
}

/** GET /leagues/{id}?player_id=, typed; null when unknown. */
export function getRecorderLeague(leagueId: number, playerId: number, signal?: AbortSignal) {
  return apiRequest(`/leagues/${leagueId}`, unchecked<LeagueDetail>(), { query: { player_id: playerId }, signal });
}

/**
 * The duel, under `['duels', …]` so that the live notifications' refresh of duel views (a
 * submission, the result) reaches the recorder too. `follow` keeps it fresh after a session.
 */
export function useRecorderDuel(duelId: number | null, follow = false) {
  return useQuery({
    queryKey: ['duels', 'recorder', duelId],
    queryFn: ({ signal }) => getRecorderDuel(duelId as number, signal),
    enabled: duelId !== null,
    refetchInterval: (query) => (follow && query.state.data?.status === 'active' ? STANDING_REFRESH_MS : false),
  });
}

/** The league, under `['leagues', …]` (refreshed by league notifications); `follow` as above. */
export function useRecorderLeague(leagueId: number | null, playerId: number, follow = false) {
  return useQuery({
    queryKey: ['leagues', 'recorder', leagueId],
    queryFn: ({ signal }) => getRecorderLeague(leagueId as number, playerId, signal),
    enabled: leagueId !== null,
    refetchInterval: follow ? STANDING_REFRESH_MS : false,
  });
}
