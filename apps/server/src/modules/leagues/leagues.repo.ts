import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { leagueMembers, leagueRounds, leagueSubmissions, leagues } from '../../db/schema/leagues.ts';
import { sessionCounts, sessions } from '../../db/schema/sessions.ts';

export type LeagueRow = typeof leagues.$inferSelect;
export type NewLeagueRow = typeof leagues.$inferInsert;
export type LeagueChanges = Partial<Omit<NewLeagueRow, 'id' | 'creatorId' | 'createdAt' | 'revision'>>;
export type RoundRow = typeof leagueRounds.$inferSelect;
export type SubmissionRow = typeof leagueSubmissions.$inferSelect;
export type NewSubmissionRow = typeof leagueSubmissions.$inferInsert;

/** A league with its creator's name. */
export interface LeagueView {
  league: LeagueRow;
  creatorName: string;
}

export function selectLeagueViews(db: DbOrTx) {
  return db
    .select({ league: leagues, creatorName: players.name })
    .from(leagues)
    .innerJoin(players, eq(players.id, leagues.creatorId));
}

export async function findLeagueView(db: DbOrTx, id: number): Promise<LeagueView | null> {
  const [row] = await selectLeagueViews(db).where(eq(leagues.id, id));
  return row ?? null;
}

export async function insertLeague(tx: DbOrTx, values: NewLeagueRow): Promise<LeagueRow> {
  const [row] = await tx.insert(leagues).values(values).returning();
  return row;
}

/** Locks the league's row for the rest of the transaction: every change to a league goes through it. */
export async function lockLeague(tx: DbOrTx, id: number): Promise<LeagueRow | null> {
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, id)).for('update');
  return row ?? null;
}

/** Like {@link lockLeague}, but null at once when someone else holds the lock (the sweep). */
export async function lockLeagueIfFree(tx: DbOrTx, id: number): Promise<LeagueRow | null> {
  const [row] = await tx.select().from(leagues).where(eq(leagues.id, id)).for('update', { skipLocked: true });
  return row ?? null;
}

/** Updates the league and bumps its revision (the page snapshot's key). */
export async function updateLeague(tx: DbOrTx, id: number, changes: LeagueChanges): Promise<LeagueRow> {
  const [row] = await tx
    .update(leagues)
    .set({ ...changes, revision: sql`${leagues.revision} + 1` })
    .where(eq(leagues.id, id))
    .returning();
  return row;
}

/** Bumps the league's revision: something its page shows changed in this transaction. */
export async function touchLeague(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(leagues)
    .set({ revision: sql`${leagues.revision} + 1` })
    .where(eq(leagues.id, id));
}

export async function deleteLeague(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(leagues).where(eq(leagues.id, id));
}

/** The league's rounds in order. */
export async function listRounds(db: DbOrTx, leagueId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(leagueRounds)
    .where(eq(leagueRounds.leagueId, leagueId))
    .orderBy(asc(leagueRounds.roundNumber));
}

/** Replaces the league's rounds (only before it begins: no round has a submission then). */
export async function replaceRounds(
  tx: DbOrTx,
  leagueId: number,
  schedule: readonly { round_number: number; start_time: Date; end_time: Date }[],
): Promise<void> {
  await tx.delete(leagueRounds).where(eq(leagueRounds.leagueId, leagueId));
  await tx.insert(leagueRounds).values(
    schedule.map((r) => ({
      leagueId,
      roundNumber: r.round_number,
      status: 'scheduled' as const,
      startTime: r.start_time,
      endTime: r.end_time,
    })),
  );
}

export async function updateRound(tx: DbOrTx, id: number, changes: Partial<RoundRow>): Promise<void> {
  await tx.update(leagueRounds).set(changes).where(eq(leagueRounds.id, id));
}

/** The round and its league's id; null for an unknown id. */
export async function findRound(db: DbOrTx, id: number): Promise<RoundRow | null> {
  const [row] = await db.select().from(leagueRounds).where(eq(leagueRounds.id, id));
  return row ?? null;
}

/** Names of the players that exist among `ids`. */
/** The player's profile time zone (IANA), or null for an unknown player. */
export async function playerTimeZone(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ zone: players.timezone }).from(players).where(eq(players.id, id));
  return row?.zone ?? null;
}

export async function playerNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(inArray(players.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

export type MemberRow = typeof leagueMembers.$inferSelect;

/** The player's membership row, current or left; null when they never joined. */
export async function findMember(db: DbOrTx, leagueId: number, playerId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.playerId, playerId)));
  return row ?? null;
}

