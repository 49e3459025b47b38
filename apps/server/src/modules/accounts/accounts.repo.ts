import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets, players } from '../../db/schema/accounts.ts';

export type PlayerRow = typeof players.$inferSelect;

export async function findPlayerById(db: DbOrTx, id: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row ?? null;
}

/** E-mails are stored lower-cased, so equality is case-insensitive. */
export async function findPlayerByEmail(db: DbOrTx, email: string): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.email, email.toLowerCase()));
  return row ?? null;
}

/** Inserts a player; returns null when the e-mail is already taken (unique index). */
export async function insertPlayer(db: DbOrTx, values: typeof players.$inferInsert): Promise<PlayerRow | null> {
  const [row] = await db.insert(players).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updatePlayer(
  db: DbOrTx,
  id: number,
  values: Partial<typeof players.$inferInsert>,
): Promise<PlayerRow | null> {
  const [row] = await db
    .update(players)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(players.id, id))
    .returning();
  return row ?? null;
}

export async function insertPasswordReset(db: DbOrTx, playerId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ playerId, tokenHash, expiresAt });
}

/** Marks a reset token used in one statement, so a token works once even under concurrency. */
export async function consumePasswordReset(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      sql`${passwordResets.tokenHash} = ${tokenHash} and ${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > now()`,
    )
    .returning({ playerId: passwordResets.playerId });
  return row?.playerId ?? null;
}

/** Voids every unused reset token of a player, so a link mailed earlier stops working. */
export async function expireOpenPasswordResets(db: DbOrTx, playerId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.playerId, playerId), isNull(passwordResets.usedAt)));
}
