import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { duels } from '../../db/schema/duels.ts';
import { sessionCounts, sessions } from '../../db/schema/sessions.ts';
import * as repo from './duels.repo.ts';

/** A completed duel's sides, as its winner after a review depends on them. */
export interface ReviewedDuel {
  creatorId: number;
  invitedPlayerId: number | null;
  creatorScore: number | null;
  invitedPlayerScore: number | null;
  /** Whether each side submitted a session that counts (not flagged or removed, decision 041). */
  creatorCounts: boolean;
  invitedCounts: boolean;
}

/**
 * The winner of a completed duel once sessions under review are left out (decision 041): both
 * sides count → the higher score (equal: a draw, null); one side → that side, as a forfeit; none
 * → nobody. Pure.
 */
export function winnerAfterReview(d: ReviewedDuel): number | null {
  if (d.creatorCounts && d.invitedCounts) {
    const a = d.creatorScore ?? 0;
    const b = d.invitedPlayerScore ?? 0;
    return a === b ? null : a > b ? d.creatorId : d.invitedPlayerId;
  }
  if (d.creatorCounts) return d.creatorId;
  if (d.invitedCounts) return d.invitedPlayerId;
  return null;
}

/** Whether a session submitted to a duel counts (null: no session was submitted). */
async function counts(tx: Tx, sessionId: string | null): Promise<boolean> {
  if (sessionId === null) return false;
  const [row] = await tx
    .select({ counts: sql<boolean>`${sessionCounts()}`.mapWith(Boolean) })
    .from(sessions)
    .where(eq(sessions.sessionId, sessionId));
  return row?.counts ?? false;
}

/**
 * After an operator flags, clears or removes a session: a completed duel it was submitted to gets
 * its winner again from the sessions that count. Scores stay as the logs give them; ratings are a
 * sequence of results and are not rewound (decision 041). An open duel is left to its deadline.
 */
export async function recountDuelSession(tx: Tx, sessionId: string): Promise<void> {
  const found = await tx
    .select({ id: duels.id })
    .from(duels)
    .where(
      and(
        eq(duels.status, 'completed'),
        or(eq(duels.creatorSessionId, sessionId), eq(duels.invitedPlayerSessionId, sessionId)),
      ),
    );
  for (const { id } of found) {
    const d = await repo.lockDuel(tx, id);
    if (d?.status !== 'completed') continue;
    const winnerId = winnerAfterReview({
      ...d,
      creatorCounts: await counts(tx, d.creatorSessionId),
      invitedCounts: await counts(tx, d.invitedPlayerSessionId),
    });
    if (winnerId !== d.winnerId) await repo.updateDuel(tx, id, 'completed', { winnerId });
  }
}
