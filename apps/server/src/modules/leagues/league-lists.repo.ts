import { PUBLIC_LEAGUES_LIMIT } from '@holeout/shared/leagues';
import { and, desc, eq, gt, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { leagueInvites, leagueMembers, leagueRounds, leagues } from '../../db/schema/leagues.ts';
import { type LeagueView, memberPoints, selectLeagueViews } from './leagues.repo.ts';

const currentMember = (playerId: number) =>
  sql`exists (select 1 from ${leagueMembers} where ${leagueMembers.leagueId} = ${leagues.id}
      and ${leagueMembers.playerId} = ${playerId} and ${leagueMembers.leftAt} is null)`;

/**
 * The player's own leagues, newest first: those they are a member of and those they created
 * (a creator who left still runs the league).
 */
export async function ownLeagues(db: DbOrTx, playerId: number): Promise<LeagueView[]> {
  return selectLeagueViews(db)
    .where(or(eq(leagues.creatorId, playerId), currentMember(playerId)))
    .orderBy(desc(leagues.id));
}

/**
 * Another player's active and completed leagues, as the career page lists them: public ones, and
 * private ones the viewer is in too.
 */
export async function othersLeagues(db: DbOrTx, playerId: number, viewerId: number): Promise<LeagueView[]> {
  return selectLeagueViews(db)
    .where(
      and(
        currentMember(playerId),
        inArray(leagues.status, ['active', 'completed']),
        or(eq(leagues.privacy, 'public'), currentMember(viewerId)),
      ),
    )
    .orderBy(desc(leagues.id));
}

/** Open public leagues the player is not in, newest first. */
export async function publicLeagues(db: DbOrTx, playerId: number): Promise<LeagueView[]> {
  return selectLeagueViews(db)
    .where(
      and(
        eq(leagues.privacy, 'public'),
        // A league in setup takes members too, unless it is an IRL league (decision 043).
        or(
          inArray(leagues.status, ['registering', 'active']),
          and(eq(leagues.status, 'setup'), eq(leagues.isIrl, false)),
        ),
        ne(leagues.creatorId, playerId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(leagueMembers)
            .where(
              and(
                eq(leagueMembers.leagueId, leagues.id),
                eq(leagueMembers.playerId, playerId),
                isNull(leagueMembers.leftAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(leagues.id))
    .limit(PUBLIC_LEAGUES_LIMIT);
}

const inviter = alias(players, 'inviter');

/** The player's pending invitations with their leagues, newest first. */
export async function pendingInvitesOf(db: DbOrTx, playerId: number) {
  return db
    .select({
      invite: leagueInvites,
      inviterName: inviter.name,
      league: leagues,
      creatorName: players.name,
    })
    .from(leagueInvites)
    .innerJoin(leagues, eq(leagues.id, leagueInvites.leagueId))
    .innerJoin(players, eq(players.id, leagues.creatorId))
    .innerJoin(inviter, eq(inviter.id, leagueInvites.inviterId))
    .where(
      and(
        eq(leagueInvites.invitedPlayerId, playerId),
        eq(leagueInvites.status, 'pending'),
        ne(leagues.status, 'completed'),
      ),
    )
    .orderBy(desc(leagueInvites.id));
}

/** Number of the round open at `now` in each of the leagues. */
export async function activeRoundNumbers(
  db: DbOrTx,
  leagueIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (leagueIds.length === 0) return new Map();
  const rows = await db
    .select({ leagueId: leagueRounds.leagueId, n: leagueRounds.roundNumber })
    .from(leagueRounds)
    .where(
      and(
        inArray(leagueRounds.leagueId, [...leagueIds]),
        lte(leagueRounds.startTime, now),
        gt(leagueRounds.endTime, now),
      ),
    );
  return new Map(rows.map((r) => [r.leagueId, r.n]));
}

/** Leagues a creator runs that have not completed (a cap against abuse). */
export async function openLeaguesCreatedBy(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leagues)
    .where(and(eq(leagues.creatorId, playerId), ne(leagues.status, 'completed')));
  return Number(row?.n ?? 0);
}

/** The player's rank and points in each of the leagues given they are a member of (shared ranks). */
export async function memberStandings(
  db: DbOrTx,
  playerId: number,
  leagueIds: number[],
): Promise<Map<number, { rank: number; points: number }>> {
  const rows = await memberPoints(db, leagueIds);
  const out = new Map<number, { rank: number; points: number }>();
  for (const r of rows) {
    if (r.playerId !== playerId) continue;
    const better = rows.filter((o) => o.leagueId === r.leagueId && o.points > r.points).length;
    out.set(r.leagueId, { rank: better + 1, points: r.points });
  }
  return out;
}
