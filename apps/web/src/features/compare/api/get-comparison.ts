import { type CompareResponse, compareResponseSchema } from '@holeout/shared/players';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /compare?player1_id=&player2_id= — null when the server answers 404 (a player is unknown). */
export async function getComparison(
  player1Id: number,
  player2Id: number,
  signal?: AbortSignal,
): Promise<CompareResponse | null> {
  return apiRequest('/compare', compareResponseSchema, {
    query: { player1_id: player1Id, player2_id: player2Id },
    signal,
  });
}

/** Query hook for {@link getComparison}. */
export function useComparison(player1Id: number, player2Id: number) {
  const valid = (id: number) => Number.isInteger(id) && id > 0;
  return useQuery({
    queryKey: ['comparison', player1Id, player2Id],
    queryFn: ({ signal }) => getComparison(player1Id, player2Id, signal),
    enabled: valid(player1Id) && valid(player2Id),
  });
}
