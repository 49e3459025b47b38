import { normalizeCouponCode } from '@holeout/shared/billing';
import type { AppContext } from '../../app-context.ts';
import * as repo from './billing.repo.ts';
import { addDays, extendMembership } from './membership-grants.ts';

/** Operator commands (`npm run admin -- …`): coupons, manual grants, orders and webhook events. */
export class BillingOperator {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock'>) {}

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
    return this.ctx.db.transaction((tx) => extendMembership(tx, playerId, tier, now, (from) => addDays(from, days)));
  }

  /** Ends the membership now (the player is free from their next request). */
  async revoke(playerId: number): Promise<void> {
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (tx) => {
      await repo.lockPlayerTier(tx, playerId);
      await repo.upsertMembership(tx, { playerId, tier: 'regular', currentPeriodEnd: now });
      await repo.deleteExpired(tx, playerId, now);
      await repo.setPlayerTier(tx, playerId, 'free');
    });
  }

  listOrders(limit: number) {
    return repo.listOrders(this.ctx.db, limit);
  }

  listWebhookEvents(limit: number) {
    return repo.listWebhookEvents(this.ctx.db, limit);
  }
}
