import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { paymentOrders } from '../db/schema/billing.ts';
import { ManualClock } from '../lib/clock.ts';
import type { TestPlayer } from './factories.ts';
import { openTestDatabase, TEST_JOB_POLLING, testConfig } from './test-app.ts';
import { ZapriteStandIn } from './zaprite-stand-in.ts';

export const API_KEY = 'zaprite-test-key';
export const WEBHOOK_SECRET = 'webhook-secret-0123456789abcdef';

/**
 * The app against a local Zaprite stand-in (a real HTTP server on 127.0.0.1), with a manual
 * clock; both closed after the file's tests. `configured: false` leaves payments unconfigured.
 */
export async function billingApp(options: { configured?: boolean; rateLimits?: boolean } = {}) {
  const zaprite = new ZapriteStandIn(API_KEY);
  const url = await zaprite.start();
  const clock = new ManualClock('2026-11-01T12:00:00Z');
  const { database, drop } = await openTestDatabase();
  const env: Record<string, string> =
    options.configured === false
      ? {}
      : {
          ZAPRITE_API_URL: url,
          ZAPRITE_API_KEY: API_KEY,
          ZAPRITE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          OPERATOR_EMAIL: 'ops@holeout.test',
        };
  if (options.rateLimits) env.RATE_LIMITS = 'on';
  const { app, ctx, modules } = await buildApp(testConfig(env), database, { clock, jobs: TEST_JOB_POLLING });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
    await zaprite.stop();
  });

  const kit = {
    app,
    ctx,
    modules,
    zaprite,
    clock,
    checkout(player: TestPlayer, interval: 'monthly' | 'annual' = 'monthly') {
      return app.inject({
        method: 'POST',
        url: '/api/subscriptions/create-zaprite-order',
        headers: player.auth,
        payload: { interval },
      });
    },
    bundle(player: TestPlayer, bundleId: string) {
      return app.inject({
        method: 'POST',
        url: '/api/subscriptions/bundles/purchase',
        headers: player.auth,
        payload: { bundleId },
      });
    },
    webhook(zapriteOrderId: string, token = WEBHOOK_SECRET) {
      return app.inject({
        method: 'POST',
        url: `/api/subscriptions/zaprite-webhook/${token}`,
        payload: { eventType: 'order.change', id: zapriteOrderId },
      });
    },
    async status(player: TestPlayer) {
      const res = await app.inject({ method: 'GET', url: '/api/subscriptions/status', headers: player.auth });
      return res.json() as {
        membership_tier: string;
        current_period_end: string | null;
        cancel_at_period_end: boolean;
      };
    },
    async order(zapriteOrderId: string) {
      const [row] = await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.zapriteOrderId, zapriteOrderId));
      if (!row) throw new Error('no such order row');
      return row;
    },
    /** Checks out and returns the stand-in's order. */
    async placeOrder(player: TestPlayer, interval: 'monthly' | 'annual' = 'monthly') {
      const res = await kit.checkout(player, interval);
      if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
      return zaprite.lastOrder();
    },
    redeem(player: TestPlayer, code: string) {
      return app.inject({
        method: 'POST',
        url: '/api/redeem-coupon',
        headers: player.auth,
        payload: { player_id: player.id, coupon_code: code },
      });
    },
    async gifts(player: TestPlayer) {
      const res = await app.inject({ method: 'GET', url: '/api/subscriptions/gifts', headers: player.auth });
      return res;
    },
  };
  return kit;
}
