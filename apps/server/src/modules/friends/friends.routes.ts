import {
  type FriendChange,
  friendChangeSchema,
  friendListsSchema,
  friendParamsSchema,
  friendRequestBodySchema,
} from '@holeout/shared/friends';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentPlayerId } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/route-options.ts';
import type { FriendsService } from './friends.service.ts';

const tags = ['friends'];

/** Friends (decision 031): the lists, requests and their answers, removals — always the token's player's. */
export function friendRoutes(friends: FriendsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/friends',
      signedIn({
        tags,
        summary: "The token's player's friends, and the friend requests sent to them and by them",
        response: { 200: friendListsSchema },
      }),
      async (req) => friends.lists(currentPlayerId(req)),
    );

    app.post(
      '/friends/requests',
      signedIn({
        tags,
        summary: 'Ask a player to be friends',
        description:
          'When that player has already asked the token’s player, their request is accepted instead (200, ' +
          '`accepted`); otherwise a new request (201, `pending`) and a notification to them.',
        body: friendRequestBodySchema,
        response: { 200: friendChangeSchema, 201: friendChangeSchema },
      }),
      async (req, reply) => {
        const change = await friends.request(currentPlayerId(req), req.body.friend_id);
        return reply.status(change.status === 'pending' ? 201 : 200).send(change);
      },
    );

    /** A change between the token's player and the player in the path. */
    const change = (
      method: 'POST' | 'DELETE',
      url: string,
      summary: string,
      act: (playerId: number, otherId: number) => Promise<FriendChange>,
    ) =>
      app.route({
        method,
        url,
        ...signedIn({ tags, summary, params: friendParamsSchema, response: { 200: friendChangeSchema } }),
        handler: async (req) => act(currentPlayerId(req), req.params.playerId),
      });

    change('POST', '/friends/requests/:playerId/accept', "Accept the player's pending friend request", (me, other) =>
      friends.accept(me, other),
    );
    change('POST', '/friends/requests/:playerId/decline', "Decline the player's pending friend request", (me, other) =>
      friends.decline(me, other),
    );
    change('DELETE', '/friends/requests/:playerId', 'Withdraw your pending friend request to the player', (me, other) =>
      friends.cancel(me, other),
    );
    change('DELETE', '/friends/:playerId', 'End a friendship, for both players', (me, other) =>
      friends.remove(me, other),
    );
  };
}