/** Adds a member, or brings back one who left (a new join time and a new calendar secret). */
export async function addMember(
  tx: DbOrTx,
  leagueId: number,
  playerId: number,
  now: Date,
  calendarToken: string,
): Promise<void> {
  await tx
    .insert(leagueMembers)
    .values({ leagueId, playerId, joinedAt: now, calendarToken })
    .onConflictDoUpdate({
      target: [leagueMembers.leagueId, leagueMembers.playerId],
      set: { joinedAt: now, leftAt: null, calendarToken },
    });
}

export async function markLeft(tx: DbOrTx, leagueId: number, playerId: number, now: Date): Promise<void> {
  await tx
    .update(leagueMembers)
    .set({ leftAt: now })
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.playerId, playerId)));
}

export interface MemberView {
  playerId: number;
  name: string;
  joinedAt: Date;
  calendarToken: string;
}

/** Current members with their names, in joining order. */
export async function listMembers(db: DbOrTx, leagueId: number): Promise<MemberView[]> {
  return db
    .select({
      playerId: leagueMembers.playerId,
      name: players.name,
      joinedAt: leagueMembers.joinedAt,
      calendarToken: leagueMembers.calendarToken,
    })
    .from(leagueMembers)
    .innerJoin(players, eq(players.id, leagueMembers.playerId))
    .where(and(eq(leagueMembers.leagueId, leagueId), isNull(leagueMembers.leftAt)))
    .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.playerId));
}

/** Ids of current members. */
export async function memberIds(db: DbOrTx, leagueId: number): Promise<number[]> {
  const rows = await db
    .select({ id: leagueMembers.playerId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), isNull(leagueMembers.leftAt)));
  return rows.map((r) => r.id);
}

/**
 * N of a round's points: the members at the round's end (joined by then and not left before it),
 * together with anyone who submitted to it without being one then (a late joiner's catch-up).
 */
