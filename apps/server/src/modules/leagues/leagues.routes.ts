import { Readable } from 'node:stream';
import type { LeagueDetail } from '@holeout/shared/leagues';
import {
  createLeagueRequestSchema,
  deleteLeagueRequestSchema,
  inviteLeagueRequestSchema,
  joinLeagueRequestSchema,
  leagueCalendarQuerySchema,
  leagueChangeResponseSchema,
  leagueDetailQuerySchema,
  leagueDetailSchema,
  leagueIdParamsSchema,
  leagueInviteIdParamsSchema,
  leagueListSchema,
  leagueMessageResponseSchema,
  leaguesQuerySchema,
  respondLeagueInviteRequestSchema,
  updateLeagueSettingsRequestSchema,
} from '@holeout/shared/leagues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentIdentity, currentPlayerId, requireAuth } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { LeagueExports } from './league-exports.service.ts';
import type { LeagueInvitesService } from './league-invites.service.ts';
import { LEAGUES_TEXT, type LeaguesService } from './leagues.service.ts';

/**
 * A league's detail holds every round's submissions (2,000 rows for 200 members and 10 rounds):
 * the presenter builds it field by field from the schema's types, and it is sent with plain
 * JSON.stringify rather than re-validated (decision 008; decision on leagues; docs/performance.md).
 */
const presentedAsIs = () => (data: unknown) => JSON.stringify(data);

const tags = ['leagues'];

/** Leagues (spec 02 §7): lists, detail, creation, settings, start, join, invitations, leave and delete. */
export function leagueRoutes(
  leagues: LeaguesService,
  invites: LeagueInvitesService,
  exports: LeagueExports,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/leagues',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: "The token's player's leagues, open public leagues and pending invitations",
          description:
            "With another player's `player_id`: only that player's active and completed leagues (public ones and " +
            "those the viewer shares), for Regular and Premium members, as the career page's Leagues table shows them.",
          security: bearerSecurity,
          querystring: leaguesQuerySchema,
          response: { 200: leagueListSchema },
        },
      },
      async (req) => leagues.list(currentIdentity(req), req.query.player_id),
    );

    app.post(
      '/leagues',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: 'Create a league (Regular and Premium members); the creator becomes its first member',
          security: bearerSecurity,
          body: createLeagueRequestSchema,
          response: { 201: leagueChangeResponseSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await leagues.create(currentIdentity(req), req.body)),
    );

    app.get(
      '/leagues/:id',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: 'One league: settings, members, rounds with submissions and points, standings',
          description: 'A private league exists only for its members, its creator and the players invited to it.',
          security: bearerSecurity,
          params: leagueIdParamsSchema,
          querystring: leagueDetailQuerySchema,
          response: { 200: leagueDetailSchema },
        },
        serializerCompiler: presentedAsIs,
      },
      async (req, reply) => {
        const me = currentPlayerId(req);
        if (req.query.player_id !== undefined && req.query.player_id !== me) {
          throw new HttpError(403, LEAGUES_TEXT.actAsSelf);
        }
        // JSON bytes around the league's snapshot, streamed as they are (a stream is not serialised).
        const parts = await leagues.detailJson(me, req.params.id);
        return reply.type('application/json; charset=utf-8').send(Readable.from(parts) as unknown as LeagueDetail);
      },
    );

    app.put(
      '/leagues/:id/settings',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: 'Change a league before it begins (its creator)',
          security: bearerSecurity,
          params: leagueIdParamsSchema,
          body: updateLeagueSettingsRequestSchema,
          response: { 200: leagueChangeResponseSchema },
        },
        serializerCompiler: presentedAsIs,
      },
      async (req) => leagues.edit(currentPlayerId(req), req.params.id, req.body),
    );

    app.post(
      '/leagues/:id/start',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: 'Start a setup or registering league now (its creator); the rounds are re-timed from now',
          security: bearerSecurity,
          params: leagueIdParamsSchema,
          response: { 200: leagueChangeResponseSchema },
        },
        serializerCompiler: presentedAsIs,
      },
      async (req) => leagues.start(currentPlayerId(req), req.params.id),
    );

    app.post(
      '/leagues/:id/join',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: 'Join a public league while registering, or while active when it takes late joiners',
          security: bearerSecurity,
          params: leagueIdParamsSchema,
          body: joinLeagueRequestSchema,
          response: { 200: leagueChangeResponseSchema },
        },
        serializerCompiler: presentedAsIs,
      },
      async (req) => leagues.join(currentPlayerId(req), req.params.id, req.body.player_id),
    );

    app.post(
      '/leagues/:id/invite',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary:
            'Invite a player, or an e-mail address not yet on Holeout (members when allowed; the creator always)',
          security: bearerSecurity,
          params: leagueIdParamsSchema,
          body: inviteLeagueRequestSchema,
          response: { 200: leagueMessageResponseSchema },
        },
      },
      async (req) => invites.invite(currentPlayerId(req), req.params.id, req.body),
    );

    app.post(
      '/leagues/invites/:id/respond',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: 'Accept (and join) or decline a league invitation (the invited player)',
          security: bearerSecurity,
          params: leagueInviteIdParamsSchema,
          body: respondLeagueInviteRequestSchema,
          response: { 200: leagueMessageResponseSchema },
        },
      },
      async (req) => invites.respond(currentPlayerId(req), req.params.id, req.body),
    );

    app.delete(
      '/leagues/:id',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: 'Leave a league (`action: leave`) or delete it (`action: delete`, its creator)',
          security: bearerSecurity,
          params: leagueIdParamsSchema,
          body: deleteLeagueRequestSchema,
          response: { 200: leagueMessageResponseSchema },
        },
      },
      async (req) => leagues.remove(currentPlayerId(req), req.params.id, req.body),
    );

    // No response schema: the bodies are an iCalendar feed and a CSV file, not JSON.
    app.get(
      '/leagues/:id/calendar.ics',
      {
        schema: {
          tags,
          summary: "A league's rounds as a calendar feed (subscribe from a calendar app)",
          description:
            'Opened by the member feed address shown on the league page (`member` and its secret `token`), or ' +
            'with a bearer token by anyone who may read the league.',
          params: leagueIdParamsSchema,
          querystring: leagueCalendarQuerySchema,
        },
      },
      async (req, reply) => {
        const file = await exports.calendar(
          req.params.id,
          req.auth?.playerId ?? null,
          req.query.member,
          req.query.token,
        );
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .header('cache-control', 'private, max-age=300')
          .send(file.body);
      },
    );

    app.get(
      '/leagues/:id/standings.csv',
      {
        preValidation: requireAuth,
        schema: {
          tags,
          summary: "A league's standings as a CSV download, with each round's points",
          security: bearerSecurity,
          params: leagueIdParamsSchema,
        },
      },
      async (req, reply) => {
        const file = await exports.standings(currentPlayerId(req), req.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
}
