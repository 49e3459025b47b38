import type { ActiveCompetitions } from '@holeout/shared/competitions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';

/**
 * GET /active-competitions — the duels and league rounds awaiting the player's session, with
 * their rules. Typed, not re-validated: it is on the dashboard's first screen (decision 023).
 * Under the key that duel and league changes (and their live notifications) invalidate.
 */
export function useActiveCompetitions(playerId: number) {
  return useQuery({
    queryKey: ['active-competitions', playerId],
    queryFn: ({ signal }) => apiRequest('/active-competitions', unchecked<ActiveCompetitions>(), { signal }),
  });
}
