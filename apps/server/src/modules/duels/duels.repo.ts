import { and, desc, eq, gt, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { duelRatings, duels } from '../../db/schema/duels.ts';

export type DuelRow = typeof duels.$inferSelect;
export type NewDuelRow = typeof duels.$inferInsert;
export type DuelChanges = Partial<Omit<NewDuelRow, 'id' | 'creatorId' | 'createdAt'>>;

/** Statuses that can still change; the others are settled. */
export const OPEN_STATUSES = ['pending', 'pending_new_player', 'active'] as const;
/** Settled statuses a player's own list shows (cancelled duels are hidden from lists). */
export const FINISHED_STATUSES = ['completed', 'declined', 'expired'] as const;
/** What anyone may see of other players' duels: the ones actually played. */
export const PUBLIC_STATUSES = ['active', 'completed'] as const;

const creator = alias(players, 'creator');
const invitee = alias(players, 'invitee');
const creatorRating = alias(duelRatings, 'creator_rating');
const inviteeRating = alias(duelRatings, 'invitee_rating');

/** A duel with both names and both players' current ratings: what the presenter needs. */
export interface DuelView {
  duel: DuelRow;
  creatorName: string;
  invitedPlayerName: string | null;
  creatorCurrent: { rating: number; deviation: number } | null;
  invitedPlayerCurrent: { rating: number; deviation: number } | null;
}

const viewColumns = {
  duel: duels,
  creatorName: creator.name,
  invitedPlayerName: invitee.name,
  creatorCurrent: { rating: creatorRating.rating, deviation: creatorRating.deviation },
  invitedPlayerCurrent: { rating: inviteeRating.rating, deviation: inviteeRating.deviation },
};

/** Duels with both names and current ratings; add the where clause. */
export function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(duels)
    .innerJoin(creator, eq(creator.id, duels.creatorId))
    .leftJoin(invitee, eq(invitee.id, duels.invitedPlayerId))
    .leftJoin(creatorRating, eq(creatorRating.playerId, duels.creatorId))
    .leftJoin(inviteeRating, eq(inviteeRating.playerId, duels.invitedPlayerId));
}

export async function findDuelView(db: DbOrTx, id: number): Promise<DuelView | null> {
  const [row] = await selectViews(db).where(eq(duels.id, id));
  return row ?? null;
}

/**
 * The player's duels with one of `statuses`, newest first, below duel id `before` when given.
 * Two index walks (as creator, as invitee; nobody is both) instead of one `or`, so each reads
 * only the player's own rows in id order and stops at `limit`.
 */
export async function listPlayerDuels(
  db: DbOrTx,
  playerId: number,
  statuses: readonly string[],
  limit: number,
  before?: number,
): Promise<DuelView[]> {
  const side = (column: typeof duels.creatorId | typeof duels.invitedPlayerId) =>
    selectViews(db)
      .where(and(eq(column, playerId), inArray(duels.status, [...statuses] as DuelRow['status'][]), beforeId(before)))
      .orderBy(desc(duels.id))
      .limit(limit);
  const [asCreator, asInvitee] = await Promise.all([side(duels.creatorId), side(duels.invitedPlayerId)]);
  return [...asCreator, ...asInvitee].sort((a, b) => b.duel.id - a.duel.id).slice(0, limit);
}

const beforeId = (before: number | undefined): SQL | undefined =>
  before === undefined ? undefined : lt(duels.id, before);

/** The duels of two players, whichever of them created it. */
function between(a: number, b: number): SQL | undefined {
  return or(
    and(eq(duels.creatorId, a), eq(duels.invitedPlayerId, b)),
    and(eq(duels.creatorId, b), eq(duels.invitedPlayerId, a)),
  );
}

/** Duels between two players with one of `statuses`, newest first. */
export async function listDuelsBetween(
  db: DbOrTx,
  a: number,
  b: number,
  statuses: readonly string[],
  limit: number,
): Promise<DuelRow[]> {
  return db
    .select()
    .from(duels)
    .where(and(between(a, b), inArray(duels.status, [...statuses] as DuelRow['status'][])))
    .orderBy(desc(duels.id))
    .limit(limit);
}

/** Completed duels between two players: how many, and how many each won. */
export async function headToHead(
  db: DbOrTx,
  a: number,
  b: number,
): Promise<{ total: number; aWins: number; bWins: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      aWins: sql<number>`count(*) filter (where ${duels.winnerId} = ${a})::int`,
      bWins: sql<number>`count(*) filter (where ${duels.winnerId} = ${b})::int`,
    })
    .from(duels)
    .where(and(between(a, b), eq(duels.status, 'completed')));
  return row ?? { total: 0, aWins: 0, bWins: 0 };
}

export async function insertDuel(tx: DbOrTx, values: NewDuelRow): Promise<DuelRow> {
  const [row] = await tx.insert(duels).values(values).returning();
  if (!row) throw new Error('duel was not inserted');
  return row;
}

/** The duel, locked for the rest of the transaction (answers, cancels and submissions wait on it). */
export async function lockDuel(tx: DbOrTx, id: number): Promise<DuelRow | null> {
  const [row] = await tx.select().from(duels).where(eq(duels.id, id)).for('update');
  return row ?? null;
}

/** Like {@link lockDuel}, but null at once when another transaction holds the row (the sweep). */
export async function lockDuelIfFree(tx: DbOrTx, id: number): Promise<DuelRow | null> {
  const [row] = await tx.select().from(duels).where(eq(duels.id, id)).for('update', { skipLocked: true });
  return row ?? null;
}

/** Writes `changes` only while the duel still has `expectedStatus`; null when it has not. */
export async function updateDuel(
  tx: DbOrTx,
  id: number,
  expectedStatus: DuelRow['status'],
  changes: DuelChanges,
): Promise<DuelRow | null> {
  const [row] = await tx
    .update(duels)
    .set(changes)
    .where(and(eq(duels.id, id), eq(duels.status, expectedStatus)))
    .returning();
  return row ?? null;
}

/** Open duels whose deadline has passed, oldest deadline first. */
export async function dueDuelIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: duels.id })
    .from(duels)
    .where(and(inArray(duels.status, [...OPEN_STATUSES]), lte(duels.expiresAt, now)))
    .orderBy(duels.expiresAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Active duels ending within `withinMs` whose last reminder has not been sent. */
export async function reminderCandidateIds(db: DbOrTx, now: Date, withinMs: number): Promise<number[]> {
  const rows = await db
    .select({ id: duels.id })
    .from(duels)
    .where(
      and(
        eq(duels.status, 'active'),
        gt(duels.expiresAt, now),
        lte(duels.expiresAt, new Date(now.getTime() + withinMs)),
        lt(duels.remindersSent, 2),
      ),
    );
  return rows.map((r) => r.id);
}

/** What the rules need to know of a player: name and contacts. */
export interface PlayerContact {
  id: number;
  name: string;
  email: string;
  phoneDigits: string | null;
}

export const contactColumns = {
  id: players.id,
  name: players.name,
  email: players.email,
  phoneDigits: sql<string | null>`nullif(regexp_replace(${players.phone}, '[^0-9]', '', 'g'), '')`,
};

export async function findPlayers(db: DbOrTx, ids: readonly number[]): Promise<Map<number, PlayerContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(contactColumns)
    .from(players)
    .where(inArray(players.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
