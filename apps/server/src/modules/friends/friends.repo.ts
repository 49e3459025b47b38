import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { friendships } from '../../db/schema/friends.ts';

export type FriendshipRow = typeof friendships.$inferSelect;

const t = friendships;

/** The one row of the pair `a`–`b`, whoever asked: the expression of `friendships_pair_key`. */
function pair(a: number, b: number): SQL {
  return sql`least(${t.requesterId}, ${t.addresseeId}) = ${Math.min(a, b)} and greatest(${t.requesterId}, ${t.addresseeId}) = ${Math.max(a, b)}`;
}

/** `requesterId`'s pending request to `addresseeId`. */
function pendingRequest(requesterId: number, addresseeId: number): SQL | undefined {
  return and(eq(t.requesterId, requesterId), eq(t.addresseeId, addresseeId), eq(t.status, 'pending'));
}

/** The other player of a row of `playerId`'s. */
function otherOf(playerId: number): SQL<number> {
  return sql<number>`case when ${t.requesterId} = ${playerId} then ${t.addresseeId} else ${t.requesterId} end`;
}

/**
 * Records `requesterId`'s request to `addresseeId` unless the pair already has a row; true when
 * it did. On PostgreSQL a concurrent insert of the same pair waits for the other transaction and
 * then does nothing, so two crossing requests make one row.
 */
export async function insertRequest(tx: DbOrTx, requesterId: number, addresseeId: number): Promise<boolean> {
  const rows = await tx.insert(t).values({ requesterId, addresseeId }).onConflictDoNothing().returning({ id: t.id });
  return rows.length > 0;
}

/** The pair's row, locked for the rest of the transaction; null when they have none. */
export async function lockPair(tx: DbOrTx, a: number, b: number): Promise<FriendshipRow | null> {
  const [row] = await tx.select().from(t).where(pair(a, b)).for('update');
  return row ?? null;
}

/** Accepts `requesterId`'s pending request to `addresseeId`; false when there is none. */
export async function acceptRequest(tx: DbOrTx, requesterId: number, addresseeId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(t)
    .set({ status: 'accepted', acceptedAt: at })
    .where(pendingRequest(requesterId, addresseeId))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Deletes the row `where` picks; false when there is none. */
async function deleteRow(db: DbOrTx, where: SQL | undefined): Promise<boolean> {
  const rows = await db.delete(t).where(where).returning({ id: t.id });
  return rows.length > 0;
}

/** Deletes `requesterId`'s pending request to `addresseeId` (a decline or a cancel); false when there is none. */
export function deleteRequest(db: DbOrTx, requesterId: number, addresseeId: number): Promise<boolean> {
  return deleteRow(db, pendingRequest(requesterId, addresseeId));
}

/** Ends the accepted friendship of `a` and `b`; false when they are not friends. */
export function deleteFriendship(db: DbOrTx, a: number, b: number): Promise<boolean> {
  return deleteRow(db, and(pair(a, b), eq(t.status, 'accepted')));
}

/** Every row of the player's, with the other player's name, by that name. */
export async function listRows(db: DbOrTx, playerId: number) {
  return db
    .select({
      otherId: otherOf(playerId),
      name: players.name,
      status: t.status,
      requesterId: t.requesterId,
      createdAt: t.createdAt,
      acceptedAt: t.acceptedAt,
    })
    .from(t)
    .innerJoin(players, eq(players.id, otherOf(playerId)))
    .where(or(eq(t.requesterId, playerId), eq(t.addresseeId, playerId)))
    .orderBy(asc(sql`lower(${players.name})`), asc(players.id));
}

/** The ids of the player's accepted friends. */
export async function friendIds(db: DbOrTx, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: otherOf(playerId) })
    .from(t)
    .where(and(or(eq(t.requesterId, playerId), eq(t.addresseeId, playerId)), eq(t.status, 'accepted')));
  return rows.map((r) => r.id);
}

/** The player's name; null when there is no such player. */
export async function playerName(db: DbOrTx, playerId: number): Promise<string | null> {
  const [row] = await db.select({ name: players.name }).from(players).where(eq(players.id, playerId));
  return row?.name ?? null;
}
