import type { CoachInsight } from '@holeout/shared/coach';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';

/**
 * GET /coach/insight — the newest written analysis for the dashboard's coach card (decision 057).
 * Typed, not re-validated: the card is on the dashboard, whose first load stays light (023).
 */
export function useCoachInsight(playerId: number) {
  return useQuery({
    queryKey: ['coach-insight', playerId],
    queryFn: ({ signal }) => apiRequest('/coach/insight', unchecked<CoachInsight>(), { signal }),
  });
}
