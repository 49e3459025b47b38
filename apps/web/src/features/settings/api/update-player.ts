import { apiWrite } from '../../../lib/api-client.ts';
import { updatedPlayerSchema, usePlayerWrite } from './player-write.ts';

export interface AccountInfo {
  name: string;
  /** Empty clears the number. */
  phone: string;
  timezone: string;
}

/** PUT /player/{id}: name, phone and time zone. */
export async function updatePlayer(playerId: number, info: AccountInfo) {
  return apiWrite(`/player/${playerId}`, updatedPlayerSchema, { method: 'PUT', body: info });
}

/** Saving the account info; the name and time zone show on other pages, so their queries are refetched. */
export function useUpdatePlayer(playerId: number) {
  return usePlayerWrite(playerId, updatePlayer, { refetchViews: true });
}
