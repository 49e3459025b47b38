/**
 * Valid requests of the friend routes for the attack suite (test/attack/route-examples.ts spreads
 * this table into its own): each needs a request or a friendship with a real player, which the
 * OpenAPI schema alone cannot say. Each example uses a new player, so no case finds the pair
 * already asked. Not used by the server.
 */
import type { FastifyInstance } from 'fastify';
import { buildPlayer, type TestPlayer } from '../factories.ts';
import type { RouteSpecial } from './route-examples.ts';

/** `from` asks `to` to be friends. */
async function ask(app: FastifyInstance, from: TestPlayer, to: TestPlayer): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/friends/requests',
    headers: from.auth,
    payload: { friend_id: to.id },
  });
  if (res.statusCode !== 201) throw new Error(`friend request failed: ${res.statusCode} ${res.body}`);
}

/** A new player who has asked `me` to be friends. */
async function requesterOf(app: FastifyInstance, me: TestPlayer): Promise<TestPlayer> {
  const requester = await buildPlayer(app);
  await ask(app, requester, me);
  return requester;
}

const playerPath = (p: TestPlayer) => ({ path: { playerId: String(p.id) } });

export const FRIEND_ROUTE_SPECIALS: Record<string, RouteSpecial> = {
  'POST /api/friends/requests': {
    why: 'needs a player not yet asked: a new one per call',
    status: 201,
    valid: async ({ app }) => ({ body: { friend_id: (await buildPlayer(app)).id } }),
  },
  'POST /api/friends/requests/{playerId}/accept': {
    why: "needs another player's pending request to the player",
    valid: async ({ app, me }) => playerPath(await requesterOf(app, me)),
  },
  'POST /api/friends/requests/{playerId}/decline': {
    why: "needs another player's pending request to the player",
    valid: async ({ app, me }) => playerPath(await requesterOf(app, me)),
  },
  'DELETE /api/friends/requests/{playerId}': {
    why: "needs the player's own pending request",
    valid: async ({ app, me }) => {
      const addressee = await buildPlayer(app);
      await ask(app, me, addressee);
      return playerPath(addressee);
    },
  },
  'DELETE /api/friends/{playerId}': {
    why: 'needs a friend of the player',
    valid: async ({ app, me }) => {
      const friend = await requesterOf(app, me);
      await app.inject({ method: 'POST', url: `/api/friends/requests/${friend.id}/accept`, headers: me.auth });
      return playerPath(friend);
    },
  },
};
