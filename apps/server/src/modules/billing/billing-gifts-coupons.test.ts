import { BILLING_MESSAGES, GIFT_EMAILS_PER_DAY } from '@holeout/shared/billing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { associationInquiries, giftCodes } from '../../db/schema/billing.ts';
import { billingApp } from '../../test/billing-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { billingOperator } from './billing-operator.ts';
import { issueGiftCodes } from './gift-codes.ts';

const kit = await billingApp();
const { app, ctx } = kit;
const operator = billingOperator(ctx);

async function giftOf(owner: TestPlayer): Promise<{ id: number; code: string }> {
  await issueGiftCodes(ctx.db, owner.id, null, 1);
  const rows = await ctx.db.select().from(giftCodes).where(eq(giftCodes.ownerId, owner.id));
  const row = rows[rows.length - 1];
  if (!row) throw new Error('no gift code');
  return row;
}

function sendGift(owner: TestPlayer, giftCodeId: number, recipient: string) {
  return app.inject({
    method: 'POST',
    url: '/api/subscriptions/gifts/send',
    headers: owner.auth,
    payload: { giftCodeId, recipient },
  });
}

function players(n: number): Promise<TestPlayer[]> {
  return Promise.all(Array.from({ length: n }, () => buildPlayer(app)));
}

describe('gift codes', () => {
  it('20 concurrent redemptions of one code: exactly one wins, the rest are told it is redeemed', async () => {
    const owner = await buildPlayer(app, { tier: 'premium', db: ctx.db });
    const gift = await giftOf(owner);
    const redeemers = await players(20);
    const answers = await Promise.all(redeemers.map((p) => kit.redeem(p, gift.code.toLowerCase())));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json().membership_tier).toBe('premium');
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(BILLING_MESSAGES.giftRedeemed);
    }
    const winner = redeemers[answers.findIndex((r) => r.statusCode === 200)] as TestPlayer;
    expect((await kit.status(winner)).membership_tier).toBe('premium');
    const list = await kit.gifts(owner);
    expect(list.json().giftCodes.find((g: { id: number }) => g.id === gift.id).is_redeemed).toBe(true);
  });

  it('a player cannot redeem their own code', async () => {
    const owner = await buildPlayer(app, { tier: 'premium', db: ctx.db });
    const gift = await giftOf(owner);
    const res = await kit.redeem(owner, gift.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BILLING_MESSAGES.giftOwn);
  });

  it('the gift list is for full subscribers; a free player gets 403', async () => {
    const free = await buildPlayer(app);
    expect((await kit.gifts(free)).statusCode).toBe(403);
    const member = await buildPlayer(app, { tier: 'regular', db: ctx.db });
    expect((await kit.gifts(member)).json()).toEqual({ success: true, giftCodes: [], giftSubscriptions: [] });
  });

  it('sends a gift by e-mail (an outbox row with the code) or answers a link to share for a phone', async () => {
    const owner = await buildPlayer(app, { tier: 'premium', db: ctx.db });
    const gift = await giftOf(owner);
    const send = (recipient: string) => sendGift(owner, gift.id, recipient);
    const mailed = await send('Friend@Example.com');
    expect(mailed.statusCode).toBe(200);
    const [mail] = await ctx.mailer.recent(1, 'friend@example.com');
    expect(mail?.text).toContain(gift.code);
    expect(mail?.text).toContain(`http://holeout.test/settings?coupon=${gift.code}`);
    const phone = await send('+1 555 123 4567');
    expect(phone.json()).toMatchObject({ success: true, shareUrl: `http://holeout.test/settings?coupon=${gift.code}` });
    const empty = await send('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(BILLING_MESSAGES.giftSendEmpty);
    expect((await send('not an address')).statusCode).toBe(400);
    const stranger = await buildPlayer(app, { tier: 'premium', db: ctx.db });
    const theirs = await sendGift(stranger, gift.id, 'x@example.com');
    expect(theirs.statusCode).toBe(404);
  });
});

describe('gift e-mail limit', () => {
  it(`one unredeemed code is e-mailed at most ${GIFT_EMAILS_PER_DAY} times a day, then 429; a day later again`, async () => {
    const owner = await buildPlayer(app, { tier: 'premium', db: ctx.db });
    const gift = await giftOf(owner);
    const send = (recipient: string) => sendGift(owner, gift.id, recipient);
    for (let i = 0; i < GIFT_EMAILS_PER_DAY; i++) expect((await send(`friend${i}@example.com`)).statusCode).toBe(200);
    const over = await send('one-more@example.com');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(BILLING_MESSAGES.giftEmailLimit);
    expect(await ctx.mailer.recent(1, 'one-more@example.com')).toEqual([]);
    // A phone number sends nothing: still answered with the link to share.
    expect((await send('+1 555 123 4567')).statusCode).toBe(200);
    // Concurrent sends cannot pass the limit either.
    kit.clock.advance(24 * 3_600_000);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => send(`burst${i}@example.com`)));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(GIFT_EMAILS_PER_DAY);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(8 - GIFT_EMAILS_PER_DAY);
  });
});

