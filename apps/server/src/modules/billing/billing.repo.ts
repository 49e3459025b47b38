import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import {
  associationInquiries,
  couponRedemptions,
  coupons,
  giftCodes,
  memberships,
  paymentGrants,
  paymentOrders,
  paymentWebhookEvents,
} from '../../db/schema/billing.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type GiftCodeRow = typeof giftCodes.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type PaidTier = MembershipRow['tier'];

export async function insertOrder(
  db: DbOrTx,
  values: Pick<OrderRow, 'externalId' | 'playerId' | 'product' | 'amountCents' | 'currency'>,
): Promise<OrderRow> {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function updateOrder(
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<OrderRow, 'zapriteOrderId' | 'checkoutUrl' | 'state' | 'providerStatus' | 'lastCheckedAt'>>,
): Promise<void> {
  await db.update(paymentOrders).set(changes).where(eq(paymentOrders.id, id));
}

export async function findOrderByZapriteId(db: DbOrTx, zapriteOrderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.zapriteOrderId, zapriteOrderId));
  return row ?? null;
}

export async function findOrderById(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row ?? null;
}

/** Orders still waiting for payment, created after `since`, oldest first. */
export async function listOpenOrders(db: DbOrTx, since: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.state, 'open'), gt(paymentOrders.createdAt, since)))
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
}

/** Open orders older than `before` stop being checked. */
export async function expireOpenOrders(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .update(paymentOrders)
    .set({ state: 'expired' })
    .where(and(inArray(paymentOrders.state, ['open', 'creating']), lte(paymentOrders.createdAt, before)))
    .returning({ id: paymentOrders.id });
  return rows.length;
}

export async function listOrders(db: DbOrTx, limit: number): Promise<OrderRow[]> {
  return db.select().from(paymentOrders).orderBy(desc(paymentOrders.id)).limit(limit);
}

/** Claims the order's grant: true for the one caller whose insert lands, false for every other. */
export async function claimGrant(tx: DbOrTx, orderId: number): Promise<boolean> {
  const rows = await tx
    .insert(paymentGrants)
    .values({ orderId })
    .onConflictDoNothing()
    .returning({ orderId: paymentGrants.orderId });
  return rows.length === 1;
}

export async function insertWebhookEvent(
  db: DbOrTx,
  values: { zapriteOrderId: string | null; outcome: string; body: unknown },
): Promise<void> {
  await db.insert(paymentWebhookEvents).values(values);
}

export async function listWebhookEvents(db: DbOrTx, limit: number) {
  return db.select().from(paymentWebhookEvents).orderBy(desc(paymentWebhookEvents.id)).limit(limit);
}

export async function findMembership(db: DbOrTx, playerId: number): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.playerId, playerId));
  return row ?? null;
}

export async function upsertMembership(
  tx: DbOrTx,
  values: Pick<MembershipRow, 'playerId' | 'tier' | 'currentPeriodEnd'>,
): Promise<void> {
  await tx
    .insert(memberships)
    .values({ ...values, cancelAtPeriodEnd: false, endingNoticeAt: null })
    .onConflictDoUpdate({
      target: memberships.playerId,
      set: {
        tier: values.tier,
        currentPeriodEnd: values.currentPeriodEnd,
        cancelAtPeriodEnd: false,
        endingNoticeAt: null,
        updatedAt: sql`now()`,
      },
    });
}

/** Stops renewal; false when there is no membership or it was already cancelled. */
export async function markCancelled(db: DbOrTx, playerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(memberships)
    .set({ cancelAtPeriodEnd: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(memberships.playerId, playerId),
        eq(memberships.cancelAtPeriodEnd, false),
        gt(memberships.currentPeriodEnd, now),
      ),
    )
    .returning({ playerId: memberships.playerId });
  return rows.length === 1;
}

/** Memberships whose period ended by `now`. */
export async function listExpired(db: DbOrTx, now: Date, limit: number): Promise<MembershipRow[]> {
  return db
    .select()
    .from(memberships)
    .where(lte(memberships.currentPeriodEnd, now))
    .orderBy(asc(memberships.currentPeriodEnd))
    .limit(limit);
}

/** Deletes the membership only if it still ends by `now` (a renewal meanwhile keeps it). */
export async function deleteExpired(tx: DbOrTx, playerId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .delete(memberships)
    .where(and(eq(memberships.playerId, playerId), lte(memberships.currentPeriodEnd, now)))
    .returning({ playerId: memberships.playerId });
  return rows.length === 1;
}

