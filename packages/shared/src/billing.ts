import { z } from 'zod';
import { successMessageSchema } from './accounts.ts';
import { idFieldSchema, idParamSchema } from './ids.ts';
import { MEMBERSHIP_TIERS, type MembershipTier } from './membership.ts';

/** Spec 01 §9: the currency every price is in. */
export const BILLING_CURRENCY = 'USD';

export const PLAN_INTERVALS = ['monthly', 'annual'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export interface Plan {
  interval: PlanInterval;
  label: string;
  /** Price in cents. */
  amountCents: number;
  tier: MembershipTier;
  months: number;
  /** One-year gift codes included. */
  giftCodes: number;
}

/** Spec 01 §9: monthly $2.10 → regular; annual $21 (saves $4.20) → premium plus one gift code. */
export const PLANS: Readonly<Record<PlanInterval, Plan>> = {
  monthly: { interval: 'monthly', label: 'Monthly', amountCents: 210, tier: 'regular', months: 1, giftCodes: 0 },
  annual: { interval: 'annual', label: 'Annual', amountCents: 2100, tier: 'premium', months: 12, giftCodes: 1 },
};

/** What the annual plan saves over twelve months ($4.20). */
export const ANNUAL_SAVING_CENTS = PLANS.monthly.amountCents * 12 - PLANS.annual.amountCents;

export const BUNDLE_IDS = ['pack3', 'pack5', 'pack10', 'pack21'] as const;
export type BundleId = (typeof BUNDLE_IDS)[number];

export interface Bundle {
  id: BundleId;
  label: string;
  count: number;
  amountCents: number;
  /** Percent off the annual price. */
  discountPercent: number;
}

/** Spec 01 §9: bundles of one-year gift subscriptions. */
export const BUNDLES: Readonly<Record<BundleId, Bundle>> = {
  pack3: { id: 'pack3', label: '3-Pack', count: 3, amountCents: 5670, discountPercent: 10 },
  pack5: { id: 'pack5', label: '5-Pack', count: 5, amountCents: 8400, discountPercent: 21 },
  pack10: { id: 'pack10', label: '10-Pack', count: 10, amountCents: 12100, discountPercent: 42 },
  pack21: { id: 'pack21', label: '21-Pack', count: 21, amountCents: 22100, discountPercent: 50 },
};

/** Spec 01 §5: the association form's default number of users. */
export const ASSOCIATION_DEFAULT_USERS = 50;

/** A redeemed gift code: a year of premium. */
export const GIFT_TIER: MembershipTier = 'premium';
export const GIFT_MONTHS = 12;

/** "$2.10" from 210. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Per-unit price of a bundle, in cents (rounded). */
export function bundleUnitCents(bundle: Bundle): number {
  return Math.round(bundle.amountCents / bundle.count);
}

/** Spec 01 §8/§5 texts the server and the page share. */
/** One unredeemed gift code may be e-mailed at most this many times in 24 hours (decision 042). */
export const GIFT_EMAILS_PER_DAY = 5;

export const BILLING_MESSAGES = {
  paymentsUnavailable: 'Payments are not available right now: checkout is not configured on this server.',
  providerDown: 'The payment provider could not be reached. Please try again in a few minutes.',
  couponEmpty: 'Please enter a coupon code.',
  couponInvalid: 'Invalid coupon code.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has reached its usage limit.',
  couponAlreadyUsed: 'You have already redeemed this coupon.',
  giftOwn: 'You cannot redeem your own gift code.',
  giftRedeemed: 'This gift code has already been redeemed.',
  giftEmailLimit: `This gift code has already been e-mailed ${GIFT_EMAILS_PER_DAY} times today. Please try again tomorrow.`,
  giftSendEmpty: 'Please enter a phone number or email.',
  giftSendFailed: 'Failed to send gift invitation.',
  checkoutFailed: 'Failed to create checkout',
  notSubscribed: 'You do not have an active subscription.',
  alreadyCancelled: 'Your subscription is already cancelled.',
  fullSubscribersOnly: 'Gift codes are available to full subscribers. Upgrade to get gift codes.',
  associationRequired: 'Please fill in all required fields.',
  associationUsers: 'Number of users must be at least 1.',
  associationFailed: 'An error occurred. Please try again.',
} as const;

export const createOrderRequestSchema = z.strictObject({ interval: z.enum(PLAN_INTERVALS) });
export const bundlePurchaseRequestSchema = z.strictObject({ bundleId: z.enum(BUNDLE_IDS) });
export const checkoutResponseSchema = z.object({ success: z.literal(true), checkoutUrl: z.string() });

export const subscriptionStatusSchema = z.object({
  success: z.literal(true),
  membership_tier: z.enum(MEMBERSHIP_TIERS),
  /** ISO time the paid period ends; null for free members or memberships set by an operator. */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** Whether checkout is configured on this server. */
  payments_available: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const giftCodeSchema = z.object({
  id: z.number().int(),
  gift_code: z.string(),
  is_redeemed: z.boolean(),
  sent_to: z.string().nullable(),
  created_at: z.string(),
});
export type GiftCode = z.infer<typeof giftCodeSchema>;

/** Spec 01 §3: both readings of the gift list (giftCodes and giftSubscriptions) carry the same list. */
export const giftListSchema = z.object({
  success: z.literal(true),
  giftCodes: z.array(giftCodeSchema),
  giftSubscriptions: z.array(giftCodeSchema),
});
export type GiftList = z.infer<typeof giftListSchema>;

export const giftSendRequestSchema = z.strictObject({
  giftCodeId: idFieldSchema,
  recipient: z.string().trim().min(1, BILLING_MESSAGES.giftSendEmpty).max(254),
});
export const giftSendResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** For a phone recipient: the link to share yourself (nothing is sent). */
  shareUrl: z.string().optional(),
});

export const redeemCouponRequestSchema = z.strictObject({
  player_id: idFieldSchema,
  coupon_code: z.string().trim().min(1, BILLING_MESSAGES.couponEmpty).max(64),
});
export const redeemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  membership_tier: z.enum(MEMBERSHIP_TIERS),
});

