import { z } from 'zod';
import { idFieldSchema } from './ids.ts';

/**
 * Referral figures (spec 01 §3, §7 `GET /api/referrals/stats`). Every figure counts rows written
 * when the thing happened (decision 035), never a rescan of duels, leagues or accounts.
 */

/** Invitations listed on the dashboard, newest first. */
export const REFERRAL_INVITES_LISTED = 50;

/** What became of one invitation, as the dashboard shows it. */
export const REFERRAL_INVITE_STATUSES = ['sent', 'declined', 'joined'] as const;

export const referralInviteSchema = z.object({
  /** Stable key of the row. */
  id: z.number().int(),
  /** The address, phone number or player name the invitation went to. */
  recipient: z.string(),
  sent_at: z.string(),
  status: z.enum(REFERRAL_INVITE_STATUSES),
  viewed: z.boolean(),
  account_created: z.boolean(),
  is_subscriber: z.boolean(),
});
export type ReferralInvite = z.infer<typeof referralInviteSchema>;

export const referralStatsSchema = z.object({
  /** Duel challenges and league invitations sent, plus days the player shared their link. */
  totalInvites: z.number().int(),
  /** Invitation and referral pages opened: once per visitor's browser and referrer. */
  viewed: z.number().int(),
  /** Duel challenges and league invitations declined. */
  rejected: z.number().int(),
  /** Accounts registered through the player's link or invitation. */
  accountsCreated: z.number().int(),
  /** Of those accounts, the ones that paid for a plan. */
  upgraded: z.number().int(),
  invites: z.array(referralInviteSchema),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

/** GET /api/referrals/stats */
export const referralStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: referralStatsSchema,
  /** The player's own referral link: `/register?ref={player_id}` on this server. */
  referral_link: z.string(),
});
export type ReferralStatsResponse = z.infer<typeof referralStatsResponseSchema>;

/**
 * POST /api/referrals/view (no sign-in): the invitation or referral page was opened. `visit_id` is
 * the visitor's browser's own random id for this referrer, so a reload is not a second view.
 */
export const referralViewRequestSchema = z.strictObject({
  referrer_id: idFieldSchema,
  visit_id: z.uuid('visit_id: must be a UUID'),
  /** The invited address or number from the invitation link, when the page was opened from one. */
  recipient: z.string().trim().min(1).max(254).optional(),
});
export type ReferralViewRequest = z.infer<typeof referralViewRequestSchema>;

export const referralAnswerSchema = z.object({ success: z.literal(true) });

/** Texts of the settings referrals dashboard. */
export const REFERRAL_TEXTS = {
  title: 'Referrals',
  intro: 'Invite friends to Holeout with your link. Duel challenges and league invitations count too.',
  linkLabel: 'Your referral link',
  copy: 'Copy Link',
  share: 'Share',
  shareTitle: 'Join me on Holeout',
  empty: 'No invitations yet. Share your link or challenge a friend to a duel to get started.',
  loadFailed: 'Failed to load referral stats.',
} as const;
