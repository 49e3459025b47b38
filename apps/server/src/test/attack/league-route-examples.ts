/**
 * Valid requests of the league and leaderboard routes for the attack suite
 * (test/attack/route-examples.ts spreads this table into its own): each needs a league in the
 * right state and the right player, which the OpenAPI schema alone cannot say. Not used by the server.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { buildPlayer, type TestPlayer } from '../factories.ts';
import type { RouteSpecial } from './route-examples.ts';

/** A regular member, who may create leagues (one per example: a creator runs at most 50). */
const organiser = (app: FastifyInstance, db: Db) => buildPlayer(app, { tier: 'regular', db });

/** A public league starting in an hour, created by `creator`; its id. */
async function league(app: FastifyInstance, creator: TestPlayer, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/leagues',
    headers: creator.auth,
    payload: { name: 'Attack League', description: 'A league to attack', privacy_type: 'public', ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`league failed: ${res.statusCode} ${res.body}`);
  return res.json().league.league_id;
}

/** `me`'s pending invitation to a fresh league; its id. */
async function inviteOf(app: FastifyInstance, db: Db, me: TestPlayer): Promise<number> {
  const creator = await organiser(app, db);
  const id = await league(app, creator, { privacy_type: 'private' });
  const sent = await app.inject({
    method: 'POST',
    url: `/api/leagues/${id}/invite`,
    headers: creator.auth,
    payload: { league_invited_player_id: me.id },
  });
  if (sent.statusCode !== 200) throw new Error(`invite failed: ${sent.statusCode} ${sent.body}`);
  const list = await app.inject({ method: 'GET', url: '/api/leagues', headers: me.auth });
  const invite = (list.json().pending_invites as { invite_id: number; league_id: number }[]).find(
    (i) => i.league_id === id,
  );
  if (!invite) throw new Error(`no invitation for player ${me.id}: ${list.body}`);
  return invite.invite_id;
}

/** The creator's own new league, as the example's player. */
async function own(app: FastifyInstance, db: Db, extra: Record<string, unknown> = {}) {
  const creator = await organiser(app, db);
  return { playerId: creator.id, token: creator.token, id: String(await league(app, creator, extra)) };
}

export const LEAGUE_ROUTE_SPECIALS: Record<string, RouteSpecial> = {
  'POST /api/leagues': {
    why: 'creating a league needs a Regular or Premium member; each call from a new one (50 open leagues each)',
    status: 201,
    valid: async ({ app, db }) => {
      const creator = await organiser(app, db);
      return {
        playerId: creator.id,
        token: creator.token,
        body: { name: 'Attack League', description: 'A league to attack', privacy_type: 'public' },
      };
    },
  },
  'GET /api/leagues/{id}': {
    why: 'needs a league the player may see',
    valid: async ({ app, db }) => ({ path: { id: String(await league(app, await organiser(app, db))) } }),
  },
  'PUT /api/leagues/{id}/settings': {
    why: "needs the player's own league before it begins",
    valid: async ({ app, db }) => {
      const o = await own(app, db);
      return { playerId: o.playerId, token: o.token, path: { id: o.id }, body: { settings: { num_rounds: 2 } } };
    },
  },
  'POST /api/leagues/{id}/start': {
    why: "needs the player's own league before it begins",
    valid: async ({ app, db }) => {
      const o = await own(app, db);
      return { playerId: o.playerId, token: o.token, path: { id: o.id } };
    },
  },
  'POST /api/leagues/{id}/join': {
    why: 'needs a public league the player is not in yet',
    valid: async ({ app, db }) => ({ path: { id: String(await league(app, await organiser(app, db))) }, body: {} }),
  },
  'POST /api/leagues/{id}/invite': {
    why: "needs the player's own league and someone to invite",
    valid: async ({ app, db, other }) => {
      const o = await own(app, db);
      return {
        playerId: o.playerId,
        token: o.token,
        path: { id: o.id },
        body: { league_invited_player_id: other.id },
      };
    },
  },
  'POST /api/leagues/invites/{id}/respond': {
    why: "needs the player's pending invitation",
    valid: async ({ app, db, me }) => ({
      path: { id: String(await inviteOf(app, db, me)) },
      body: { action: 'accept' },
    }),
  },
  'DELETE /api/leagues/{id}': {
    why: "needs the player's own league",
    valid: async ({ app, db }) => {
      const o = await own(app, db);
      return { playerId: o.playerId, token: o.token, path: { id: o.id }, body: { action: 'delete' } };
    },
  },
  'GET /api/leagues/{id}/calendar.ics': {
    why: 'needs a league the player may see (bearer token; the feed secret is a case of its own)',
    valid: async ({ app, db }) => ({ path: { id: String(await league(app, await organiser(app, db))) }, query: {} }),
  },
  'GET /api/leagues/{id}/standings.csv': {
    why: 'needs a league the player may see',
    valid: async ({ app, db }) => ({ path: { id: String(await league(app, await organiser(app, db))) } }),
  },
  'GET /api/leaderboards-v2': {
    why: 'a board needs a context and its parameters; friends is the player alone',
    valid: ({ me }) => ({
      query: { metric: 'total_makes', context_type: 'friends', player_id: String(me.id) },
    }),
  },
};
