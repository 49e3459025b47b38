import {
  messageResponseSchema,
  notificationPreferencesSchema,
  playerIdParamsSchema,
  playerSchema,
  publicPlayerSchema,
  updateSocialsRequestSchema,
} from '@holeout/shared/accounts';
import { debugStatsResponseSchema } from '@holeout/shared/dashboard-stats';
import { playerProfileRequestSchema, playerProfileResponseSchema } from '@holeout/shared/player-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { assertSelf, currentPlayerId } from '../../plugins/auth.ts';
import { perIpLimitForAnonymous } from '../../plugins/rate-limits.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { AccountsService } from './accounts.service.ts';

const updatedPlayerSchema = messageResponseSchema.extend({ player: playerSchema });

/** Anonymous reads of player names per minute per IP: enough for shared links, too few to walk ids. */
const ANONYMOUS_READS_PER_MINUTE = 30;

/** The player's record and own account settings: profile, social links, notification switches. */
export function accountRoutes(accounts: AccountsService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/player/:id/data',
      {
        config: perIpLimitForAnonymous(config, ANONYMOUS_READS_PER_MINUTE, 600),
        schema: {
          tags: ['accounts'],
          summary: "The owner's full record; anyone else (or no token) gets the public name only",
          params: playerIdParamsSchema,
          response: { 200: z.union([playerSchema, publicPlayerSchema]) },
        },
      },
      async (req) => accounts.getPlayer(req.auth?.playerId ?? null, req.params.id),
    );

    app.put(
      '/player/:id',
      signedIn({
        tags: ['accounts'],
        summary:
          "Changes the player's own profile fields; other keys (membership_tier, email …) are ignored and listed in ignored_fields",
        params: playerIdParamsSchema,
        body: playerProfileRequestSchema,
        response: { 200: playerProfileResponseSchema },
      }),
      async (req) => accounts.updateProfile(assertSelf(req, req.params.id), req.body),
    );

    app.get(
      '/debug-stats',
      signedIn({
        tags: ['accounts'],
        summary: "The signed-in player's dashboard figures (the dashboard's fallback, spec 01 §7)",
        response: { 200: debugStatsResponseSchema },
      }),
      async (req) => accounts.dashboardStats(currentPlayerId(req)),
    );

    app.put(
      '/player/:id/socials',
      signedIn({
        tags: ['accounts'],
        params: playerIdParamsSchema,
        body: updateSocialsRequestSchema,
        response: { 200: updatedPlayerSchema },
      }),
      async (req) => {
        const me = assertSelf(req, req.params.id);
        const b = req.body;
        return accounts.update(
          me,
          { xUrl: b.x_url, tiktokUrl: b.tiktok_url, websiteUrl: b.website_url, telegramUrl: b.telegram_url },
          'Social links saved',
        );
      },
    );

    app.put(
      '/player/:id/notification-preferences',
      signedIn({
        tags: ['accounts'],
        params: playerIdParamsSchema,
        body: notificationPreferencesSchema,
        response: { 200: updatedPlayerSchema },
      }),
      async (req) => accounts.updateNotificationPreferences(assertSelf(req, req.params.id), req.body),
    );
  };
}
