import { z } from 'zod';
import type { NotificationFlag } from './accounts.ts';
import { idParamSchema } from './ids.ts';

/** Spec 01 §3 Notification. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_status: z.boolean(),
  link_path: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});

export const unreadCountSchema = z.object({ unread_count: z.number().int() });

/** `/player/{id}/notifications/{nid}…`: the player and one of their notifications. */
export const notificationParamsSchema = z.object({ id: idParamSchema, nid: idParamSchema });

/** The answer of mark read, mark all read and delete: what happened, and the unread count now. */
export const notificationChangeSchema = z.object({
  message: z.string(),
  unread_count: z.number().int(),
});
export type NotificationChange = z.infer<typeof notificationChangeSchema>;

export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notification marked as read',
  markedAllRead: 'All notifications marked as read',
  deleted: 'Notification deleted',
  notFound: 'Notification not found',
} as const;

/** Spec 01 §9: a live connection that fails is opened again after 5 seconds. */
export const NOTIFICATION_RECONNECT_MS = 5_000;

/** SSE event names of `GET /notifications/stream` (spec 01 §7). */
export const STREAM_EVENTS = { connected: 'connected', notification: 'notification' } as const;

/** Data of the stream's first event. */
export const streamConnectedSchema = z.object({ playerId: z.number().int() });

/** The last notification id a reconnecting client saw (`Last-Event-ID`, or this query parameter). */
export const lastEventIdSchema = idParamSchema;

/**
 * `GET /notifications/stream`. The credential is the bearer token (`token`, as the spec puts it:
 * EventSource cannot send headers) or a single-use 60-second ticket from `POST /auth/ticket`;
 * one of them, not both (decision 037).
 */
export const notificationStreamQuerySchema = z.object({
  /** From `POST /auth/ticket`; good for one connection within 60 seconds, while the token that minted it lives. */
  ticket: z.string().max(2000).optional(),
  /** For clients that cannot send `Last-Event-ID` on a new connection (EventSource): the last id seen. */
  last_event_id: lastEventIdSchema.optional(),
  /** The bearer token (spec 01 §7), checked as the Authorization header is; the stream closes when it is revoked. */
  token: z.string().max(2000).optional(),
});

/**
 * What `kind` a module gives a notification. Kinds group notifications and pick the e-mail
 * preference; other kinds may be added (a kind without a flag is never e-mailed).
 */
export const NOTIFICATION_KINDS = {
  /** Someone challenged the player to a duel. */
  duelChallenge: 'duel_challenge',
  /** A duel the player is in moved on: accepted, declined, cancelled, expired, forfeit. */
  duelUpdate: 'duel_update',
  duelResult: 'duel_result',
  duelReminder: 'duel_reminder',
  leagueInvite: 'league_invite',
  leagueUpdate: 'league_update',
  achievement: 'achievement',
  /** A certificate's proof reached a Bitcoin block ('Blockchain Verified'); no e-mail switch covers it. */
  certificateVerified: 'certificate_verified',
  /** The player earned an achievement certificate (never e-mailed, like achievements). */
  certificateAwarded: 'certificate_awarded',
  social: 'social',
  /** Someone asked the player to be friends; someone accepted the player's request. */
  friendRequest: 'friend_request',
  friendAccepted: 'friend_accepted',
} as const;

const DUEL_REQUEST_KINDS: ReadonlySet<string> = new Set(['duel_challenge', 'duel_invite', 'duel_invitation']);
const LEAGUE_INVITE_KINDS: ReadonlySet<string> = new Set(['league_invite', 'league_invitation']);

/**
 * The e-mail preference flag (spec 01 §9) that decides whether a notification of `kind` is
 * e-mailed: challenges and friend kinds → `duel_requests`, every other duel kind → `duel_updates`, league
 * invitations → `league_invites`, other league kinds → `league_updates`, fundraiser and product
 * kinds → their flags; null (never e-mailed) for kinds without a flag (achievements, social).
 */
export function emailFlagForKind(kind: string): NotificationFlag | null {
  if (DUEL_REQUEST_KINDS.has(kind)) return 'duel_requests';
  if (kind.startsWith('duel_')) return 'duel_updates';
  if (LEAGUE_INVITE_KINDS.has(kind)) return 'league_invites';
  if (kind.startsWith('league_')) return 'league_updates';
  // Friend requests and acceptances are requests between players, like challenges (decision 031).
  if (kind.startsWith('friend_')) return 'duel_requests';
  if (kind.startsWith('fundraiser_')) return 'fundraiser_updates';
  if (kind.startsWith('product_')) return 'product_updates';
  return null;
}

/**
 * Whether a link path is one of the web app's own pages (`/duels/12`), never another site:
 * protocol-relative (`//evil.example`) and backslash tricks are refused.
 */
export function isAppLinkPath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && path.length <= 500;
}