describe('coupons', () => {
  it('a one-use coupon redeemed by 20 players at once has exactly one winner', async () => {
    await operator.createCoupon({ code: 'one-shot', tier: 'regular', durationDays: 30, maxUses: 1, expiresAt: null });
    const redeemers = await players(20);
    const answers = await Promise.all(redeemers.map((p) => kit.redeem(p, 'ONE-SHOT')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(BILLING_MESSAGES.couponUsedUp);
    }
    const [coupon] = await operator.listCoupons();
    expect(coupon?.uses).toBe(1);
  });

  it('a limit of 3 under 10 concurrent players: exactly 3 win', async () => {
    await operator.createCoupon({ code: 'THREE', tier: 'premium', durationDays: 7, maxUses: 3, expiresAt: null });
    const answers = await Promise.all((await players(10)).map((p) => kit.redeem(p, 'three')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
  });

  it('expired, unknown, empty and repeated redemptions are refused with clear messages', async () => {
    await operator.createCoupon({
      code: 'OLD',
      tier: 'regular',
      durationDays: 30,
      maxUses: 100,
      expiresAt: new Date('2026-10-01T00:00:00Z'),
    });
    await operator.createCoupon({ code: 'MANY', tier: 'regular', durationDays: 30, maxUses: 100, expiresAt: null });
    const player = await buildPlayer(app);
    const expired = await kit.redeem(player, 'old');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(BILLING_MESSAGES.couponExpired);
    const unknown = await kit.redeem(player, 'NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BILLING_MESSAGES.couponInvalid);
    const empty = await kit.redeem(player, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(BILLING_MESSAGES.couponEmpty);
    expect((await kit.redeem(player, 'many')).statusCode).toBe(200);
    expect((await kit.status(player)).membership_tier).toBe('regular');
    const again = await kit.redeem(player, 'MANY');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.couponAlreadyUsed);
  });

  it("redeeming for another player's id is 403", async () => {
    const [a, b] = await players(2);
    const res = await app.inject({
      method: 'POST',
      url: '/api/redeem-coupon',
      headers: (a as TestPlayer).auth,
      payload: { player_id: (b as TestPlayer).id, coupon_code: 'MANY' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('association pricing', () => {
  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/subscriptions/association-pricing', payload });

  it('stores the inquiry (50 users by default) and e-mails the operator, without sign-in', async () => {
    const res = await post({
      name: 'Ann Club',
      email: 'Ann@Club.example',
      comments: 'We have a putting league.',
      club_name: 'Green Hills GC',
      onboarding_support: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const [row] = await ctx.db
      .select()
      .from(associationInquiries)
      .where(eq(associationInquiries.email, 'ann@club.example'));
    expect(row).toMatchObject({ numberOfUsers: 50, clubName: 'Green Hills GC', onboardingSupport: true });
    const [mail] = await ctx.mailer.recent(1, 'ops@holeout.test');
    expect(mail?.subject).toContain('Green Hills GC');
    expect(mail?.text).toContain('We have a putting league.');
  });

  it("refuses missing fields and fewer than 1 user with the spec's messages", async () => {
    const missing = await post({ name: '', email: 'a@b.example', comments: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(BILLING_MESSAGES.associationRequired);
    const none = await post({ name: 'A', email: 'a@b.example', comments: 'x', number_of_users: 0 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain(BILLING_MESSAGES.associationUsers);
  });
});

describe('without payment configuration, with rate limits on', async () => {
  const bare = await billingApp({ configured: false, rateLimits: true });

  it('checkout answers 503 with a clear message; the webhook is 404', async () => {
    const player = await buildPlayer(bare.app);
    const res = await bare.checkout(player);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Service Unavailable', message: BILLING_MESSAGES.paymentsUnavailable });
    expect((await bare.status(player)) as unknown).toMatchObject({ payments_available: false });
    expect((await bare.webhook('zap_x')).statusCode).toBe(404);
  });

  it('redemption attempts are limited per account', async () => {
    const player = await buildPlayer(bare.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await bare.redeem(player, `GUESS${i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
  });
});
