import { FRIENDS_TEXT, type FriendChange, type FriendLists } from '@holeout/shared/friends';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { presentFriendLists } from './friend.presenter.ts';
import { acceptedNotice, requestNotice } from './friend-notices.ts';
import * as repo from './friends.repo.ts';

/** A request finds its pair's row gone between its insert and its look-up (a cancel in between) this often at most. */
const REQUEST_ATTEMPTS = 3;

/**
 * Friends (DESIGN §8): requests, answers and removals between the token's player and one other.
 * A pair of players has at most one row (pending or accepted), so friendship is mutual and unique.
 */
export class FriendsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly notifier: Pick<NotificationsService, 'notify'>,
  ) {}

  /** GET /friends: the player's friends and pending requests both ways, each by name. */
  async lists(playerId: number): Promise<FriendLists> {
    return presentFriendLists(playerId, await repo.listRows(this.ctx.db, playerId));
  }

  /** The ids of the player's accepted friends (the friends leaderboard, search order). */
  friendIds(playerId: number): Promise<number[]> {
    return repo.friendIds(this.ctx.db, playerId);
  }

  /**
   * Asks `friendId` to be friends. When they already asked the player, this accepts theirs
   * instead, so two crossing requests — even at the same moment — end as one friendship.
   */
  async request(playerId: number, friendId: number): Promise<FriendChange> {
    if (friendId === playerId) throw new HttpError(400, FRIENDS_TEXT.notYourself);
    return this.ctx.db.transaction(async (tx) => {
      if ((await repo.playerName(tx, friendId)) === null) throw new HttpError(404, PLAYER_NOT_FOUND);
      const name = await this.name(tx, playerId);
      for (let attempt = 1; ; attempt++) {
        if (await repo.insertRequest(tx, playerId, friendId)) {
          await this.notifier.notify(tx, requestNotice(friendId, name));
          return { message: FRIENDS_TEXT.requestSent, status: 'pending' };
        }
        const row = await repo.lockPair(tx, playerId, friendId);
        if (row === null) {
          if (attempt < REQUEST_ATTEMPTS) continue;
          throw new HttpError(409, FRIENDS_TEXT.requestNotFound);
        }
        if (row.status === 'accepted') throw new HttpError(409, FRIENDS_TEXT.alreadyFriends);
        if (row.requesterId === playerId) throw new HttpError(409, FRIENDS_TEXT.alreadyRequested);
        return this.acceptIn(tx, playerId, name, friendId);
      }
    });
  }

  /** Accepts `requesterId`'s pending request to the player; 404 when there is none. */
  async accept(playerId: number, requesterId: number): Promise<FriendChange> {
    return this.ctx.db.transaction(async (tx) =>
      this.acceptIn(tx, playerId, await this.name(tx, playerId), requesterId),
    );
  }

  /** Declines `requesterId`'s pending request to the player (they are not told); 404 when there is none. */
  async decline(playerId: number, requesterId: number): Promise<FriendChange> {
    if (!(await repo.deleteRequest(this.ctx.db, requesterId, playerId))) {
      throw new HttpError(404, FRIENDS_TEXT.requestNotFound);
    }
    return { message: FRIENDS_TEXT.declined, status: 'none' };
  }

  /** Withdraws the player's pending request to `addresseeId`; 404 when there is none. */
  async cancel(playerId: number, addresseeId: number): Promise<FriendChange> {
    if (!(await repo.deleteRequest(this.ctx.db, playerId, addresseeId))) {
      throw new HttpError(404, FRIENDS_TEXT.requestNotFound);
    }
    return { message: FRIENDS_TEXT.cancelled, status: 'none' };
  }

  /** Ends the friendship with `friendId`, for both; 404 when they are not friends. */
  async remove(playerId: number, friendId: number): Promise<FriendChange> {
    if (!(await repo.deleteFriendship(this.ctx.db, playerId, friendId))) {
      throw new HttpError(404, FRIENDS_TEXT.friendNotFound);
    }
    return { message: FRIENDS_TEXT.removed, status: 'none' };
  }

  private async acceptIn(tx: DbOrTx, playerId: number, name: string, requesterId: number): Promise<FriendChange> {
    if (!(await repo.acceptRequest(tx, requesterId, playerId, this.ctx.clock.now()))) {
      throw new HttpError(404, FRIENDS_TEXT.requestNotFound);
    }
    await this.notifier.notify(tx, acceptedNotice(requesterId, name));
    return { message: FRIENDS_TEXT.accepted, status: 'accepted' };
  }

  /** The token's player's name (their row exists: the token was checked against it). */
  private async name(tx: DbOrTx, playerId: number): Promise<string> {
    return (await repo.playerName(tx, playerId)) ?? 'A player';
  }
}
