import { randomUUID, timingSafeEqual } from 'node:crypto';
import {
  BILLING_CURRENCY,
  BILLING_MESSAGES,
  BUNDLES,
  type BundleId,
  GIFT_MONTHS,
  GIFT_TIER,
  normalizeCouponCode,
  PLANS,
  type PlanInterval,
  type SubscriptionStatus,
} from '@holeout/shared/billing';
import { isGiftCodeShape, normalizeCode } from '@holeout/shared/gift-code';
import { canUseGifts, type MembershipTier } from '@holeout/shared/membership';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ReferralRecorder } from '../referrals/referrals.service.ts';
import { BILLING_CHECK_ORDER_JOB } from './billing.jobs.ts';
import * as repo from './billing.repo.ts';
import { issueGiftCodes } from './gift-codes.ts';
import { addDays, addMonths, extendMembership } from './membership-grants.ts';
import { ZAPRITE_PAID_STATUSES, ZapriteClient, ZapriteUnavailable } from './zaprite.client.ts';

/** An open order is re-checked by reconciliation for this long, then expires. */
export const ORDER_CHECK_WINDOW_MS = 7 * 86_400_000;
/** Players are told this long before their period ends. */
export const ENDING_NOTICE_MS = 3 * 86_400_000;
/** Per-account redemption attempts a minute (per-IP limits are on the route). */
const REDEEM_ATTEMPTS_PER_MINUTE = 10;
const BATCH = 100;

export const MEMBERSHIP_KIND = 'membership';

export type CheckOutcome = 'granted' | 'already_granted' | 'not_paid' | 'rejected' | 'unknown';

