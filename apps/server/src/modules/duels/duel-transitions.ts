import { type DuelEvent, type DuelOutcome, type DuelState, duelTransition } from '@holeout/shared/duel-rules';
import { INITIAL_RATING, rateGame } from '@holeout/shared/stats/glicko2';
import type { Tx } from '../../db/client.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { CertificatesService } from '../certificates/certificates.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { duelState } from './duel.presenter.ts';
import { type DuelNames, outcomeNotices } from './duel-notices.ts';
import { lockRatings, writeRating } from './duel-ratings.repo.ts';
import * as repo from './duels.repo.ts';

/** Where duel notifications go: the notifications module, inside the caller's transaction. */
export type Notifier = Pick<NotificationsService, 'notify'>;

/**
 * Applies a state-machine event to a duel row the caller has locked, inside the caller's
 * transaction: the pure rules decide, then the row is written (only while it still has the status
 * that was read), ratings are updated when the duel completes, and the notifications the outcome
 * sends are written in the same transaction, so they exist exactly when the change does. A refusal
 * throws its HttpError before anything is written. Used by every path that changes a duel: the
 * routes, the session upload and the deadline sweep.
 */
export class DuelTransitions {
  constructor(
    private readonly notifier: Notifier,
    private readonly certificates: Pick<CertificatesService, 'awardFirstDuelVictory'>,
  ) {}

  async apply(
    tx: Tx,
    row: repo.DuelRow,
    event: DuelEvent,
    now: Date,
    extra: repo.DuelChanges = {},
  ): Promise<{ outcome: DuelOutcome; duel: repo.DuelRow; names: DuelNames }> {
    const result = duelTransition(duelState(row), event, now);
    if (!result.ok) throw new HttpError(result.status, result.message, result.code);
    const changes: repo.DuelChanges = { ...stateChanges(result.next), ...extra };
    if (result.outcome === 'completed' || result.outcome === 'forfeit') {
      Object.assign(changes, await this.rate(tx, result.next, now));
    }
    const duel = await repo.updateDuel(tx, row.id, row.status, changes);
    // The row is locked, so its status cannot have moved; fail loudly if it ever does.
    if (!duel) throw new Error(`duel ${row.id} left status ${row.status} while locked`);
    // A winner's first victory earns a certificate in the same transaction.
    if (duel.winnerId !== null) await this.certificates.awardFirstDuelVictory(tx, duel);
    const names = await this.names(tx, duel);
    await this.notifyAll(tx, outcomeNotices(result.outcome, duel, names));
    return { outcome: result.outcome, duel, names };
  }

  /** Both players' names (the invitee's null while a new player is invited). */
  async names(tx: Tx, duel: repo.DuelRow): Promise<DuelNames> {
    const ids = duel.invitedPlayerId === null ? [duel.creatorId] : [duel.creatorId, duel.invitedPlayerId];
    const found = await repo.findPlayers(tx, ids);
    return {
      creator: found.get(duel.creatorId)?.name ?? 'A player',
      invitee: duel.invitedPlayerId === null ? null : (found.get(duel.invitedPlayerId)?.name ?? 'A player'),
    };
  }

  async notifyAll(tx: Tx, notices: Parameters<Notifier['notify']>[1][]): Promise<void> {
    for (const n of notices) await this.notifier.notify(tx, n);
  }

  /**
   * Glicko-2 update of both players for a completed duel (a draw scores 0.5; a forfeit is a win
   * for the submitter), each against the other's rating from before. Their rating rows are
   * locked lower id first, so two duels completing at once wait for each other instead of
   * deadlocking, and each sees the other's result.
   */
  private async rate(tx: Tx, next: DuelState, now: Date): Promise<repo.DuelChanges> {
    const creatorId = next.creatorId;
    const invitedId = next.invitedPlayerId;
    if (invitedId === null) throw new Error('a completed duel has an invited player');
    const rows = await lockRatings(tx, [creatorId, invitedId], INITIAL_RATING, now);
    const before = { creator: rows.get(creatorId), invited: rows.get(invitedId) };
    if (!before.creator || !before.invited) throw new Error('rating rows were not locked');
    const score = next.winnerId === null ? 0.5 : next.winnerId === creatorId ? 1 : 0;
    const [creator, invited] = rateGame(before.creator, before.invited, score);
    await writeRating(tx, creatorId, { ...creator, duels: before.creator.duels + 1, updatedAt: now });
    await writeRating(tx, invitedId, { ...invited, duels: before.invited.duels + 1, updatedAt: now });
    return {
      creatorRating: creator.rating,
      creatorDeviation: creator.deviation,
      creatorRatingChange: creator.rating - before.creator.rating,
      invitedPlayerRating: invited.rating,
      invitedPlayerDeviation: invited.deviation,
      invitedPlayerRatingChange: invited.rating - before.invited.rating,
    };
  }
}

/** The columns a transition may change. */
function stateChanges(next: DuelState): repo.DuelChanges {
  return {
    status: next.status,
    invitedPlayerId: next.invitedPlayerId,
    expiresAt: next.expiresAt,
    acceptedAt: next.acceptedAt,
    completedAt: next.completedAt,
    creatorScore: next.creatorScore,
    invitedPlayerScore: next.invitedPlayerScore,
    winnerId: next.winnerId,
    forfeit: next.forfeit,
  };
}