/** Claims the "ending soon" notice of memberships ending before `until`: each gets one. */
export async function claimEndingNotices(tx: DbOrTx, now: Date, until: Date): Promise<MembershipRow[]> {
  return tx
    .update(memberships)
    .set({ endingNoticeAt: now })
    .where(
      and(
        isNull(memberships.endingNoticeAt),
        gt(memberships.currentPeriodEnd, now),
        lt(memberships.currentPeriodEnd, until),
      ),
    )
    .returning();
}

/** Inserts gift codes; a code that collides is skipped (the caller makes more). */
export async function insertGiftCodes(
  tx: DbOrTx,
  values: { code: string; ownerId: number; orderId: number | null }[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await tx.insert(giftCodes).values(values).onConflictDoNothing().returning({ id: giftCodes.id });
  return rows.length;
}

export async function listGiftCodes(db: DbOrTx, ownerId: number): Promise<GiftCodeRow[]> {
  return db.select().from(giftCodes).where(eq(giftCodes.ownerId, ownerId)).orderBy(asc(giftCodes.id));
}

export async function findGiftCode(db: DbOrTx, code: string): Promise<GiftCodeRow | null> {
  const [row] = await db.select().from(giftCodes).where(eq(giftCodes.code, code));
  return row ?? null;
}

export async function findOwnGiftCode(db: DbOrTx, ownerId: number, id: number): Promise<GiftCodeRow | null> {
  const [row] = await db
    .select()
    .from(giftCodes)
    .where(and(eq(giftCodes.id, id), eq(giftCodes.ownerId, ownerId)));
  return row ?? null;
}

/**
 * Redeems a gift code in one statement: only an unredeemed code of someone else changes, so
 * under any concurrency exactly one caller gets the row back.
 */
export async function redeemGiftCode(tx: DbOrTx, code: string, playerId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(giftCodes)
    .set({ redeemedBy: playerId, redeemedAt: now })
    .where(and(eq(giftCodes.code, code), isNull(giftCodes.redeemedBy), ne(giftCodes.ownerId, playerId)))
    .returning({ id: giftCodes.id });
  return rows.length === 1;
}

/**
 * Counts one e-mail of an unredeemed gift code, in one atomic update: a window of 24 hours opens
 * at the first e-mail, and within it at most `perDay` are counted. False when the window's
 * e-mails are used up: nothing is counted and nothing may be sent.
 */
export async function countGiftEmail(db: DbOrTx, id: number, now: Date, perDay: number): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const windowOver = sql`(${giftCodes.emailWindowStart} is null or ${giftCodes.emailWindowStart} <= ${dayAgo})`;
  const rows = await db
    .update(giftCodes)
    .set({
      emailsInWindow: sql`case when ${windowOver} then 1 else ${giftCodes.emailsInWindow} + 1 end`,
      emailWindowStart: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${giftCodes.emailWindowStart} end`,
    })
    .where(and(eq(giftCodes.id, id), or(windowOver, lt(giftCodes.emailsInWindow, perDay))))
    .returning({ id: giftCodes.id });
  return rows.length > 0;
}

export async function markGiftSent(db: DbOrTx, id: number, to: string, now: Date): Promise<void> {
  await db.update(giftCodes).set({ sentTo: to, sentAt: now }).where(eq(giftCodes.id, id));
}

export async function insertCoupon(
  db: DbOrTx,
  values: Pick<CouponRow, 'code' | 'tier' | 'durationDays' | 'maxUses' | 'expiresAt'>,
): Promise<CouponRow | null> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listCoupons(db: DbOrTx): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(asc(coupons.id));
}

export async function findCoupon(db: DbOrTx, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

/** Records the player's redemption; false when they had redeemed this coupon before. */
export async function insertCouponRedemption(tx: DbOrTx, couponId: number, playerId: number): Promise<boolean> {
  const rows = await tx
    .insert(couponRedemptions)
    .values({ couponId, playerId })
    .onConflictDoNothing()
    .returning({ couponId: couponRedemptions.couponId });
  return rows.length === 1;
}

/**
 * Takes one use of the coupon in one statement: only while uses are left and it has not expired,
 * so concurrent redemptions never exceed the limit.
 */
export async function takeCouponUse(tx: DbOrTx, couponId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        lt(coupons.uses, coupons.maxUses),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function insertAssociationInquiry(
  db: DbOrTx,
  values: typeof associationInquiries.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(associationInquiries).values(values).returning({ id: associationInquiries.id });
  if (!row) throw new Error('inquiry insert returned nothing');
  return row.id;
}

/** A gift code with its owner's name (the operator's resend). */
export async function findGiftWithOwner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ gift: giftCodes, ownerName: players.name })
    .from(giftCodes)
    .innerJoin(players, eq(players.id, giftCodes.ownerId))
    .where(eq(giftCodes.id, id));
  return row ?? null;
}
