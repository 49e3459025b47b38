import { type CareerStats, careerStatsSchema } from '@holeout/shared/career';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Cache key prefix of career records. */
export const CAREER_STATS_KEY = 'career-stats';

/** GET /career-stats?player_id= — null when the server answers 404 (the page shows a stub record). */
export async function getCareerStats(playerId: number, signal?: AbortSignal): Promise<CareerStats | null> {
  return apiRequest('/career-stats', careerStatsSchema, { query: { player_id: playerId }, signal });
}

/** Query hook for {@link getCareerStats}. */
export function useCareerStats(playerId: number) {
  return useQuery({
    queryKey: [CAREER_STATS_KEY, playerId],
    queryFn: ({ signal }) => getCareerStats(playerId, signal),
    enabled: Number.isInteger(playerId) && playerId > 0,
  });
}
