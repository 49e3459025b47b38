import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './accounts.ts';
import { at, belongsTo, createdAt } from './columns.ts';

/**
 * Where a payment order stands: `creating` — our row exists, the Zaprite call has not answered;
 * `open` — Zaprite holds the order and it is not yet verified paid; `granted` — verified and
 * granted (once); `failed` — Zaprite refused or could not be reached at checkout; `expired` —
 * reconciliation gave up on it.
 */
export const PAYMENT_ORDER_STATES = ['creating', 'open', 'granted', 'failed', 'expired'] as const;

/** A checkout: written before Zaprite is called, so every outside order has our row first. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** Our `externalUniqId` sent to Zaprite; an order re-fetched from Zaprite must carry it. */
    externalId: text('external_id').notNull(),
    playerId: belongsTo('player_id', () => players.id),
    /** `monthly`, `annual` or a bundle id (`pack3` …). */
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    zapriteOrderId: text('zaprite_order_id'),
    checkoutUrl: text('checkout_url'),
    state: text('state', { enum: PAYMENT_ORDER_STATES }).notNull().default('creating'),
    /** The last status Zaprite reported for it. */
    providerStatus: text('provider_status'),
    lastCheckedAt: at('last_checked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_external_id_key').on(t.externalId),
    uniqueIndex('payment_orders_zaprite_order_id_key').on(t.zapriteOrderId),
    index('payment_orders_open_idx').on(t.createdAt).where(sql`${t.state} in ('open', 'creating')`),
    index('payment_orders_player_idx').on(t.playerId),
  ],
);

/** One row per granted order, inserted first in the granting transaction: an order grants once. */
export const paymentGrants = pgTable('payment_grants', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => paymentOrders.id, { onDelete: 'cascade' }),
  grantedAt: createdAt(),
});

/** Every webhook nudge as received, with what came of it (for operators). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: serial('id').primaryKey(),
  zapriteOrderId: text('zaprite_order_id'),
  /** `queued` (a known order to verify), `unknown_order`, `no_order_id`. */
  outcome: text('outcome').notNull(),
  body: jsonb('body').$type<unknown>(),
  receivedAt: createdAt(),
});

/** A paid membership period; the player's tier itself is `players.membership_tier`. */
export const memberships = pgTable(
  'memberships',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['regular', 'premium'] }).notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the player was told the period is about to end (once per period). */
    endingNoticeAt: at('ending_notice_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('memberships_period_end_idx').on(t.currentPeriodEnd)],
);

/** One-year gift subscriptions, from the annual plan and bundles. */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    ownerId: belongsTo('owner_id', () => players.id),
    orderId: integer('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    redeemedBy: integer('redeemed_by').references(() => players.id, { onDelete: 'set null' }),
    redeemedAt: at('redeemed_at'),
    sentTo: text('sent_to'),
    sentAt: at('sent_at'),
    /** E-mails of this code in the 24 hours from `emailWindowStart` (at most GIFT_EMAILS_PER_DAY). */
    emailsInWindow: integer('emails_in_window').notNull().default(0),
    emailWindowStart: at('email_window_start'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_codes_code_key').on(t.code), index('gift_codes_owner_idx').on(t.ownerId)],
);

/** Operator-made coupons (`npm run admin -- coupon create …`). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Normalised (upper case, Crockford look-alikes as digits). */
    code: text('code').notNull(),
    tier: text('tier', { enum: ['regular', 'premium'] }).notNull(),
    durationDays: integer('duration_days').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

/** Who redeemed which coupon: a player redeems a coupon once. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: belongsTo('coupon_id', () => coupons.id),
    playerId: belongsTo('player_id', () => players.id),
    redeemedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.playerId] })],
);

/** Association-pricing requests from the settings page (spec 01 §3), e-mailed to the operator. */
export const associationInquiries = pgTable('association_inquiries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  comments: text('comments').notNull(),
  clubName: text('club_name'),
  officeAddress: text('office_address'),
  numberOfUsers: integer('number_of_users').notNull(),
  onboardingSupport: boolean('onboarding_support').notNull().default(false),
  implementationSupport: boolean('implementation_support').notNull().default(false),
  eventManagement: boolean('event_management').notNull().default(false),
  createdAt: createdAt(),
});