export async function participantsAtEnd(tx: DbOrTx, leagueId: number, roundId: number, end: Date): Promise<number> {
  const at = end.toISOString();
  const result = await tx.execute(sql`
    select count(*)::int as n from (
      select ${leagueMembers.playerId} as player_id from ${leagueMembers}
       where ${leagueMembers.leagueId} = ${leagueId} and ${leagueMembers.joinedAt} <= ${at}::timestamptz
         and (${leagueMembers.leftAt} is null or ${leagueMembers.leftAt} > ${at}::timestamptz)
      union
      select ${leagueSubmissions.playerId} from ${leagueSubmissions} where ${leagueSubmissions.roundId} = ${roundId}
    ) entrants`);
  // Both drivers answer raw SQL with `rows`.
  const rows = (result as unknown as { rows: { n: number | string }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Submissions
// ---------------------------------------------------------------------------------------------

/** Inserts a submission; null when this entrant already has one for the round (the first stands). */
export async function insertSubmission(tx: DbOrTx, values: NewSubmissionRow): Promise<SubmissionRow | null> {
  const [row] = await tx.insert(leagueSubmissions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A round's submissions (for its points). */
/** Submissions whose session an operator flagged or removed (decision 041): they score nothing. */
const excludedSession = sql`exists (select 1 from ${sessions} where ${sessions.sessionId} = ${leagueSubmissions.sessionId} and not ${sessionCounts()})`;

/** The round's submissions that count (a flagged or removed session's does not, decision 041). */
export async function roundSubmissions(db: DbOrTx, roundId: number): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(leagueSubmissions)
    .where(and(eq(leagueSubmissions.roundId, roundId), sql`not ${excludedSession}`));
}

/** Takes rank and points from the round's submissions that no longer count. */
export async function clearExcludedPlaces(tx: DbOrTx, roundId: number): Promise<void> {
  await tx
    .update(leagueSubmissions)
    .set({ roundRank: null, pointsAwarded: null })
    .where(and(eq(leagueSubmissions.roundId, roundId), excludedSession));
}

/** The league submissions of one session (at most one: a session is submitted once). */
export async function submissionsOfSession(db: DbOrTx, sessionId: string): Promise<SubmissionRow[]> {
  return db.select().from(leagueSubmissions).where(eq(leagueSubmissions.sessionId, sessionId));
}

export async function setPlace(tx: DbOrTx, id: number, roundRank: number, pointsAwarded: number): Promise<void> {
  await tx.update(leagueSubmissions).set({ roundRank, pointsAwarded }).where(eq(leagueSubmissions.id, id));
}

/** A submission with the name of the player who made it. */
export interface SubmissionView {
  submission: SubmissionRow;
  playerName: string;
  /** False when an operator flagged or removed its session (decision 041): it scores nothing. */
  counts: boolean;
}

/** Every submission to the league, round by round. */
export async function listSubmissions(db: DbOrTx, leagueId: number): Promise<SubmissionView[]> {
  return db
    .select({
      submission: leagueSubmissions,
      playerName: players.name,
      counts: sql<boolean>`not ${excludedSession}`.mapWith(Boolean),
    })
    .from(leagueSubmissions)
    .innerJoin(players, eq(players.id, leagueSubmissions.playerId))
    .where(eq(leagueSubmissions.leagueId, leagueId))
    .orderBy(asc(leagueSubmissions.roundId), asc(leagueSubmissions.id));
}

/** Points of current members over completed rounds, per league, for the list pages. */
export async function memberPoints(
  db: DbOrTx,
  leagueIds: readonly number[],
): Promise<{ leagueId: number; playerId: number; points: number }[]> {
  if (leagueIds.length === 0) return [];
  const result = await db
    .select({
      leagueId: leagueMembers.leagueId,
      playerId: leagueMembers.playerId,
      points: sql<number>`coalesce(sum(${leagueSubmissions.pointsAwarded}), 0)::int`,
    })
    .from(leagueMembers)
    .leftJoin(
      leagueSubmissions,
      and(
        eq(leagueSubmissions.leagueId, leagueMembers.leagueId),
        eq(leagueSubmissions.playerId, leagueMembers.playerId),
        eq(leagueSubmissions.irlPlayer, ''),
      ),
    )
    .where(and(inArray(leagueMembers.leagueId, [...leagueIds]), isNull(leagueMembers.leftAt)))
    .groupBy(leagueMembers.leagueId, leagueMembers.playerId);
  return result.map((r) => ({ ...r, points: Number(r.points) }));
}

/** IRL leagues: points per named player over completed rounds, per league. */
export async function irlPoints(
  db: DbOrTx,
  leagueIds: readonly number[],
): Promise<{ leagueId: number; irlPlayer: string; points: number }[]> {
  if (leagueIds.length === 0) return [];
  const rows = await db
    .select({
      leagueId: leagueSubmissions.leagueId,
      irlPlayer: leagueSubmissions.irlPlayer,
      points: sql<number>`coalesce(sum(${leagueSubmissions.pointsAwarded}), 0)::int`,
    })
    .from(leagueSubmissions)
    .where(and(inArray(leagueSubmissions.leagueId, [...leagueIds]), sql`${leagueSubmissions.irlPlayer} <> ''`))
    .groupBy(leagueSubmissions.leagueId, leagueSubmissions.irlPlayer);
  return rows.map((r) => ({ ...r, points: Number(r.points) }));
}

// ---------------------------------------------------------------------------------------------
// The sweep
// ---------------------------------------------------------------------------------------------

/**
 * Leagues with something due at `now`: registering past their start, or with a round to open,
 * remind or close. Reads only open rounds and registering leagues (partial indexes).
 */
export async function dueLeagueIds(db: DbOrTx, now: Date, reminderMs: number, limit: number): Promise<number[]> {
  const soon = new Date(now.getTime() + reminderMs);
  const roundDue: SQL | undefined = or(
    and(eq(leagueRounds.status, 'scheduled'), lte(leagueRounds.startTime, now)),
    and(eq(leagueRounds.status, 'active'), lte(leagueRounds.endTime, now)),
    and(eq(leagueRounds.status, 'active'), isNull(leagueRounds.remindedAt), lte(leagueRounds.endTime, soon)),
  );
  const [fromRounds, fromStarts] = await Promise.all([
    db
      .selectDistinct({ id: leagueRounds.leagueId })
      .from(leagueRounds)
      .innerJoin(leagues, eq(leagues.id, leagueRounds.leagueId))
      .where(and(sql`${leagueRounds.status} <> 'completed'`, roundDue, eq(leagues.status, 'active')))
      .limit(limit),
    db
      .select({ id: leagues.id })
      .from(leagues)
      .where(and(eq(leagues.status, 'registering'), lte(leagues.startTime, now)))
      .limit(limit),
  ]);
  return [...new Set([...fromRounds, ...fromStarts].map((r) => r.id))];
}

/** Rounds open at `now` (by time) of leagues the player is a member of or, for IRL, organises. */
export async function openRoundsFor(db: DbOrTx, playerId: number, now: Date) {
  return db
    .select({ league: leagues, round: leagueRounds })
    .from(leagueRounds)
    .innerJoin(leagues, eq(leagues.id, leagueRounds.leagueId))
    .leftJoin(
      leagueMembers,
      and(eq(leagueMembers.leagueId, leagues.id), eq(leagueMembers.playerId, playerId), isNull(leagueMembers.leftAt)),
    )
    .where(
      and(
        inArray(leagues.status, ['registering', 'active']),
        lte(leagueRounds.startTime, now),
        gt(leagueRounds.endTime, now),
        or(
          and(eq(leagues.isIrl, false), sql`${leagueMembers.playerId} is not null`),
          and(eq(leagues.isIrl, true), eq(leagues.creatorId, playerId)),
        ),
      ),
    );
}
