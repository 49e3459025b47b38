import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { signInChallenges, signInIdentities } from '../../db/schema/sign-in-providers.ts';

export type IdentityRow = typeof signInIdentities.$inferSelect;
type Purpose = (typeof signInChallenges.$inferInsert)['purpose'];
type Provider = IdentityRow['provider'];

export async function findIdentity(db: DbOrTx, provider: Provider, subject: string): Promise<IdentityRow | null> {
  const [row] = await db
    .select()
    .from(signInIdentities)
    .where(and(eq(signInIdentities.provider, provider), eq(signInIdentities.subject, subject)));
  return row ?? null;
}

/** Links an identity to a player; null when that identity already belongs to someone (it stays theirs). */
export async function insertIdentity(
  db: DbOrTx,
  values: { playerId: number; provider: Provider; subject: string; email: string | null },
): Promise<IdentityRow | null> {
  const [row] = await db.insert(signInIdentities).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function identitiesOf(db: DbOrTx, playerId: number): Promise<IdentityRow[]> {
  return db
    .select()
    .from(signInIdentities)
    .where(eq(signInIdentities.playerId, playerId))
    .orderBy(asc(signInIdentities.id));
}

export async function countIdentitiesOf(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(signInIdentities).where(eq(signInIdentities.playerId, playerId));
  return row?.n ?? 0;
}

export async function deleteIdentity(db: DbOrTx, playerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(signInIdentities)
    .where(and(eq(signInIdentities.id, id), eq(signInIdentities.playerId, playerId)))
    .returning({ id: signInIdentities.id });
  return rows.length > 0;
}

export async function insertChallenge(
  db: DbOrTx,
  values: {
    keyHash: string;
    purpose: Purpose;
    expiresAt: Date;
    playerId?: number | null;
    data?: Record<string, string>;
  },
): Promise<void> {
  await db.insert(signInChallenges).values(values);
}

/** Marks a challenge used in one statement: only the first caller within its lifetime gets it. */
export async function consumeChallenge(db: DbOrTx, purpose: Purpose, keyHash: string, now: Date) {
  const [row] = await db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInChallenges.keyHash, keyHash),
        eq(signInChallenges.purpose, purpose),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
      ),
    )
    .returning({ playerId: signInChallenges.playerId, data: signInChallenges.data });
  return row ?? null;
}
