/**
 * Friends contract (spec 01 §2 contacts page; DESIGN §8 "Friends: requests, accept, decline,
 * remove"). The spec names no friend calls; the routes are under `/api/friends` (decision 031).
 * A friendship is one row per pair of players: pending (one asked) or accepted (both friends).
 */
import { z } from 'zod';
import { idFieldSchema, idParamSchema } from './ids.ts';

/** Spec 01 §2 "Contacts page": the empty texts of the two lists. */
export const NO_FRIENDS_TEXT = 'No friends added yet.';
export const NO_FRIEND_REQUESTS_TEXT = 'No pending friend requests.';

/** Spec 01 §9: the contact-import guides recommend at most this many contacts at a time. */
export const CONTACT_IMPORT_MAX = 5;

/** What the friend calls answer and refuse with. */
export const FRIENDS_TEXT = {
  requestSent: 'Friend request sent',
  accepted: 'Friend request accepted',
  declined: 'Friend request declined',
  cancelled: 'Friend request cancelled',
  removed: 'Friend removed',
  notYourself: 'You cannot add yourself as a friend',
  alreadyFriends: 'You are already friends',
  alreadyRequested: 'Friend request already sent',
  requestNotFound: 'Friend request not found',
  friendNotFound: 'Friend not found',
} as const;

/** Another player as the friends lists show them: id and name, never a contact. */
const friendPlayerSchema = z.object({
  player_id: z.number().int(),
  name: z.string(),
  /** When the friendship was accepted, or the request sent (ISO 8601). */
  since: z.string(),
});
export type FriendPlayer = z.infer<typeof friendPlayerSchema>;

/** GET /friends: the token's player's friends and pending requests, each list by name. */
export const friendListsSchema = z.object({
  friends: z.array(friendPlayerSchema),
  /** Requests others sent to the player, waiting for an answer. */
  incoming: z.array(friendPlayerSchema),
  /** Requests the player sent, not answered yet. */
  outgoing: z.array(friendPlayerSchema),
});
export type FriendLists = z.infer<typeof friendListsSchema>;

/** POST /friends/requests: the player to ask. */
export const friendRequestBodySchema = z.strictObject({ friend_id: idFieldSchema });

/** `/friends/{playerId}`, `/friends/requests/{playerId}…`: the other player of the pair. */
export const friendParamsSchema = z.object({ playerId: idParamSchema });

/** Every friend change answers what happened and where the pair stands now. */
export const friendChangeSchema = z.object({
  message: z.string(),
  /** `pending` after a new request; `accepted` when the pair are friends; `none` after a removal. */
  status: z.enum(['pending', 'accepted', 'none']),
});
export type FriendChange = z.infer<typeof friendChangeSchema>;
