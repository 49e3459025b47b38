import type { Player, PublicPlayer } from '@holeout/shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unchecked } from '../../../lib/api-client.ts';

export type PlayerData = { kind: 'owner'; player: Player } | { kind: 'public'; name: string } | { kind: 'missing' };

/**
 * GET /player/{id}/data. The owner (a valid token for this id) gets the full record; anyone else,
 * including a caller whose token the server no longer accepts, gets the public name only. Read at
 * every start, so typed rather than re-validated in the browser (docs/decisions/023).
 */
export async function getPlayerData(playerId: number, options: { anonymous?: boolean } = {}): Promise<PlayerData> {
  const data = await apiRequest(`/player/${playerId}/data`, unchecked<Player | PublicPlayer>(), options);
  if (!data) return { kind: 'missing' };
  if ('email' in data) return { kind: 'owner', player: data };
  return { kind: 'public', name: data.name };
}

/** A player's public name, fetched without a token (the referrer on /register). */
export function usePublicPlayerName(playerId: number | null) {
  return useQuery({
    queryKey: ['player', playerId, 'public-name'],
    enabled: playerId !== null,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const data = await getPlayerData(playerId as number, { anonymous: true });
      return data.kind === 'missing' ? null : data.kind === 'owner' ? data.player.name : data.name;
    },
  });
}
