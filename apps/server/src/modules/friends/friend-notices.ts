/**
 * What friends tell each other: a new request, to the player asked; an acceptance, to the one who
 * asked. Pure: the service writes them with `notify(tx, …)`. Both link to the contacts page.
 */
import { NOTIFICATION_KINDS } from '@holeout/shared/notifications';
import type { NewNotification } from '../notifications/notifications.service.ts';

const CONTACTS_PATH = '/contacts';

/** To `addresseeId`: `requesterName` asked to be friends. */
export function requestNotice(addresseeId: number, requesterName: string): NewNotification {
  return {
    playerId: addresseeId,
    kind: NOTIFICATION_KINDS.friendRequest,
    title: 'New friend request',
    message: `${requesterName} wants to be your friend on Holeout. Accept or decline on your Contacts page.`,
    linkPath: CONTACTS_PATH,
  };
}

/** To `requesterId`: `accepterName` accepted their request. */
export function acceptedNotice(requesterId: number, accepterName: string): NewNotification {
  return {
    playerId: requesterId,
    kind: NOTIFICATION_KINDS.friendAccepted,
    title: 'Friend request accepted',
    message: `${accepterName} accepted your friend request. You are now on each other's Friends Leaderboard.`,
    linkPath: CONTACTS_PATH,
  };
}
