import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { friendships } from './schema/friends.ts';

// A SQL fragment over the friendships table that other modules' queries embed (the player search
// orders friends first), kept beside the schema so no module reads the friends module's repository.

/** Whether the player in `column` is an accepted friend of `playerId`: for ordering other queries. */
export function isFriendOf(playerId: number, column: AnyPgColumn): SQL<boolean> {
  const me = sql`${playerId}::integer`;
  return sql<boolean>`exists (select 1 from ${friendships} where ${friendships.status} = 'accepted'
    and least(${friendships.requesterId}, ${friendships.addresseeId}) = least(${me}, ${column})
    and greatest(${friendships.requesterId}, ${friendships.addresseeId}) = greatest(${me}, ${column}))`;
}
