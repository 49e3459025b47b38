import type { FriendLists, FriendPlayer } from '@holeout/shared/friends';
import type { listRows } from './friends.repo.ts';

type Row = Awaited<ReturnType<typeof listRows>>[number];

const present = (r: Row): FriendPlayer => ({
  player_id: r.otherId,
  name: r.name,
  since: (r.acceptedAt ?? r.createdAt).toISOString(),
});

/** The player's rows (already by name) as the three lists: friends, requests to them, requests by them. */
export function presentFriendLists(playerId: number, rows: Row[]): FriendLists {
  const lists: FriendLists = { friends: [], incoming: [], outgoing: [] };
  for (const r of rows) {
    if (r.status === 'accepted') lists.friends.push(present(r));
    else if (r.requesterId === playerId) lists.outgoing.push(present(r));
    else lists.incoming.push(present(r));
  }
  return lists;
}
