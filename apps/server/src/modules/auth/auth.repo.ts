import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { players } from '../../db/schema/accounts.ts';
import { appSecrets, authTickets, authTokens, passwordResets } from '../../db/schema/auth.ts';

// The live token row joined with its player's tier: one primary-key read that also tells what the
// viewer may see. It runs on every authenticated request, so it is prepared, not rebuilt.
const identityStatement = preparedStatement((db) =>
  db
    .select({ playerId: authTokens.playerId, membershipTier: players.membershipTier, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(players, eq(players.id, authTokens.playerId))
    .where(
      and(
        eq(authTokens.jti, sql.placeholder('jti')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_identity'),
);

/** The player and tier behind a live (unrevoked, unexpired) token id. */
export async function findLiveToken(db: DbOrTx, jti: string, now: Date) {
  const [row] = await identityStatement(db).execute({ jti, now });
  return row ?? null;
}

export async function insertToken(db: DbOrTx, jti: string, playerId: number, expiresAt: Date): Promise<void> {
  await db.insert(authTokens).values({ jti, playerId, expiresAt });
}

/**
 * The channel a revocation is announced on at commit, so every instance closes the event streams
 * the revoked tokens opened at once (decision 037); the payload is the player id.
 */
export const TOKEN_REVOCATION_CHANNEL = 'token_revocations';

async function announceRevocation(db: DbOrTx, playerId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${TOKEN_REVOCATION_CHANNEL}, ${String(playerId)})`);
}

/** Revokes one token; answers the ids of the players whose token it was (none for an unknown id). */
export async function revokeToken(db: DbOrTx, jti: string, now: Date): Promise<number[]> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(eq(authTokens.jti, jti))
    .returning({ playerId: authTokens.playerId });
  for (const row of rows) await announceRevocation(db, row.playerId);
  return rows.map((row) => row.playerId);
}

/** Revokes every live token of a player, except `keepJti` when given. */
export async function revokeTokensOf(db: DbOrTx, playerId: number, now: Date, keepJti?: string): Promise<void> {
  const conditions = [eq(authTokens.playerId, playerId), isNull(authTokens.revokedAt)];
  if (keepJti) conditions.push(ne(authTokens.jti, keepJti));
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
  await announceRevocation(db, playerId);
}

export async function insertTicket(
  db: DbOrTx,
  ticket: { ticketHash: string; playerId: number; tokenJti: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(authTickets).values(ticket);
}

/** The outcome of spending a ticket: its player and the token that minted it, or why not. */
export type TicketSpending =
  | { spent: true; playerId: number; tokenJti: string | null }
  /** `revoked`: the token that minted it has been revoked (or expired) since; the ticket died with it. */
  | { spent: false; reason: 'invalid' | 'revoked' };

/**
 * Marks a ticket used in one statement: only the first caller within its lifetime gets it, and
 * only while the token that minted it is live (a ticket never outlives its token). A refusal
 * changes nothing; only then a second read tells a dead token's ticket from an unknown one.
 */
export async function consumeTicket(db: DbOrTx, ticketHash: string, now: Date): Promise<TicketSpending> {
  const usable = and(
    eq(authTickets.ticketHash, ticketHash),
    isNull(authTickets.usedAt),
    gt(authTickets.expiresAt, now),
  );
  const [row] = await db
    .update(authTickets)
    .set({ usedAt: now })
    .where(
      and(
        usable,
        sql`(${authTickets.tokenJti} is null or exists (
          select 1 from ${authTokens} where ${authTokens.jti} = ${authTickets.tokenJti}
            and ${authTokens.revokedAt} is null and ${authTokens.expiresAt} > ${now.toISOString()}::timestamptz))`,
      ),
    )
    .returning({ playerId: authTickets.playerId, tokenJti: authTickets.tokenJti });
  if (row) return { spent: true, ...row };
  const [dead] = await db.select({ ticketHash: authTickets.ticketHash }).from(authTickets).where(usable);
  return { spent: false, reason: dead ? 'revoked' : 'invalid' };
}

/** The secret stored under `name`, created from `generate()` by whichever instance comes first. */
export async function sharedSecret(db: DbOrTx, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return row.value;
}

export async function insertPasswordReset(db: DbOrTx, playerId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ playerId, tokenHash, expiresAt });
}

/** Marks a reset token used in one statement, so a token works once even under concurrency. */
export async function consumePasswordReset(db: DbOrTx, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ playerId: passwordResets.playerId });
  return row?.playerId ?? null;
}

/** Voids every unused reset token of a player, so a link mailed earlier stops working. */
export async function expireOpenPasswordResets(db: DbOrTx, playerId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.playerId, playerId), isNull(passwordResets.usedAt)));
}

/**
 * Which of these players still hold a live (unrevoked, unexpired) bearer token: the notification
 * stream's revocation check for a stream opened without a token behind it (an outside sign-in's
 * ticket).
 */
export async function playersWithLiveTokens(db: DbOrTx, playerIds: readonly number[], now: Date): Promise<Set<number>> {
  if (playerIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ playerId: authTokens.playerId })
    .from(authTokens)
    .where(
      and(
        // One array parameter, however many players are connected (a list of ids would be one parameter each).
        sql`${authTokens.playerId} = any(${`{${playerIds.join(',')}}`}::int[])`,
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => r.playerId));
}

/** Which of these token ids are still live (unrevoked, unexpired): the notification streams' check. */
export async function liveTokenIds(db: DbOrTx, jtis: readonly string[], now: Date): Promise<Set<string>> {
  if (jtis.length === 0) return new Set();
  const rows = await db
    .select({ jti: authTokens.jti })
    .from(authTokens)
    .where(
      and(
        sql`${authTokens.jti} = any(${`{${jtis.join(',')}}`}::uuid[])`,
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => r.jti));
}
