import { and, asc, eq, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { leagueInvites } from '../../db/schema/leagues.ts';

export type InviteRow = typeof leagueInvites.$inferSelect;
export type NewInviteRow = typeof leagueInvites.$inferInsert;

/** Inserts an invitation; null when the same one is already pending (the partial unique keys). */
export async function insertInvite(tx: DbOrTx, values: NewInviteRow): Promise<InviteRow | null> {
  const [row] = await tx.insert(leagueInvites).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A league's pending invitation to one invitee (a player, or an e-mail address not yet on Holeout). */
async function pendingInvite(db: DbOrTx, leagueId: number, invitee: SQL): Promise<InviteRow | null> {
  const [row] = await db
    .select()
    .from(leagueInvites)
    .where(and(eq(leagueInvites.leagueId, leagueId), invitee, eq(leagueInvites.status, 'pending')));
  return row ?? null;
}

export function pendingInviteFor(db: DbOrTx, leagueId: number, playerId: number): Promise<InviteRow | null> {
  return pendingInvite(db, leagueId, eq(leagueInvites.invitedPlayerId, playerId));
}

export function pendingEmailInvite(db: DbOrTx, leagueId: number, email: string): Promise<InviteRow | null> {
  return pendingInvite(db, leagueId, eq(leagueInvites.invitedEmail, email));
}

export async function findInvite(db: DbOrTx, id: number): Promise<InviteRow | null> {
  const [row] = await db.select().from(leagueInvites).where(eq(leagueInvites.id, id));
  return row ?? null;
}

/** Settles every pending invitation of the player to the league (they joined, one way or another). */
export async function settleInvitesOf(
  tx: DbOrTx,
  leagueId: number,
  playerId: number,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<void> {
  await tx
    .update(leagueInvites)
    .set({ status, respondedAt: now })
    .where(
      and(
        eq(leagueInvites.leagueId, leagueId),
        eq(leagueInvites.invitedPlayerId, playerId),
        eq(leagueInvites.status, 'pending'),
      ),
    );
}

/**
 * Pending address invitations whose address now belongs to an account (of one player, or of
 * anyone): each becomes that player's invitation, and the caller admits them.
 */
export async function joinableEmailInvites(
  db: DbOrTx,
  playerId?: number,
): Promise<{ inviteId: number; leagueId: number; playerId: number }[]> {
  return db
    .select({ inviteId: leagueInvites.id, leagueId: leagueInvites.leagueId, playerId: players.id })
    .from(leagueInvites)
    .innerJoin(players, eq(players.email, leagueInvites.invitedEmail))
    .where(
      and(
        eq(leagueInvites.status, 'pending'),
        isNotNull(leagueInvites.invitedEmail),
        playerId === undefined ? undefined : eq(players.id, playerId),
      ),
    )
    .orderBy(asc(leagueInvites.id))
    .limit(500);
}

export async function updateInvite(tx: DbOrTx, id: number, changes: Partial<InviteRow>): Promise<void> {
  await tx.update(leagueInvites).set(changes).where(eq(leagueInvites.id, id));
}

/** Marks an address invitation's e-mail as sent; the row when this caller won it. */
export async function claimInviteMail(db: DbOrTx, id: number, now: Date): Promise<InviteRow | null> {
  const [row] = await db
    .update(leagueInvites)
    .set({ mailedAt: now })
    .where(and(eq(leagueInvites.id, id), isNull(leagueInvites.mailedAt), isNotNull(leagueInvites.invitedEmail)))
    .returning();
  return row ?? null;
}

/** Address invitations whose e-mail was never handed to the mailer (a crash after the commit). */
export async function unmailedInviteIds(db: DbOrTx, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: leagueInvites.id })
    .from(leagueInvites)
    .where(
      and(
        eq(leagueInvites.status, 'pending'),
        isNotNull(leagueInvites.invitedEmail),
        isNull(leagueInvites.mailedAt),
        lte(leagueInvites.createdAt, before),
      ),
    )
    .limit(100);
  return rows.map((r) => r.id);
}

/** Pending address invitations one player has sent (a cap against abuse). */
export async function openEmailInvitesBy(db: DbOrTx, inviterId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leagueInvites)
    .where(
      and(
        eq(leagueInvites.inviterId, inviterId),
        eq(leagueInvites.status, 'pending'),
        isNotNull(leagueInvites.invitedEmail),
      ),
    );
  return Number(row?.n ?? 0);
}
