import type { NotificationFlag } from '@holeout/shared/accounts';
import { apiWrite } from '../../../lib/api-client.ts';
import { updatedPlayerSchema, usePlayerWrite } from './player-write.ts';

export type NotificationPreferenceChange = Partial<Record<NotificationFlag, boolean>>;

/** PUT /player/{id}/notification-preferences with the flags that changed. */
export async function updateNotificationPreferences(playerId: number, flags: NotificationPreferenceChange) {
  return apiWrite(`/player/${playerId}/notification-preferences`, updatedPlayerSchema, { method: 'PUT', body: flags });
}

/** Saving e-mail notification switches; only the signed-in player's record holds them. */
export function useUpdateNotificationPreferences(playerId: number) {
  return usePlayerWrite(playerId, updateNotificationPreferences);
}
