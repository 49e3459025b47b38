import type { MembershipTier } from '@holeout/shared/membership';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type PlayerChanges = Partial<NewPlayer>;

export async function findPlayerById(db: DbOrTx, id: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row ?? null;
}

/** Compare-and-set of the password hash: true when `expectedHash` was still the stored one. */
export async function replacePasswordHash(
  db: DbOrTx,
  id: number,
  expectedHash: string,
  newHash: string,
): Promise<boolean> {
  const rows = await db
    .update(players)
    .set({ passwordHash: newHash, updatedAt: sql`now()` })
    .where(and(eq(players.id, id), eq(players.passwordHash, expectedHash)))
    .returning({ id: players.id });
  return rows.length === 1;
}

/** E-mails are stored lower-cased, so equality is case-insensitive. */
export async function findPlayerByEmail(db: DbOrTx, email: string): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.email, email.toLowerCase()));
  return row ?? null;
}

/** Inserts a player; returns null when the e-mail is already taken (unique index). */
export async function insertPlayer(db: DbOrTx, values: NewPlayer): Promise<PlayerRow | null> {
  const [row] = await db.insert(players).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePlayer(db: DbOrTx, id: number, values: PlayerChanges): Promise<PlayerRow | null> {
  const [row] = await db
    .update(players)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(players.id, id))
    .returning();
  return row ?? null;
}

/** Locks the player's row and reads the tier, so membership changes of one player run one at a time. */
export async function lockMembershipTier(db: DbOrTx, id: number): Promise<MembershipTier | null> {
  const [row] = await db.select({ tier: players.membershipTier }).from(players).where(eq(players.id, id)).for('update');
  return row?.tier ?? null;
}
