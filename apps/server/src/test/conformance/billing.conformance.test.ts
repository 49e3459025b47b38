/**
 * Conformance, spec 01 §7 "Subscription and gifts" (and the subscription cancel of "Auth and
 * account"): every call sent as a client written to the spec sends it, against a local Zaprite
 * stand-in. The table of calls is in README.md beside this file.
 */
import { describe, expect, it } from 'vitest';
import { billingOperator } from '../../modules/billing/billing-operator.ts';
import { issueGiftCodes } from '../../modules/billing/gift-codes.ts';
import { billingApp } from '../billing-test-kit.ts';
import { buildPlayer, NO_REFERRALS } from '../factories.ts';
import { specClient } from './spec-client.ts';

const kit = await billingApp();
const { app, ctx } = kit;
const operator = billingOperator(ctx);

describe('spec 01 §7 subscription and gifts', () => {
  it('POST /api/subscriptions/create-zaprite-order {interval} answers {success, checkoutUrl}', async () => {
    const player = await buildPlayer(app);
    const me = specClient(app, player.token);
    for (const interval of ['monthly', 'annual']) {
      const res = await me.post('/api/subscriptions/create-zaprite-order', { interval });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ success: true, checkoutUrl: expect.stringMatching(/^https?:\/\//) });
    }
  });

  it('POST /api/subscriptions/bundles/purchase {bundleId} answers {success, checkoutUrl}', async () => {
    const member = await buildPlayer(app, { tier: 'regular', db: ctx.db });
    const res = await specClient(app, member.token).post('/api/subscriptions/bundles/purchase', { bundleId: 'pack3' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ success: true, checkoutUrl: expect.any(String) });
  });

  it('POST /api/subscriptions/association-pricing {inquiry}, no auth, answers {success, message}', async () => {
    const res = await specClient(app).post('/api/subscriptions/association-pricing', {
      name: 'Club Secretary',
      email: 'secretary@club.example.com',
      phone: '+44 20 7946 0018',
      comments: 'Forty members, a winter league.',
      club_name: 'Links Club',
      office_address: '1 Fairway Road',
      number_of_users: 50,
      onboarding_support: true,
      implementation_support: false,
      event_management: true,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('GET /api/subscriptions/gifts answers {success, giftCodes}; POST …/gifts/send {giftCodeId, recipient}', async () => {
    const owner = await buildPlayer(app, { tier: 'premium', db: ctx.db });
    await issueGiftCodes(ctx.db, owner.id, null, 1);
    const me = specClient(app, owner.token);
    const list = await me.get('/api/subscriptions/gifts');
    expect(list.status).toBe(200);
    expect(list.data.success).toBe(true);
    expect(list.data.giftCodes).toEqual([
      expect.objectContaining({ id: expect.any(Number), gift_code: expect.any(String), is_redeemed: false }),
    ]);
    // The other reading of the same list (spec 01 §3).
    expect(list.data.giftSubscriptions).toEqual(list.data.giftCodes);

    const sent = await me.post('/api/subscriptions/gifts/send', {
      giftCodeId: list.data.giftCodes[0].id,
      recipient: 'friend@example.com',
    });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('GET /api/referrals/stats answers {success, stats} with the dashboard figures', async () => {
    const player = await buildPlayer(app);
    const res = await specClient(app, player.token).get('/api/referrals/stats');
    expect(res.status).toBe(200);
    expect(res.data.success).toBe(true);
    expect(res.data.stats).toEqual(NO_REFERRALS);
  });

  it('POST /redeem-coupon {player_id, coupon_code} answers a message; another player_id is 403 (DESIGN §1)', async () => {
    await operator.createCoupon({ code: 'SPECCLIENT', tier: 'regular', durationDays: 30, maxUses: 5, expiresAt: null });
    const player = await buildPlayer(app);
    const other = await buildPlayer(app);
    const me = specClient(app, player.token);
    const refused = await me.post('/redeem-coupon', { player_id: other.id, coupon_code: 'SPECCLIENT' });
    expect(refused.status).toBe(403);
    const res = await me.post('/redeem-coupon', { player_id: player.id, coupon_code: 'SPECCLIENT' });
    expect(res.status).toBe(200);
    expect(typeof res.data.message).toBe('string');
  });

  it('POST /player/{id}/subscription/cancel, bodyless with the JSON content type, answers a message (issue 21 #1)', async () => {
    const member = await buildPlayer(app);
    await operator.grant(member.id, 'regular', 30);
    const res = await specClient(app, member.token).post(`/player/${member.id}/subscription/cancel`);
    expect(res.status).toBe(200);
    expect(typeof res.data.message).toBe('string');
  });
});
