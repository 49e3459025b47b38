import { type PlayerCertificates, playerCertificatesSchema } from '@holeout/shared/certificates';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec 01 §8: any failure but a 404 reads 'Failed to load certificates'. */
export const CERTIFICATES_FAILED = 'Failed to load certificates';

/**
 * GET /api/certificates/{playerId}: the player's certificates, or (for a viewer without a
 * subscription) the types the upgrade prompt lists. A 404 is an empty list (spec 01 §7).
 */
export async function getPlayerCertificates(playerId: number, signal?: AbortSignal): Promise<PlayerCertificates> {
  const answer = await apiRequest(`/certificates/${playerId}`, playerCertificatesSchema, { signal });
  return answer ?? { player_id: playerId, locked: false, certificates: [], certificate_types: [] };
}

/** Query hook for {@link getPlayerCertificates}; its key sits under `['certificates']`. */
export function usePlayerCertificates(playerId: number) {
  return useQuery({
    queryKey: ['certificates', 'player', playerId],
    queryFn: ({ signal }) => getPlayerCertificates(playerId, signal),
    enabled: Number.isInteger(playerId) && playerId > 0,
  });
}
