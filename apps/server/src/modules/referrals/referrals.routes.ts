import {
  referralAnswerSchema,
  referralStatsResponseSchema,
  referralViewRequestSchema,
} from '@holeout/shared/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentPlayerId } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { ReferralsService } from './referrals.service.ts';

const tags = ['referrals'];

/** Page views a minute per IP: a few invitation pages opened, too few to inflate anyone's figures. */
const VIEWS_PER_MINUTE = 10;

/** The referrals dashboard (spec 01 §7) and the two calls that feed it from the pages. */
export function referralRoutes(referrals: ReferralsService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/referrals/stats',
      signedIn({
        tags,
        summary: "The token's player's referral figures, newest invitations and referral link",
        response: { 200: referralStatsResponseSchema },
      }),
      async (req) => referrals.stats(currentPlayerId(req)),
    );

    app.post(
      '/referrals/share',
      signedIn(
        {
          tags,
          summary: 'The player copied or shared their referral link (counted once a day as an invitation)',
          response: { 200: referralAnswerSchema },
        },
        {
          config: perIpLimit(config, 30),
        },
      ),
      async (req) => referrals.shared(currentPlayerId(req)),
    );

    app.post(
      '/referrals/view',
      {
        config: perIpLimit(config, VIEWS_PER_MINUTE),
        schema: {
          tags,
          summary:
            'An invitation or referral page was opened (no sign-in); a reload with the same visit_id counts once',
          body: referralViewRequestSchema,
          response: { 200: referralAnswerSchema },
        },
      },
      async (req) => referrals.viewed(req.body),
    );
  };
}
