import { apiRequest } from '../../../lib/api-client.ts';
import { updatedPlayerSchema } from './updated-player-schema.ts';

export interface AccountInfo {
  name: string;
  /** Empty clears the number. */
  phone: string;
  timezone: string;
}

/** PUT /player/{id}: name, phone and time zone. */
export async function updatePlayer(playerId: number, info: AccountInfo) {
  return apiRequest(`/player/${playerId}`, updatedPlayerSchema, { method: 'PUT', body: info });
}
