import { normalizeContact } from '@holeout/shared/duel-rules';
import {
  type CreateDuelBody,
  DUEL_DEFAULTS,
  DUEL_LIST_FINISHED_DEFAULT,
  type Duel,
  type DuelList,
} from '@holeout/shared/duels';
import { canSeeOthersCompetitions } from '@holeout/shared/membership';
import type { CompareResponse } from '@holeout/shared/players';
import { INITIAL_RATING } from '@holeout/shared/stats/glicko2';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { AuthIdentity } from '../auth/token.service.ts';
import type { InvitationReferrals } from '../referrals/referrals.service.ts';
import { presentDuel } from './duel.presenter.ts';
import type { DuelInvitations } from './duel-invitations.ts';
import { listDuels } from './duel-list.repo.ts';
import { challengeNotice } from './duel-notices.ts';
import { findRatings } from './duel-ratings.repo.ts';
import { DUELS_TEXT } from './duel-texts.ts';
import type { DuelTransitions } from './duel-transitions.ts';
import * as repo from './duels.repo.ts';

const MINUTE_MS = 60_000;
/** Duels the comparison page lists between two players. */
const COMPARE_HISTORY_LIMIT = 100;

type HeadToHead = CompareResponse['h2h'];
type CompareDuel = CompareResponse['duel_history'][number];
/** A player's duel rating as the comparison shows it. */
export interface PlayerDuelRating {
  rating: number;
  deviation: number;
  duels: number;
}

