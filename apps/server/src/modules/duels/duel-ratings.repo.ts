import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { duelRatings } from '../../db/schema/duels.ts';

export type RatingRow = typeof duelRatings.$inferSelect;

/**
 * Both players' rating rows, created at the starting values when missing and locked for the rest
 * of the transaction, lower id first so that two duels completing at once never deadlock.
 */
export async function lockRatings(
  tx: DbOrTx,
  playerIds: readonly number[],
  initial: { rating: number; deviation: number; volatility: number },
  now: Date,
): Promise<Map<number, RatingRow>> {
  const out = new Map<number, RatingRow>();
  for (const playerId of [...playerIds].sort((a, b) => a - b)) {
    const [row] = await tx
      .insert(duelRatings)
      .values({ playerId, ...initial, duels: 0, updatedAt: now })
      .onConflictDoUpdate({ target: duelRatings.playerId, set: { playerId: sql`excluded.player_id` } })
      .returning();
    if (!row) throw new Error(`rating row of player ${playerId} was not returned`);
    out.set(playerId, row);
  }
  return out;
}

export async function writeRating(
  tx: DbOrTx,
  playerId: number,
  values: { rating: number; deviation: number; volatility: number; duels: number; updatedAt: Date },
): Promise<void> {
  await tx.update(duelRatings).set(values).where(eq(duelRatings.playerId, playerId));
}

export async function findRatings(db: DbOrTx, ids: readonly number[]): Promise<Map<number, RatingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(duelRatings)
    .where(inArray(duelRatings.playerId, [...ids]));
  return new Map(rows.map((r) => [r.playerId, r]));
}