export const cancelResponseSchema = successMessageSchema;

/** The webhook path: `/subscriptions/zaprite-webhook/{token}`. */
export const webhookParamsSchema = z.object({ token: z.string().min(1).max(200) });
/** How deep a webhook body may nest; Zaprite's events are shallow. */
export const WEBHOOK_MAX_DEPTH = 8;

/** How deeply `value` nests objects and arrays (iterative: a hostile body cannot overflow the stack). */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > limit) return deepest;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The nudge's body; only the order id is read, everything else is re-fetched. Other fields are
 * kept (Zaprite's event shape is not documented) but may not nest deeper than a real event would.
 */
export const webhookBodySchema = z
  .object({
    id: z.string().max(200).optional(),
    orderId: z.string().max(200).optional(),
    data: z
      .object({ id: z.string().max(200).optional() })
      .passthrough()
      .optional(),
  })
  .passthrough()
  .superRefine((body, ctx) => {
    for (const [key, value] of Object.entries(body)) {
      if (nestingDepth(value, WEBHOOK_MAX_DEPTH) > WEBHOOK_MAX_DEPTH) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is nested too deeply' });
        return;
      }
    }
  });

export const playerIdParamsForCancelSchema = z.object({ id: idParamSchema });

/** A typed coupon code in canonical form: upper case, spaces and hyphens dropped. */
export function normalizeCouponCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** Spec 01 §3, §5: an association-pricing inquiry; name, e-mail and comments are required. */
export const associationInquirySchema = z.strictObject({
  name: z.string().trim().min(1, BILLING_MESSAGES.associationRequired).max(120),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, BILLING_MESSAGES.associationRequired)
    .max(254)
    .pipe(z.email('Please enter a valid e-mail address')),
  phone: z.string().trim().max(40).optional(),
  comments: z.string().trim().min(1, BILLING_MESSAGES.associationRequired).max(4000),
  club_name: z.string().trim().max(200).optional(),
  office_address: z.string().trim().max(400).optional(),
  number_of_users: z
    .int(BILLING_MESSAGES.associationUsers)
    .min(1, BILLING_MESSAGES.associationUsers)
    .max(1_000_000)
    .default(ASSOCIATION_DEFAULT_USERS),
  onboarding_support: z.boolean().default(false),
  implementation_support: z.boolean().default(false),
  event_management: z.boolean().default(false),
});
export type AssociationInquiry = z.infer<typeof associationInquirySchema>;
export const messageAnswerSchema = successMessageSchema;