/** Duels: challenges, answers, cancellations, lists and new-player invitations. */
export class DuelsService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>,
    private readonly transitions: DuelTransitions,
    private readonly invitations: DuelInvitations,
    private readonly referrals: InvitationReferrals,
  ) {}

  /**
   * GET /duels. The token's player: every duel except cancelled ones (open ones all, finished ones
   * a page at a time), after turning new-player invitations to their contacts into duels. Another
   * player: only active and completed duels (public summaries) and only for full subscribers,
   * like the other tables of a career page (DESIGN §8).
   */
  async list(viewer: AuthIdentity, playerId: number | undefined, limit?: number, before?: number): Promise<DuelList> {
    const me = viewer.playerId;
    const own = playerId === undefined || playerId === me;
    const target = playerId ?? me;
    if (!own) {
      if (!canSeeOthersCompetitions(viewer.membershipTier)) throw new HttpError(403, DUELS_TEXT.othersLocked);
      if ((await repo.findPlayers(this.ctx.db, [target])).size === 0) throw new HttpError(404, PLAYER_NOT_FOUND);
    } else {
      await this.invitations.joinInvites(me);
    }
    const pageSize = limit ?? DUEL_LIST_FINISHED_DEFAULT;
    const { open, finished } = await listDuels(this.ctx.db, target, own, pageSize, before);
    const page = finished.slice(0, pageSize);
    return {
      duels: [...open, ...page].sort((a, b) => b.duel.id - a.duel.id).map((v) => presentDuel(v, me)),
      has_more: finished.length > pageSize,
    };
  }

  /** GET /duels/{id}: participants see every state; anyone else only active and completed duels. */
  async get(viewerId: number, id: number): Promise<Duel> {
    const view = await repo.findDuelView(this.ctx.db, id);
    if (!view) throw new HttpError(404, DUELS_TEXT.notFound);
    const d = view.duel;
    const participant = viewerId === d.creatorId || viewerId === d.invitedPlayerId;
    if (!participant && !(repo.PUBLIC_STATUSES as readonly string[]).includes(d.status)) {
      throw new HttpError(403, DUELS_TEXT.privateDuel);
    }
    return presentDuel(view, viewerId);
  }

  /**
   * POST /duels. The opponent is a player id, or a contact: the account with that e-mail or phone
   * number when there is one (a normal pending duel), else a `pending_new_player` duel and an
   * invitation — by e-mail, or as a link the creator shares (there is no SMS provider).
   */
  async create(me: number, body: CreateDuelBody) {
    if (body.creator_id !== undefined && body.creator_id !== me) throw new HttpError(403, DUELS_TEXT.createAsSelf);
    const db = this.ctx.db;
    const now = this.ctx.clock.now();
    const contact = body.new_player_contact
      ? { type: body.new_player_contact.type, value: normalizeContact(body.new_player_contact) }
      : null;
    const opponentId = await this.invitations.opponentOf(me, body.invited_player_id, contact);
    const mode = body.competition_mode;
    const values: repo.NewDuelRow = {
      creatorId: me,
      invitedPlayerId: opponentId,
      invitedContactType: opponentId === null ? (contact?.type ?? null) : null,
      invitedContact: opponentId === null ? (contact?.value ?? null) : null,
      status: opponentId === null ? 'pending_new_player' : 'pending',
      competitionMode: mode,
      timeLimitMinutes:
        mode === 'time_limit'
          ? (body.time_limit_minutes ?? body.session_duration_limit_minutes ?? DUEL_DEFAULTS.time_limit_minutes)
          : null,
      maxAttempts: mode === 'shoot_out' ? (body.max_attempts ?? DUEL_DEFAULTS.max_attempts) : null,
      puttingDistanceFeet: Math.round(body.putting_distance_feet * 10) / 10,
      invitationExpiryMinutes: body.invitation_expiry_minutes,
      requireTrackedSessions: body.require_tracked_sessions,
      createdAt: now,
      expiresAt: new Date(now.getTime() + body.invitation_expiry_minutes * MINUTE_MS),
    };

    const row = await db.transaction(async (tx) => {
      await this.invitations.checkLimits(tx, me, values.invitedContact ?? null, now, opponentId);
      const inserted = await repo.insertDuel(tx, values);
      if (inserted.invitedPlayerId !== null) {
        const names = await this.transitions.names(tx, inserted);
        await this.transitions.notifyAll(tx, [challengeNotice(inserted, names, inserted.invitedPlayerId)]);
        await this.referrals.invitationSent(tx, me, `duel:${inserted.id}`, names.invitee ?? 'A player');
      } else if (contact) {
        await this.referrals.invitationSent(tx, me, `duel:${inserted.id}`, contact.value);
      }
      return inserted;
    });

    let inviteLink: string | null = null;
    let message: string = DUELS_TEXT.created;
    if (contact && row.status === 'pending_new_player') {
      inviteLink = this.invitations.link(contact, me);
      if (contact.type === 'email') {
        await this.invitations.mailInvite(row.id);
        message = DUELS_TEXT.createdForEmail(contact.value);
      } else {
        message = DUELS_TEXT.createdForPhone;
      }
    }
    return { success: true as const, message, duel: await this.get(me, row.id), invite_link: inviteLink };
  }

  /** POST /duels/{id}/respond: the invitee accepts or declines. */
  async respond(me: number, id: number, response: 'accepted' | 'declined', claimedId?: number) {
    if (claimedId !== undefined && claimedId !== me) throw new HttpError(403, DUELS_TEXT.answerAsSelf);
    // A declined challenge counts against its creator's referral figures, in the same transaction.
    const declined = (tx: Tx, row: repo.DuelRow) => this.referrals.invitationDeclined(tx, row.creatorId, `duel:${id}`);
    await this.change(id, { type: 'respond', playerId: me, response }, response === 'declined' ? declined : undefined);
    const message = response === 'accepted' ? DUELS_TEXT.accepted : DUELS_TEXT.declined;
    return { success: true as const, message, duel: await this.get(me, id) };
  }

  /** POST /duels/{id}/cancel: the creator withdraws a challenge nobody has answered. */
  async cancel(me: number, id: number) {
    await this.change(id, { type: 'cancel', playerId: me });
    return { success: true as const, message: DUELS_TEXT.cancelled, duel: await this.get(me, id) };
  }

  /** Locks the duel, lets the rules decide and writes the result, in one transaction. */
  private async change(
    id: number,
    event: Parameters<DuelTransitions['apply']>[2],
    then?: (tx: Tx, row: repo.DuelRow) => Promise<void>,
  ): Promise<void> {
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (tx) => {
      const row = await repo.lockDuel(tx, id);
      if (!row) throw new HttpError(404, DUELS_TEXT.notFound);
      await this.transitions.apply(tx, row, event, now);
      await then?.(tx, row);
    });
  }

  /**
   * The head-to-head record of two players (completed duels) and their duel history (active and
   * completed duels between them, newest first) for the comparison page.
   */
  async between(a: number, b: number): Promise<{ h2h: HeadToHead; duel_history: CompareDuel[] }> {
    const [counts, rows] = await Promise.all([
      repo.headToHead(this.ctx.db, a, b),
      repo.listDuelsBetween(this.ctx.db, a, b, repo.PUBLIC_STATUSES, COMPARE_HISTORY_LIMIT),
    ]);
    return {
      h2h: { player1_wins: counts.aWins, player2_wins: counts.bWins, total_completed_duels: counts.total },
      duel_history: rows.map((d) => ({
        duel_id: d.id,
        created_at: d.createdAt.toISOString(),
        status: d.status,
        creator_id: d.creatorId,
        invited_player_id: d.invitedPlayerId,
        creator_score: d.creatorScore,
        invited_player_score: d.invitedPlayerScore,
        winner_id: d.winnerId,
      })),
    };
  }

  /** Current Glicko-2 duel ratings; a player never rated gets the starting values and 0 duels. */
  async ratings(ids: readonly number[]): Promise<Map<number, PlayerDuelRating>> {
    const rows = await findRatings(this.ctx.db, ids);
    return new Map(
      ids.map((id) => {
        const r = rows.get(id);
        return [
          id,
          r
            ? { rating: r.rating, deviation: r.deviation, duels: r.duels }
            : { rating: INITIAL_RATING.rating, deviation: INITIAL_RATING.deviation, duels: 0 },
        ];
      }),
    );
  }
}
