import type { NotificationFlag } from '@holeout/shared/accounts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updatedPlayerSchema } from './updated-player-schema.ts';

/** PUT /player/{id}/notification-preferences with the flags that changed. */
export async function updateNotificationPreferences(
  playerId: number,
  flags: Partial<Record<NotificationFlag, boolean>>,
) {
  return apiRequest(`/player/${playerId}/notification-preferences`, updatedPlayerSchema, {
    method: 'PUT',
    body: flags,
  });
}
