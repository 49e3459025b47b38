import type { FriendLists } from '@holeout/shared/friends';

/** Where another player stands with the viewer: a friend, or a request one way or the other. */
export type FriendRelation = 'friend' | 'incoming' | 'outgoing';

/** Every player of the viewer's lists by id, so a search result can show the right action. */
export function friendRelations(lists: FriendLists | undefined): Map<number, FriendRelation> {
  const relations = new Map<number, FriendRelation>();
  if (!lists) return relations;
  for (const p of lists.friends) relations.set(p.player_id, 'friend');
  for (const p of lists.incoming) relations.set(p.player_id, 'incoming');
  for (const p of lists.outgoing) relations.set(p.player_id, 'outgoing');
  return relations;
}
