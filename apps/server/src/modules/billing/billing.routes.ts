import { playerIdParamsSchema } from '@holeout/shared/accounts';
import {
  associationInquirySchema,
  bundlePurchaseRequestSchema,
  cancelResponseSchema,
  checkoutResponseSchema,
  createOrderRequestSchema,
  giftListSchema,
  giftSendRequestSchema,
  giftSendResponseSchema,
  messageAnswerSchema,
  redeemCouponRequestSchema,
  redeemResponseSchema,
  subscriptionStatusSchema,
  webhookBodySchema,
  webhookParamsSchema,
} from '@holeout/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { assertSelf, currentIdentity } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { BillingService } from './billing.service.ts';
import type { GiftsService } from './gifts.service.ts';

const tags = ['subscriptions'];

/** Checkout, the Zaprite webhook, cancel, gift codes and the coupon field (DESIGN §8). */
export function billingRoutes(billing: BillingService, gifts: GiftsService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/subscriptions/status', signedIn({ tags, response: { 200: subscriptionStatusSchema } }), async (req) => {
      const me = currentIdentity(req);
      return billing.status(me.playerId, me.membershipTier);
    });

    app.post(
      '/subscriptions/create-zaprite-order',
      signedIn(
        {
          tags,
          summary: 'Creates a Zaprite checkout for a plan (503 when payments are not configured)',
          body: createOrderRequestSchema,
          response: { 200: checkoutResponseSchema },
        },
        {
          config: perIpLimit(config, 20),
        },
      ),
      async (req) => billing.checkoutPlan(currentIdentity(req).playerId, req.body.interval),
    );

    app.post(
      '/subscriptions/bundles/purchase',
      signedIn(
        {
          tags,
          summary: 'Creates a Zaprite checkout for a bundle of gift subscriptions (full subscribers)',
          body: bundlePurchaseRequestSchema,
          response: { 200: checkoutResponseSchema },
        },
        {
          config: perIpLimit(config, 20),
        },
      ),
      async (req) => {
        const me = currentIdentity(req);
        return billing.checkoutBundle(me.playerId, me.membershipTier, req.body.bundleId);
      },
    );

    app.post(
      '/subscriptions/zaprite-webhook/:token',
      {
        config: perIpLimit(config, 120),
        schema: {
          tags,
          summary: 'Zaprite webhook: a nudge to re-check the named order (404 without the secret path token)',
          params: webhookParamsSchema,
          body: webhookBodySchema,
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (req) => {
        await billing.webhook(req.params.token, req.body);
        return { received: true as const };
      },
    );

    app.post(
      '/player/:id/subscription/cancel',
      signedIn({
        tags,
        summary: 'Stops renewal; access stays until the end of the paid period',
        params: playerIdParamsSchema,
        response: { 200: cancelResponseSchema },
      }),
      async (req) => billing.cancel(assertSelf(req, req.params.id)),
    );

    app.get('/subscriptions/gifts', signedIn({ tags, response: { 200: giftListSchema } }), async (req) => {
      const me = currentIdentity(req);
      return gifts.gifts(me.playerId, me.membershipTier);
    });

    app.post(
      '/subscriptions/gifts/send',
      signedIn(
        {
          tags,
          summary: 'Sends a gift code by e-mail, or answers a link to share with a phone number',
          body: giftSendRequestSchema,
          response: { 200: giftSendResponseSchema },
        },
        {
          config: perIpLimit(config, 20),
        },
      ),
      async (req) => {
        const me = currentIdentity(req);
        return gifts.sendGift(me.playerId, me.membershipTier, req.body.giftCodeId, req.body.recipient);
      },
    );

    app.post(
      '/subscriptions/association-pricing',
      {
        config: perIpLimit(config, 5),
        schema: {
          tags,
          summary: 'An association-pricing inquiry (no sign-in); stored and e-mailed to the operator',
          body: associationInquirySchema,
          response: { 200: messageAnswerSchema },
        },
      },
      async (req) => gifts.associationInquiry(req.body),
    );

    app.post(
      '/redeem-coupon',
      signedIn(
        {
          tags,
          summary: 'Redeems a gift code or a coupon for the signed-in player',
          body: redeemCouponRequestSchema,
          response: { 200: redeemResponseSchema },
        },
        {
          config: perIpLimit(config, 20),
        },
      ),
      async (req) => billing.redeem(assertSelf(req, req.body.player_id), req.body.coupon_code),
    );
  };
}
