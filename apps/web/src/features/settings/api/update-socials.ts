import { apiWrite } from '../../../lib/api-client.ts';
import { updatedPlayerSchema, usePlayerWrite } from './player-write.ts';

export interface SocialLinks {
  x_url: string;
  tiktok_url: string;
  website_url: string;
  telegram_url: string;
}

/** PUT /player/{id}/socials; an empty link removes it. */
export async function updateSocials(playerId: number, links: SocialLinks) {
  return apiWrite(`/player/${playerId}/socials`, updatedPlayerSchema, { method: 'PUT', body: links });
}

/** Saving the social links; only the signed-in player's record holds them. */
export function useUpdateSocials(playerId: number) {
  return usePlayerWrite(playerId, updateSocials);
}
