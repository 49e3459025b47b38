import { apiRequest } from '../../../lib/api-client.ts';
import { updatedPlayerSchema } from './updated-player-schema.ts';

export interface SocialLinks {
  x_url: string;
  tiktok_url: string;
  website_url: string;
  telegram_url: string;
}

/** PUT /player/{id}/socials; an empty link removes it. */
export async function updateSocials(playerId: number, links: SocialLinks) {
  return apiRequest(`/player/${playerId}/socials`, updatedPlayerSchema, { method: 'PUT', body: links });
}
