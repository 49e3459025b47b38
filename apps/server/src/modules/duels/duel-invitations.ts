import { describeDuelRules } from '@holeout/shared/duel-rules';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import * as invitations from './duel-invitations.repo.ts';
import { duelInviteLink, duelInviteMail } from './duel-invite.mail.ts';
import { DUELS_TEXT } from './duel-texts.ts';
import type { DuelTransitions } from './duel-transitions.ts';
import * as repo from './duels.repo.ts';

/**
 * Open challenges one player may have sent at a time, and of those, invitations to new players;
 * new-player invitations per 24 hours, cancelled ones included (each one e-mails someone who
 * never asked for it, so cancelling and inviting again must not be a way to send more).
 */
export const MAX_OPEN_CHALLENGES = 50;
export const MAX_OPEN_NEW_PLAYER_INVITES = 20;
export const MAX_NEW_PLAYER_INVITES_PER_DAY = 30;
const DAY_MS = 24 * 60 * 60_000;

/** A new player's contact as stored: e-mail lower-cased, or phone digits. */
export interface Contact {
  type: 'email' | 'phone';
  value: string;
}

/**
 * Whom a challenge goes to, and invitations to people not on Holeout yet: the limits on sending
 * them, their e-mail, and turning them into duels once an account holds the contact.
 */
export class DuelInvitations {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>,
    private readonly transitions: DuelTransitions,
  ) {}

  /** The registration link a new player is invited with. */
  link(contact: Contact, creatorId: number): string {
    return duelInviteLink(this.ctx.config.publicUrl, contact, creatorId);
  }

  /** The invitee's id (null for a new player); 400 for oneself, 404 for an unknown id. */
  async opponentOf(me: number, invitedId: number | undefined, contact: Contact | null): Promise<number | null> {
    if (invitedId === me) throw new HttpError(400, DUELS_TEXT.challengeSelf);
    if (invitedId !== undefined) {
      if ((await repo.findPlayers(this.ctx.db, [invitedId])).size === 0) throw new HttpError(404, PLAYER_NOT_FOUND);
      return invitedId;
    }
    if (!contact) throw new HttpError(400, 'invited_player_id: Choose an opponent');
    const self = (await repo.findPlayers(this.ctx.db, [me])).get(me);
    const mine = contact.type === 'email' ? self?.email : self?.phoneDigits;
    if (mine === contact.value) throw new HttpError(400, DUELS_TEXT.challengeSelf);
    const found = await invitations.findPlayerByContact(this.ctx.db, contact.type, contact.value);
    if (found?.id === me) throw new HttpError(400, DUELS_TEXT.challengeSelf);
    return found?.id ?? null;
  }

  /** Refuses a challenge beyond the creator's limits (e-mail invitations can be abused). */
  async checkLimits(tx: Tx, me: number, newContact: string | null, now: Date, opponentId: number | null = null) {
    const since = new Date(now.getTime() - DAY_MS);
    // Checked and written under the challenger's lock: two requests at once cannot both pass.
    await invitations.lockChallenger(tx, me);
    const counts = await invitations.challengeCounts(tx, me, newContact, since, opponentId);
    // One pending challenge per pair and direction: a second is a duplicate (and a second e-mail).
    if (counts.sameOpponent) throw new HttpError(409, DUELS_TEXT.alreadyChallenged);
    if (counts.open >= MAX_OPEN_CHALLENGES) throw new HttpError(409, DUELS_TEXT.tooManyOpen(counts.open));
    if (newContact === null) return;
    if (counts.sameContact) throw new HttpError(409, DUELS_TEXT.alreadyInvited);
    if (counts.openNewPlayers >= MAX_OPEN_NEW_PLAYER_INVITES) {
      throw new HttpError(409, DUELS_TEXT.tooManyNewPlayers(counts.openNewPlayers));
    }
    if (counts.recentNewPlayers >= MAX_NEW_PLAYER_INVITES_PER_DAY) {
      throw new HttpError(429, DUELS_TEXT.tooManyNewPlayersToday(counts.recentNewPlayers));
    }
  }

  /**
   * Turns open new-player invitations whose e-mail or phone number now belongs to an account into
   * pending duels with that player, notifying both. Called on registration (`player.registered`),
   * when a player reads their own duels, and by the minute sweep — so a lost event is caught up.
   * Each duel changes once: the row is locked and must still be `pending_new_player`.
   */
  async joinInvites(playerId?: number): Promise<number> {
    const now = this.ctx.clock.now();
    let joined = 0;
    const pairs =
      playerId === undefined
        ? await invitations.joinableInvites(this.ctx.db, now)
        : (await invitations.joinableInvitesFor(this.ctx.db, playerId, now)).map((duelId) => ({ duelId, playerId }));
    for (const pair of pairs) {
      const done = await this.ctx.db.transaction(async (tx) => {
        const row = await repo.lockDuel(tx, pair.duelId);
        if (row?.status !== 'pending_new_player') return false;
        await this.transitions.apply(tx, row, { type: 'invitee_joined', playerId: pair.playerId }, now);
        return true;
      });
      if (done) joined++;
    }
    return joined;
  }

  /**
   * Sends the invitation e-mail of a new-player invite once: the duel row is marked first (a
   * conditional update only one caller wins), then the message goes to the mail outbox. Called
   * after the creating transaction commits, and by the sweep for any invite that was never marked.
   */
  async mailInvite(id: number): Promise<boolean> {
    const row = await invitations.claimInviteMail(this.ctx.db, id, this.ctx.clock.now());
    if (row?.invitedContactType !== 'email' || row.invitedContact === null) return false;
    const creator = (await repo.findPlayers(this.ctx.db, [row.creatorId])).get(row.creatorId);
    const rules = describeDuelRules({
      competition_mode: row.competitionMode,
      time_limit_minutes: row.timeLimitMinutes,
      max_attempts: row.maxAttempts,
      putting_distance_feet: row.puttingDistanceFeet,
    });
    const link = this.link({ type: 'email', value: row.invitedContact }, row.creatorId);
    await this.ctx.mailer.send(
      duelInviteMail(
        row.invitedContact,
        creator?.name ?? 'A Holeout player',
        rules,
        row.invitationExpiryMinutes / 60,
        link,
      ),
    );
    return true;
  }
}