/** Memberships, Zaprite checkout and its verification, gift codes and coupons (DESIGN §8). */
export class BillingService {
  private readonly zaprite: ZapriteClient | null;
  private readonly redeemAttempts: AttemptLimiter;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'jobs' | 'log' | 'mailer'>,
    private readonly accounts: AccountsService,
    private readonly notifications: NotificationsService,
    private readonly referrals: Pick<ReferralRecorder, 'paidPlanGranted'>,
  ) {
    const { ZAPRITE_API_KEY, ZAPRITE_API_URL } = ctx.config;
    this.zaprite = ZAPRITE_API_KEY ? new ZapriteClient(ZAPRITE_API_URL, ZAPRITE_API_KEY) : null;
    this.redeemAttempts = new AttemptLimiter(REDEEM_ATTEMPTS_PER_MINUTE, 60_000, ctx.config.RATE_LIMITS === 'on');
  }

  async status(playerId: number, tier: MembershipTier): Promise<SubscriptionStatus> {
    const membership = await repo.findMembership(this.ctx.db, playerId);
    return {
      success: true,
      membership_tier: tier,
      current_period_end: membership?.currentPeriodEnd.toISOString() ?? null,
      cancel_at_period_end: membership?.cancelAtPeriodEnd ?? false,
      payments_available: this.zaprite !== null,
    };
  }

  checkoutPlan(playerId: number, interval: PlanInterval) {
    const plan = PLANS[interval];
    return this.checkout(playerId, interval, plan.amountCents, `Holeout ${plan.label} membership`);
  }

  checkoutBundle(playerId: number, tier: MembershipTier, bundleId: BundleId) {
    if (!canUseGifts(tier)) throw new HttpError(403, BILLING_MESSAGES.fullSubscribersOnly);
    const bundle = BUNDLES[bundleId];
    return this.checkout(
      playerId,
      bundleId,
      bundle.amountCents,
      `Holeout ${bundle.label} of 1-year gift subscriptions`,
    );
  }

  /**
   * Our order row first, then the Zaprite order: a checkout Zaprite never answered stays as a
   * `failed` row, and one it did answer is `open` until verified paid.
   */
  private async checkout(playerId: number, product: string, amountCents: number, label: string) {
    const zaprite = this.zaprite;
    if (!zaprite) throw new HttpError(503, BILLING_MESSAGES.paymentsUnavailable);
    const externalId = randomUUID();
    const row = await repo.insertOrder(this.ctx.db, {
      externalId,
      playerId,
      product,
      amountCents,
      currency: BILLING_CURRENCY,
    });
    try {
      const order = await zaprite.createOrder({
        amount: amountCents,
        currency: BILLING_CURRENCY,
        externalUniqId: externalId,
        redirectUrl: `${this.ctx.config.publicUrl}/settings?checkout=${externalId}`,
        label,
        metadata: { playerId: String(playerId), product },
      });
      if (!order.checkoutUrl || !/^https?:\/\//.test(order.checkoutUrl)) {
        throw new ZapriteUnavailable('Zaprite answered an order without a checkout URL');
      }
      await repo.updateOrder(this.ctx.db, row.id, {
        zapriteOrderId: order.id,
        checkoutUrl: order.checkoutUrl,
        providerStatus: order.status,
        state: 'open',
      });
      return { success: true as const, checkoutUrl: order.checkoutUrl };
    } catch (err) {
      await repo.updateOrder(this.ctx.db, row.id, { state: 'failed' });
      if (err instanceof ZapriteUnavailable) {
        this.ctx.log.error({ orderId: row.id, err: err.message }, 'zaprite order creation failed');
        throw new HttpError(502, BILLING_MESSAGES.providerDown);
      }
      throw err;
    }
  }

  /**
   * A webhook is only a nudge: with the right path token, the order it names — if it is one of
   * ours — is queued for verification against Zaprite (a row first, a job second). Anything else
   * is recorded and changes nothing.
   */
  async webhook(token: string, body: { id?: string; orderId?: string; data?: { id?: string } }): Promise<void> {
    const secret = this.ctx.config.ZAPRITE_WEBHOOK_SECRET;
    if (!secret || !sameSecret(token, secret)) {
      this.ctx.log.warn('zaprite webhook with a wrong path token');
      throw new HttpError(404, 'Not found');
    }
    const zapriteOrderId = body.data?.id ?? body.orderId ?? body.id ?? null;
    const order = zapriteOrderId ? await repo.findOrderByZapriteId(this.ctx.db, zapriteOrderId) : null;
    const outcome = !zapriteOrderId ? 'no_order_id' : order ? 'queued' : 'unknown_order';
    await repo.insertWebhookEvent(this.ctx.db, { zapriteOrderId, outcome, body });
    if (!order) {
      this.ctx.log.warn({ zapriteOrderId, outcome }, 'zaprite webhook ignored');
      return;
    }
    await this.ctx.jobs.send(BILLING_CHECK_ORDER_JOB, { orderId: order.id });
  }

  /**
   * Re-reads one order from Zaprite and grants it when it is ours, paid (PAID, OVERPAID or
   * COMPLETE) and for the amount and currency we asked. The grant row is inserted first in the
   * granting transaction, so however many nudges or reconciliations arrive, an order grants once.
   * Throws when Zaprite cannot be reached (the job is retried).
   */
  async checkOrder(orderId: number): Promise<CheckOutcome> {
    const row = await repo.findOrderById(this.ctx.db, orderId);
    if (!row) return 'unknown';
    if (row.state === 'granted') return 'already_granted';
    if (row.state !== 'open' || !row.zapriteOrderId || !this.zaprite) return 'unknown';
    const order = await this.zaprite.getOrder(row.zapriteOrderId);
    const now = this.ctx.clock.now();
    await repo.updateOrder(this.ctx.db, row.id, { lastCheckedAt: now, providerStatus: order?.status ?? 'NOT_FOUND' });
    if (!order) {
      this.ctx.log.warn({ orderId }, 'zaprite has no such order');
      return 'not_paid';
    }
    if (!ZAPRITE_PAID_STATUSES.has(order.status)) return 'not_paid';
    if (
      order.id !== row.zapriteOrderId ||
      order.externalUniqId !== row.externalId ||
      order.amount !== row.amountCents ||
      order.currency !== row.currency
    ) {
      this.ctx.log.error(
        { orderId, status: order.status, amount: order.amount, currency: order.currency },
        'zaprite order does not match what we asked: not granted',
      );
      await repo.updateOrder(this.ctx.db, row.id, { state: 'failed' });
      return 'rejected';
    }
    const granted = await this.ctx.db.transaction(async (tx) => {
      if (!(await repo.claimGrant(tx, row.id))) return false;
      await this.grantOrder(tx, row, now);
      await repo.updateOrder(tx, row.id, { state: 'granted' });
      return true;
    });
    if (granted) this.ctx.log.info({ orderId, product: row.product }, 'order granted');
    return granted ? 'granted' : 'already_granted';
  }

  private async grantOrder(tx: Tx, row: repo.OrderRow, now: Date): Promise<void> {
    if (row.product === 'monthly' || row.product === 'annual') {
      const plan = PLANS[row.product];
      const m = await extendMembership(tx, this.accounts, row.playerId, plan.tier as repo.PaidTier, now, (from) =>
        addMonths(from, plan.months),
      );
      await issueGiftCodes(tx, row.playerId, row.id, plan.giftCodes);
      await this.referrals.paidPlanGranted(tx, row.playerId);
      await this.notifications.notify(tx, {
        playerId: row.playerId,
        kind: MEMBERSHIP_KIND,
        title: 'Membership active',
        message: `Thank you! Your ${tierLabel(m.tier)} membership is active until ${day(m.currentPeriodEnd)}.${
          plan.giftCodes > 0 ? ' Your gift code is on the Gifts page.' : ''
        }`,
        linkPath: '/settings',
      });
      return;
    }
    const bundle = BUNDLES[row.product as BundleId];
    if (!bundle) throw new Error(`order ${row.id} has an unknown product ${row.product}`);
    await issueGiftCodes(tx, row.playerId, row.id, bundle.count);
    await this.notifications.notify(tx, {
      playerId: row.playerId,
      kind: MEMBERSHIP_KIND,
      title: 'Gift codes ready',
      message: `Thank you! Your ${bundle.count} gift subscriptions are on the Gifts page.`,
      linkPath: '/gifts',
    });
  }

  /**
   * Re-checks every open order (a lost webhook loses no payment), and expires orders that stayed
   * unpaid past the window. One order's failure does not stop the others.
   */
  async reconcile(): Promise<{ checked: number; granted: number }> {
    const now = this.ctx.clock.now();
    await repo.expireOpenOrders(this.ctx.db, new Date(now.getTime() - ORDER_CHECK_WINDOW_MS));
    if (!this.zaprite) return { checked: 0, granted: 0 };
    const open = await repo.listOpenOrders(this.ctx.db, new Date(now.getTime() - ORDER_CHECK_WINDOW_MS), BATCH);
    let granted = 0;
    for (const order of open) {
      try {
        if ((await this.checkOrder(order.id)) === 'granted') granted += 1;
      } catch (err) {
        this.ctx.log.warn(
          { orderId: order.id, err: (err as Error).message },
          'reconciliation could not check an order',
        );
      }
    }
    return { checked: open.length, granted };
  }

  /** Ends memberships whose period is over, and tells players a few days before. */
  async expireMemberships(): Promise<{ ended: number; noticed: number }> {
    const now = this.ctx.clock.now();
    const noticed = await this.ctx.db.transaction(async (tx) => {
      const ending = await repo.claimEndingNotices(tx, now, new Date(now.getTime() + ENDING_NOTICE_MS));
      for (const m of ending) {
        await this.notifications.notify(tx, {
          playerId: m.playerId,
          kind: MEMBERSHIP_KIND,
          title: 'Membership ending soon',
          message: `Your ${tierLabel(m.tier)} membership ends on ${day(m.currentPeriodEnd)}. Renew in Settings to keep full access.`,
          linkPath: '/settings',
        });
      }
      return ending.length;
    });
    let ended = 0;
    for (const m of await repo.listExpired(this.ctx.db, now, BATCH)) {
      const done = await this.ctx.db.transaction(async (tx) => {
        await this.accounts.lockMembershipTier(tx, m.playerId);
        if (!(await repo.deleteExpired(tx, m.playerId, now))) return false;
        await this.accounts.setMembershipTier(tx, m.playerId, 'free');
        await this.notifications.notify(tx, {
          playerId: m.playerId,
          kind: MEMBERSHIP_KIND,
          title: 'Membership ended',
          message: 'Your membership has ended. Upgrade in Settings to unlock your full stats again.',
          linkPath: '/settings',
        });
        return true;
      });
      if (done) ended += 1;
    }
    return { ended, noticed };
  }

  /** Stops renewal; access stays until the period's end (spec 01 §7). */
  async cancel(playerId: number): Promise<{ success: true; message: string }> {
    const now = this.ctx.clock.now();
    if (await repo.markCancelled(this.ctx.db, playerId, now)) {
      const m = await repo.findMembership(this.ctx.db, playerId);
      return {
        success: true,
        message: `Your subscription has been cancelled. You keep full access until ${day(m?.currentPeriodEnd ?? now)}.`,
      };
    }
    const m = await repo.findMembership(this.ctx.db, playerId);
    if (m?.cancelAtPeriodEnd && m.currentPeriodEnd > now) throw new HttpError(409, BILLING_MESSAGES.alreadyCancelled);
    throw new HttpError(400, BILLING_MESSAGES.notSubscribed);
  }

  /**
   * The coupon field: a gift code or an operator's coupon. Each is one atomic update — a gift
   * code only while unredeemed and not the redeemer's own; a coupon only while uses are left and
   * it has not expired — so concurrent redemptions have one winner (or at most `limit`).
   */
  async redeem(
    playerId: number,
    rawCode: string,
  ): Promise<{ success: true; message: string; membership_tier: MembershipTier }> {
    if (this.redeemAttempts.hit(String(playerId))) {
      throw new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.');
    }
    const code = normalizeCouponCode(rawCode);
    if (!code) throw new HttpError(400, BILLING_MESSAGES.couponEmpty);
    const now = this.ctx.clock.now();
    const giftCode = normalizeCode(rawCode);
    if (isGiftCodeShape(giftCode) && (await repo.findGiftCode(this.ctx.db, giftCode))) {
      return this.redeemGift(playerId, giftCode, now);
    }
    const coupon = await repo.findCoupon(this.ctx.db, code);
    if (!coupon) throw new HttpError(404, BILLING_MESSAGES.couponInvalid);
    const m = await this.ctx.db.transaction(async (tx) => {
      if (!(await repo.insertCouponRedemption(tx, coupon.id, playerId))) {
        throw new HttpError(409, BILLING_MESSAGES.couponAlreadyUsed);
      }
      if (!(await repo.takeCouponUse(tx, coupon.id, now))) {
        const expired = coupon.expiresAt !== null && coupon.expiresAt <= now;
        throw new HttpError(409, expired ? BILLING_MESSAGES.couponExpired : BILLING_MESSAGES.couponUsedUp);
      }
      return extendMembership(tx, this.accounts, playerId, coupon.tier, now, (from) =>
        addDays(from, coupon.durationDays),
      );
    });
    return {
      success: true,
      message: `Coupon applied! You have ${tierLabel(m.tier)} membership until ${day(m.currentPeriodEnd)}.`,
      membership_tier: m.tier,
    };
  }

  private async redeemGift(playerId: number, code: string, now: Date) {
    const m = await this.ctx.db.transaction(async (tx) => {
      if (!(await repo.redeemGiftCode(tx, code, playerId, now))) return null;
      return extendMembership(tx, this.accounts, playerId, GIFT_TIER as repo.PaidTier, now, (from) =>
        addMonths(from, GIFT_MONTHS),
      );
    });
    if (!m) {
      const gift = await repo.findGiftCode(this.ctx.db, code);
      if (gift?.ownerId === playerId && gift.redeemedBy === null) throw new HttpError(400, BILLING_MESSAGES.giftOwn);
      throw new HttpError(409, BILLING_MESSAGES.giftRedeemed);
    }
    return {
      success: true as const,
      message: `Gift code redeemed! You have ${tierLabel(m.tier)} membership until ${day(m.currentPeriodEnd)}.`,
      membership_tier: m.tier,
    };
  }
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function tierLabel(tier: MembershipTier): string {
  return tier === 'premium' ? 'Premium' : tier === 'regular' ? 'Regular' : 'Free';
}

/** "Dec 23, 2026" (UTC). */
function day(at: Date): string {
  return at.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
}
