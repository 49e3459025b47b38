import { BILLING_MESSAGES } from '@holeout/shared/billing';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCodes, paymentGrants, paymentWebhookEvents } from '../../db/schema/billing.ts';
import { API_KEY, billingApp } from '../../test/billing-test-kit.ts';
import { buildPlayer } from '../../test/factories.ts';
import { BILLING_CHECK_ORDER_JOB, BILLING_RECONCILE_JOB } from './billing.jobs.ts';

const kit = await billingApp();
const { app, ctx, zaprite, modules } = kit;

async function grants(orderId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(paymentGrants).where(eq(paymentGrants.orderId, orderId));
  return row?.n ?? 0;
}

async function giftCount(ownerId: number): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(giftCodes).where(eq(giftCodes.ownerId, ownerId));
  return row?.n ?? 0;
}

describe('checkout through Zaprite', () => {
  it('creates our order row and a Zaprite order, and answers its checkout URL', async () => {
    const player = await buildPlayer(app);
    const before = zaprite.requests.length;
    const res = await kit.checkout(player, 'monthly');
    expect(res.statusCode).toBe(200);
    const order = zaprite.lastOrder();
    expect(res.json()).toEqual({ success: true, checkoutUrl: order.checkoutUrl });
    const [call] = zaprite.requests.slice(before);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/orders', authorization: `Bearer ${API_KEY}` });
    expect(call?.body).toMatchObject({ amount: 210, currency: 'USD', metadata: { playerId: String(player.id) } });
    const row = await kit.order(order.id);
    expect(row).toMatchObject({ state: 'open', playerId: player.id, amountCents: 210, product: 'monthly' });
    expect(order.externalUniqId).toBe(row.externalId);
    expect(order.redirectUrl).toBe(`http://holeout.test/settings?checkout=${row.externalId}`);
  });

  it('a paid monthly order makes the player regular on the next request, once, with a notification', async () => {
    const player = await buildPlayer(app);
    const order = await kit.placeOrder(player, 'monthly');
    // A nudge for an order not yet paid grants nothing.
    expect((await kit.webhook(order.id)).statusCode).toBe(200);
    await ctx.jobs.drain();
    expect((await kit.status(player)).membership_tier).toBe('free');

    zaprite.set(order.id, { status: 'PAID' });
    expect((await kit.webhook(order.id)).statusCode).toBe(200);
    await ctx.jobs.drain();
    const status = await kit.status(player);
    expect(status.membership_tier).toBe('regular');
    expect(status.current_period_end).toBe('2026-12-01T12:00:00.000Z');
    expect((await kit.order(order.id)).state).toBe('granted');

    const notes = await app.inject({
      method: 'GET',
      url: `/api/player/${player.id}/notifications`,
      headers: player.auth,
    });
    expect(notes.json().notifications[0]).toMatchObject({ title: 'Membership active', link_path: '/settings' });

    // Replays: the same nudge again, and again at once, change nothing.
    await Promise.all([kit.webhook(order.id), kit.webhook(order.id), kit.webhook(order.id)]);
    await ctx.jobs.drain();
    expect(await grants((await kit.order(order.id)).id)).toBe(1);
    expect((await kit.status(player)).current_period_end).toBe('2026-12-01T12:00:00.000Z');
  });

  it('COMPLETE and OVERPAID count as paid; an annual plan gives premium and one gift code', async () => {
    const player = await buildPlayer(app);
    const order = await kit.placeOrder(player, 'annual');
    zaprite.set(order.id, { status: 'OVERPAID' });
    await kit.webhook(order.id);
    await ctx.jobs.drain();
    expect((await kit.status(player)).membership_tier).toBe('premium');
    const gifts = await kit.gifts(player);
    expect(gifts.statusCode).toBe(200);
    expect(gifts.json().giftCodes).toHaveLength(1);
    expect(gifts.json().giftSubscriptions).toEqual(gifts.json().giftCodes);
    expect(gifts.json().giftCodes[0].gift_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

    const other = await buildPlayer(app);
    const second = await kit.placeOrder(other, 'monthly');
    zaprite.set(second.id, { status: 'COMPLETE' });
    await kit.webhook(second.id);
    await ctx.jobs.drain();
    expect((await kit.status(other)).membership_tier).toBe('regular');
  });

  it('concurrent verifications of one paid order grant it exactly once', async () => {
    const player = await buildPlayer(app);
    const order = await kit.placeOrder(player, 'annual');
    zaprite.set(order.id, { status: 'PAID' });
    const row = await kit.order(order.id);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => modules.billing.checkOrder(row.id)));
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(1);
    expect(await grants(row.id)).toBe(1);
    expect(await giftCount(player.id)).toBe(1);
    expect((await kit.status(player)).current_period_end).toBe('2027-11-01T12:00:00.000Z');
  });
});

