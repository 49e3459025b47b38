import { isFullSubscriber, type MembershipTier } from '@holeout/shared/accounts';
import type { CareerStats } from '@holeout/shared/career';
import type { SessionSummary, SessionsPage } from '@holeout/shared/sessions';
import { emptyCareer } from '@holeout/shared/stats/career-record';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import { presentCareerStats } from './career.presenter.ts';
import { findPlayerCareer } from './career.repo.ts';
import { careerFromRow } from './career-row.ts';
import { presentPage } from './session.presenter.ts';
import { listSessionsPage } from './sessions.repo.ts';

/** 404 message for an unknown player id. */
export const PLAYER_NOT_FOUND = 'Player not found';

async function playerOr404(db: DbOrTx, playerId: number) {
  const found = await findPlayerCareer(db, playerId);
  if (!found) throw new HttpError(404, PLAYER_NOT_FOUND);
  return found;
}

/**
 * One newest-first page of a player's history. The total comes from the career row (no count
 * over the sessions) and the rows from the (player_id, session_number) index. What the viewer
 * may open depends on the viewer's tier, which arrives with the token (`AuthIdentity`).
 */
export async function sessionsPage(
  db: DbOrTx,
  viewerTier: MembershipTier,
  playerId: number,
  page: number,
  limit: number,
): Promise<SessionsPage> {
  const player = await playerOr404(db, playerId);
  const subscriber = isFullSubscriber(viewerTier);
  const total = player.career?.totalSessions ?? 0;
  const offset = (page - 1) * limit;
  const rows = offset < total ? await listSessionsPage(db, playerId, limit, total - offset) : [];
  return {
    player_id: playerId,
    player_name: player.name,
    sessions: presentPage(rows, page, subscriber),
    pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
  };
}

/** The player's newest sessions: the first page, with the same membership rule. */
export async function latestSessions(
  db: DbOrTx,
  viewerTier: MembershipTier,
  playerId: number,
  limit: number,
): Promise<{ sessions: SessionSummary[] }> {
  const { sessions } = await sessionsPage(db, viewerTier, playerId, 1, limit);
  return { sessions };
}

/** The career record, zeroed for a player who never uploaded, figures hidden from free viewers. */
export async function careerStats(db: DbOrTx, viewerTier: MembershipTier, playerId: number): Promise<CareerStats> {
  const player = await playerOr404(db, playerId);
  const acc = player.career ? careerFromRow(player.career) : emptyCareer();
  return presentCareerStats(playerId, player.name, acc, isFullSubscriber(viewerTier));
}
