import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { players } from '../../db/schema/accounts.ts';
import { duels } from '../../db/schema/duels.ts';
import { contactColumns, type DuelRow, type PlayerContact } from './duels.repo.ts';

const ph = (name: string) => sql.placeholder(name);

/** The account with this e-mail (lower-cased) or phone digits; the oldest when two share a phone. */
export async function findPlayerByContact(
  db: DbOrTx,
  type: 'email' | 'phone',
  contact: string,
): Promise<PlayerContact | null> {
  const where =
    type === 'email'
      ? eq(players.email, contact)
      : sql`regexp_replace(${players.phone}, '[^0-9]', '', 'g') = ${contact}`;
  const [row] = await db.select(contactColumns).from(players).where(where).orderBy(players.id).limit(1);
  return row ?? null;
}

/** Marks the invitation e-mail as handed to the mailer; null when someone already did. */
export async function claimInviteMail(db: DbOrTx, id: number, now: Date): Promise<DuelRow | null> {
  const [row] = await db
    .update(duels)
    .set({ inviteMailedAt: now })
    .where(and(eq(duels.id, id), isNull(duels.inviteMailedAt), eq(duels.status, 'pending_new_player')))
    .returning();
  return row ?? null;
}

/** Open new-player e-mail invitations whose e-mail was never handed to the mailer. */
export async function unmailedInviteIds(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: duels.id })
    .from(duels)
    .where(
      and(
        eq(duels.status, 'pending_new_player'),
        eq(duels.invitedContactType, 'email'),
        isNull(duels.inviteMailedAt),
        gt(duels.expiresAt, now),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * New-player invitations (still open) whose contact now belongs to an account: the e-mail, or
 * the phone number's digits, of a player other than the creator; one player per duel (the oldest
 * account, should two share a phone number). For the sweep; one player's are `joinableInvitesFor`.
 * Two joins: e-mails through the unique index; phone numbers as one hash join of the open phone
 * invitations against the players' digits (no scan at all when none is open).
 */
export async function joinableInvites(db: DbOrTx, now: Date): Promise<{ duelId: number; playerId: number }[]> {
  const open = (type: 'email' | 'phone') =>
    and(eq(duels.status, 'pending_new_player'), eq(duels.invitedContactType, type), gt(duels.expiresAt, now));
  const byEmail = await db
    .select({ duelId: duels.id, playerId: players.id })
    .from(duels)
    .innerJoin(players, and(sql`${players.email} = ${duels.invitedContact}`, ne(players.id, duels.creatorId)))
    .where(open('email'));
  const byPhone = await db
    .selectDistinctOn([duels.id], { duelId: duels.id, playerId: players.id })
    .from(duels)
    .innerJoin(
      players,
      and(
        sql`regexp_replace(${players.phone}, '[^0-9]', '', 'g') = ${duels.invitedContact}`,
        ne(players.id, duels.creatorId),
      ),
    )
    .where(open('phone'))
    .orderBy(duels.id, players.id);
  return [...byEmail, ...byPhone];
}

// Read on every look at one's own duel list: the player's contacts against open new-player invites.
const joinableStatement = preparedStatement((db) =>
  db
    .select({ duelId: duels.id })
    .from(players)
    .innerJoin(
      duels,
      sql`${duels.status} = 'pending_new_player' and ${duels.expiresAt} > ${ph('now')}
        and ${duels.creatorId} <> ${players.id}
        and ((${duels.invitedContactType} = 'email' and ${duels.invitedContact} = ${players.email})
          or (${duels.invitedContactType} = 'phone'
            and ${duels.invitedContact} = regexp_replace(${players.phone}, '[^0-9]', '', 'g')))`,
    )
    .where(sql`${players.id} = ${ph('playerId')}`)
    .prepare('duel_joinable_for_player'),
);

/** Open new-player invitations whose e-mail or phone number is this player's. */
export async function joinableInvitesFor(db: DbOrTx, playerId: number, now: Date): Promise<number[]> {
  const rows = await joinableStatement(db).execute({ playerId, now: now.toISOString() });
  return rows.map((r) => r.duelId);
}

/**
 * What limits a creator's next challenge: open challenges (pending or waiting for a new player),
 * open new-player invitations, new-player invitations made since `since` (any state, cancelled
 * ones included), and whether `contact` was invited while still open or since `since`.
 */
export async function challengeCounts(
  db: DbOrTx,
  creatorId: number,
  contact: string | null,
  since: Date,
  opponentId: number | null,
): Promise<{
  open: number;
  openNewPlayers: number;
  recentNewPlayers: number;
  sameContact: boolean;
  sameOpponent: boolean;
}> {
  const isOpen = sql`${duels.status} in ('pending', 'pending_new_player')`;
  const recent = sql`${duels.createdAt} > ${since.toISOString()}`;
  const [row] = await db
    .select({
      open: sql<number>`(count(*) filter (where ${isOpen}))::int`,
      openNewPlayers: sql<number>`(count(*) filter (where ${duels.status} = 'pending_new_player'))::int`,
      recentNewPlayers: sql<number>`(count(*) filter (where ${duels.invitedContact} is not null and ${recent}))::int`,
      sameContact: sql<boolean>`coalesce(bool_or(${duels.invitedContact} = ${contact}
        and (${duels.status} = 'pending_new_player' or ${recent})), false)`,
      sameOpponent: sql<boolean>`coalesce(bool_or(${duels.invitedPlayerId} = ${opponentId}
        and ${duels.status} = 'pending'), false)`,
    })
    .from(duels)
    .where(and(eq(duels.creatorId, creatorId), or(isOpen, recent)));
  return row ?? { open: 0, openNewPlayers: 0, recentNewPlayers: 0, sameContact: false, sameOpponent: false };
}

/**
 * Locks the challenger's player row (no key update: references to it stay free) until the
 * transaction ends, so one player's challenges are checked and written one at a time.
 */
export async function lockChallenger(tx: DbOrTx, creatorId: number): Promise<void> {
  await tx.execute(sql`select id from players where id = ${creatorId} for no key update`);
}
