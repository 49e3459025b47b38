import { normalizeCouponCode } from '@holeout/shared/billing';
import type { AppContext } from '../../app-context.ts';
import { AccountsService } from '../accounts/accounts.service.ts';
import { CareerService } from '../career/career.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import * as repo from './billing.repo.ts';
import { giftEmail } from './gift.mail.ts';
import { addDays, extendMembership, type MembershipTierStore } from './membership-grants.ts';

/** Operator commands (`npm run admin -- …`): coupons, manual grants, orders and webhook events. */
export class BillingOperator {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly accounts: MembershipTierStore,
  ) {}

  /** Null when the code is taken. */
  async createCoupon(input: {
    code: string;
    tier: repo.PaidTier;
    durationDays: number;
    maxUses: number;
    expiresAt: Date | null;
  }): Promise<repo.CouponRow | null> {
    const code = normalizeCouponCode(input.code);
    if (!/^[0-9A-Z]{3,64}$/.test(code)) throw new Error('a coupon code is 3 to 64 letters and digits');
    return repo.insertCoupon(this.ctx.db, { ...input, code });
  }

  listCoupons(): Promise<repo.CouponRow[]> {
    return repo.listCoupons(this.ctx.db);
  }

  async grant(playerId: number, tier: repo.PaidTier, days: number) {
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction((tx) =>
      extendMembership(tx, this.accounts, playerId, tier, now, (from) => addDays(from, days)),
    );
  }

  /** Ends the membership now (the player is free from their next request). */
  async revoke(playerId: number): Promise<void> {
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (tx) => {
      await this.accounts.lockMembershipTier(tx, playerId);
      await repo.upsertMembership(tx, { playerId, tier: 'regular', currentPeriodEnd: now });
      await repo.deleteExpired(tx, playerId, now);
      await this.accounts.setMembershipTier(tx, playerId, 'free');
    });
  }

  /** Sends a gift's e-mail again to the address it was sent to; the reason when it cannot. */
  async resendGift(id: number, mailer: Mailer, publicUrl: string): Promise<{ to: string } | { problem: string }> {
    const found = await repo.findGiftWithOwner(this.ctx.db, id);
    if (!found) return { problem: `There is no gift code #${id}.` };
    const { gift, ownerName } = found;
    if (gift.redeemedBy !== null) return { problem: `Gift code #${id} is already redeemed.` };
    if (!gift.sentTo?.includes('@')) return { problem: `Gift code #${id} was not sent by e-mail.` };
    await mailer.send(giftEmail(gift.sentTo, ownerName, gift.code, `${publicUrl}/settings?coupon=${gift.code}`));
    return { to: gift.sentTo };
  }

  listOrders(limit: number) {
    return repo.listOrders(this.ctx.db, limit);
  }

  listWebhookEvents(limit: number) {
    return repo.listWebhookEvents(this.ctx.db, limit);
  }
}

/** The operator's billing commands on a bare database (scripts and tests), wired like app.ts does. */
export function billingOperator(ctx: Pick<AppContext, 'db' | 'clock'>): BillingOperator {
  return new BillingOperator(ctx, new AccountsService(ctx, new CareerService(ctx)));
}
