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
import { currentIdentity, currentPlayerId } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentedAsIs, signedIn } from '../../plugins/route-options.ts';
import type { LeagueExports } from './league-exports.service.ts';
import type { LeagueInvitesService } from './league-invites.service.ts';
import { LEAGUES_TEXT } from './league-texts.ts';
import type { LeaguesService } from './leagues.service.ts';

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
      signedIn({
        tags,
        summary: "The token's player's leagues, open public leagues and pending invitations",
        description:
          "With another player's `player_id`: only that player's active and completed leagues (public ones and " +
          "those the viewer shares), for Regular and Premium members, as the career page's Leagues table shows them.",
        querystring: leaguesQuerySchema,
        response: { 200: leagueListSchema },
      }),
      async (req) => leagues.list(currentIdentity(req), req.query.player_id),
    );

    app.post(
      '/leagues',
      signedIn({
        tags,
        summary: 'Create a league (Regular and Premium members); the creator becomes its first member',
        body: createLeagueRequestSchema,
        response: { 201: leagueChangeResponseSchema },
      }),
      async (req, reply) => reply.status(201).send(await leagues.create(currentIdentity(req), req.body)),
    );

    app.get(
      '/leagues/:id',
      signedIn(
        {
          tags,
          summary: 'One league: settings, members, rounds with submissions and points, standings',
          description: 'A private league exists only for its members, its creator and the players invited to it.',
          params: leagueIdParamsSchema,
          querystring: leagueDetailQuerySchema,
          response: { 200: leagueDetailSchema },
        },
        {
          serializerCompiler: presentedAsIs,
        },
      ),
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
      signedIn(
        {
          tags,
          summary: 'Change a league before it begins (its creator)',
          params: leagueIdParamsSchema,
          body: updateLeagueSettingsRequestSchema,
          response: { 200: leagueChangeResponseSchema },
        },
        {
          serializerCompiler: presentedAsIs,
        },
      ),
      async (req) => leagues.edit(currentPlayerId(req), req.params.id, req.body),
    );

    app.post(
      '/leagues/:id/start',
      signedIn(
        {
          tags,
          summary: 'Start a setup or registering league now (its creator); the rounds are re-timed from now',
          params: leagueIdParamsSchema,
          response: { 200: leagueChangeResponseSchema },
        },
        {
          serializerCompiler: presentedAsIs,
        },
      ),
      async (req) => leagues.start(currentPlayerId(req), req.params.id),
    );

    app.post(
      '/leagues/:id/join',
      signedIn(
        {
          tags,
          summary: 'Join a public league while registering, or while active when it takes late joiners',
          params: leagueIdParamsSchema,
          body: joinLeagueRequestSchema,
          response: { 200: leagueChangeResponseSchema },
        },
        {
          serializerCompiler: presentedAsIs,
        },
      ),
      async (req) => leagues.join(currentPlayerId(req), req.params.id, req.body.player_id),
    );

    app.post(
      '/leagues/:id/invite',
      signedIn({
        tags,
        summary: 'Invite a player, or an e-mail address not yet on Holeout (members when allowed; the creator always)',
        params: leagueIdParamsSchema,
        body: inviteLeagueRequestSchema,
        response: { 200: leagueMessageResponseSchema },
      }),
      async (req) => invites.invite(currentPlayerId(req), req.params.id, req.body),
    );

    app.post(
      '/leagues/invites/:id/respond',
      signedIn({
        tags,
        summary: 'Accept (and join) or decline a league invitation (the invited player)',
        params: leagueInviteIdParamsSchema,
        body: respondLeagueInviteRequestSchema,
        response: { 200: leagueMessageResponseSchema },
      }),
      async (req) => invites.respond(currentPlayerId(req), req.params.id, req.body),
    );

    app.delete(
      '/leagues/:id',
      signedIn({
        tags,
        summary: 'Leave a league (`action: leave`) or delete it (`action: delete`, its creator)',
        params: leagueIdParamsSchema,
        body: deleteLeagueRequestSchema,
        response: { 200: leagueMessageResponseSchema },
      }),
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
      signedIn({
        tags,
        summary: "A league's standings as a CSV download, with each round's points",
        params: leagueIdParamsSchema,
      }),
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