describe('forged and unverifiable nudges change nothing', () => {
  it('a wrong path token answers 404 and records nothing', async () => {
    const player = await buildPlayer(app);
    const order = await kit.placeOrder(player);
    zaprite.set(order.id, { status: 'PAID' });
    const [before] = await ctx.db.select({ n: count() }).from(paymentWebhookEvents);
    for (const token of ['wrong-token-0123456789abcdef0', 'x']) {
      const res = await kit.webhook(order.id, token);
      expect(res.statusCode).toBe(404);
    }
    const [after] = await ctx.db.select({ n: count() }).from(paymentWebhookEvents);
    expect(after?.n).toBe(before?.n);
    expect(await ctx.jobs.drain()).toBe(0);
    expect((await kit.status(player)).membership_tier).toBe('free');
  });

  it('an unknown order is recorded and ignored', async () => {
    const res = await kit.webhook('zap_not_ours');
    expect(res.statusCode).toBe(200);
    const events = await ctx.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.zapriteOrderId, 'zap_not_ours'));
    expect(events.map((e) => e.outcome)).toEqual(['unknown_order']);
    expect(await ctx.jobs.drain()).toBe(0);
  });

  it.each([
    ['UNDERPAID', { status: 'UNDERPAID' }, 'open'],
    ['PROCESSING', { status: 'PROCESSING' }, 'open'],
    ['a wrong amount', { status: 'PAID', amount: 21 }, 'failed'],
    ['a wrong currency', { status: 'PAID', currency: 'EUR' }, 'failed'],
    ["someone else's order (another externalUniqId)", { status: 'PAID', externalUniqId: 'someone-else' }, 'failed'],
  ])('%s grants nothing', async (_name, changes, state) => {
    const player = await buildPlayer(app);
    const order = await kit.placeOrder(player, 'annual');
    zaprite.set(order.id, changes);
    expect((await kit.webhook(order.id)).statusCode).toBe(200);
    await ctx.jobs.drain();
    expect((await kit.status(player)).membership_tier).toBe('free');
    const row = await kit.order(order.id);
    expect(row.state).toBe(state);
    expect(await grants(row.id)).toBe(0);
    expect(await giftCount(player.id)).toBe(0);
  });
});

describe('reconciliation and outages', () => {
  it('a paid order whose webhook never came is granted by the reconciliation job', async () => {
    const player = await buildPlayer(app);
    const order = await kit.placeOrder(player);
    zaprite.set(order.id, { status: 'PAID' });
    await ctx.jobs.send(BILLING_RECONCILE_JOB, {});
    await ctx.jobs.drain();
    expect((await kit.status(player)).membership_tier).toBe('regular');
    expect((await kit.order(order.id)).state).toBe('granted');
  });

  it('Zaprite down at checkout: 502 with a clear message, the order row failed, nothing granted', async () => {
    const player = await buildPlayer(app);
    const before = zaprite.orders.size;
    zaprite.down = true;
    try {
      const res = await kit.checkout(player);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(BILLING_MESSAGES.providerDown);
    } finally {
      zaprite.down = false;
    }
    expect(zaprite.orders.size).toBe(before);
    expect((await kit.status(player)).membership_tier).toBe('free');
  });

  it('Zaprite down while verifying: the job fails and is retried; the order is granted once it answers', async () => {
    const player = await buildPlayer(app);
    const order = await kit.placeOrder(player);
    zaprite.set(order.id, { status: 'PAID' });
    zaprite.down = true;
    try {
      await kit.webhook(order.id);
      await ctx.jobs.drain();
      expect((await kit.status(player)).membership_tier).toBe('free');
    } finally {
      zaprite.down = false;
    }
    await ctx.jobs.drain({ includeDeferred: true });
    expect((await kit.status(player)).membership_tier).toBe('regular');
  });

  it('bundles are for full subscribers and give their gift codes', async () => {
    const free = await buildPlayer(app);
    const refused = await kit.bundle(free, 'pack3');
    expect(refused.statusCode).toBe(403);
    const member = await buildPlayer(app, { tier: 'regular', db: ctx.db });
    const res = await kit.bundle(member, 'pack3');
    expect(res.statusCode).toBe(200);
    const order = zaprite.lastOrder();
    expect(order.amount).toBe(5670);
    zaprite.set(order.id, { status: 'PAID' });
    await kit.webhook(order.id);
    await ctx.jobs.drain();
    expect(await giftCount(member.id)).toBe(3);
    expect(BILLING_CHECK_ORDER_JOB).toBe('billing.check-order');
  });
});

describe('cancel and the end of a period', () => {
  it('cancel keeps access to the period end; the expiry job warns, then downgrades', async () => {
    const player = await buildPlayer(app);
    const order = await kit.placeOrder(player);
    zaprite.set(order.id, { status: 'PAID' });
    await modules.billing.checkOrder((await kit.order(order.id)).id);
    const url = `/api/player/${player.id}/subscription/cancel`;
    const res = await app.inject({ method: 'POST', url, headers: player.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('You keep full access until Dec 01, 2026');
    expect((await kit.status(player)).cancel_at_period_end).toBe(true);
    expect((await kit.status(player)).membership_tier).toBe('regular');
    expect((await app.inject({ method: 'POST', url, headers: player.auth })).statusCode).toBe(409);

    kit.clock.set('2026-11-29T12:00:00Z');
    await modules.billing.expireMemberships();
    expect((await kit.status(player)).membership_tier).toBe('regular');
    kit.clock.set('2026-12-01T12:00:01Z');
    expect((await modules.billing.expireMemberships()).ended).toBeGreaterThanOrEqual(1);
    kit.clock.set('2026-11-01T12:00:00Z');
    expect((await kit.status(player)).membership_tier).toBe('free');
    const notes = await app.inject({
      method: 'GET',
      url: `/api/player/${player.id}/notifications`,
      headers: player.auth,
    });
    const titles = notes.json().notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Membership ending soon', 'Membership ended']));
  });

  it('cancel without a subscription is refused; another player’s cancel is 403', async () => {
    const player = await buildPlayer(app);
    const other = await buildPlayer(app);
    const mine = await app.inject({
      method: 'POST',
      url: `/api/player/${player.id}/subscription/cancel`,
      headers: player.auth,
    });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().message).toBe(BILLING_MESSAGES.notSubscribed);
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/player/${other.id}/subscription/cancel`,
      headers: player.auth,
    });
    expect(theirs.statusCode).toBe(403);
  });
});
