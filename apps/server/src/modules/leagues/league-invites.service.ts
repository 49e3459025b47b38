import { leagueTransition } from '@holeout/shared/league-rules';
import type { InviteLeagueRequest, LeagueMessageResponse } from '@holeout/shared/leagues';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { players } from '../../db/schema/accounts.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { InvitationReferrals } from '../referrals/referrals.service.ts';
import { stateOf } from './league.presenter.ts';
import { leagueInviteLink, leagueInviteMail } from './league-invite.mail.ts';
import * as invitesRepo from './league-invites.repo.ts';
import { inviteNotice } from './league-notices.ts';
import type { Notifier } from './league-progress.ts';
import * as repo from './leagues.repo.ts';
import type { LeaguesService } from './leagues.service.ts';

/** Every message of the invitation routes. */
export const INVITES_TEXT = {
  inviteAsSelf: 'You can only send invitations as yourself.',
  answerAsSelf: 'You can only answer your own invitations.',
  wrongLeague: 'league_id: does not match the league in the address',
  inviteSelf: 'You cannot invite yourself.',
  alreadyMember: (name: string) => `${name} is already a member of this league.`,
  alreadyInvited: (name: string) => `${name} has already been invited to this league.`,
  alreadyInvitedEmail: 'That address has already been invited to this league.',
  noPhone: 'new_player_contact.type: invitations by phone are not available yet; invite by e-mail or username',
  tooManyEmail: (n: number) =>
    `You already have ${n} open invitations to people not yet on Holeout. Wait for them to join first.`,
  invited: (name: string) => `Invitation sent to ${name}.`,
  invitedEmail: (email: string) => `Invitation sent to ${email}. They join the league when they create their account.`,
  notFound: 'Invitation not found.',
  settled: 'This invitation has already been answered.',
  accepted: 'You have joined the league.',
  declined: 'Invitation declined.',
} as const;

/** Open address invitations one player may have at a time (e-mail can be abused). */
export const MAX_OPEN_EMAIL_INVITES = 20;

/** League invitations: to players, to e-mail addresses not yet on Holeout, and their answers. */
export class LeagueInvitesService {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>,
    private readonly leagues: LeaguesService,
    private readonly notifier: Notifier,
    private readonly referrals: InvitationReferrals,
  ) {}

  /**
   * POST /leagues/{id}/invite: a member (when player invites are on) or the creator invites a
   * player, or an e-mail address (an account with that address is invited as a player; anyone
   * else gets the registration link by e-mail and joins on registering).
   */
  async invite(me: number, leagueId: number, body: InviteLeagueRequest): Promise<LeagueMessageResponse> {
    const claimed = body.league_inviter_id ?? body.inviter_id;
    if (claimed !== undefined && claimed !== me) throw new HttpError(403, INVITES_TEXT.inviteAsSelf);
    if (body.league_id !== undefined && body.league_id !== leagueId) throw new HttpError(400, INVITES_TEXT.wrongLeague);
    const contact = body.new_player_contact;
    if (contact && contact.type !== 'email') throw new HttpError(400, INVITES_TEXT.noPhone);
    const email = contact ? contact.value.trim().toLowerCase() : null;
    const now = this.ctx.clock.now();
    let invitedId = body.league_invited_player_id ?? body.invited_player_id ?? null;
    if (email) {
      const [found] = await this.ctx.db.select({ id: players.id }).from(players).where(eq(players.email, email));
      invitedId = found?.id ?? null;
    }

    const result = await this.ctx.db.transaction(async (tx) => {
      const row = await this.leagues.lock(tx, leagueId);
      const member = await repo.findMember(tx, leagueId, me);
      const t = leagueTransition(
        stateOf(row),
        { type: 'invite', playerId: me, isMember: member !== null && member.leftAt === null },
        now,
      );
      if (!t.ok) throw new HttpError(t.status, t.message);
      if (invitedId === null && email) {
        const open = await invitesRepo.openEmailInvitesBy(tx, me);
        if (open >= MAX_OPEN_EMAIL_INVITES) throw new HttpError(409, INVITES_TEXT.tooManyEmail(open));
        const inserted = await invitesRepo.insertInvite(tx, {
          leagueId,
          invitedEmail: email,
          inviterId: me,
          status: 'pending',
          createdAt: now,
        });
        if (!inserted) throw new HttpError(409, INVITES_TEXT.alreadyInvitedEmail);
        await this.referrals.invitationSent(tx, me, `league-invite:${inserted.id}`, email);
        return { inviteId: inserted.id, league: row, message: INVITES_TEXT.invitedEmail(email) };
      }
      if (invitedId === null) throw new HttpError(404, PLAYER_NOT_FOUND);
      if (invitedId === me) throw new HttpError(400, INVITES_TEXT.inviteSelf);
      const names = await repo.playerNames(tx, [invitedId, me]);
      const name = names.get(invitedId);
      if (name === undefined) throw new HttpError(404, PLAYER_NOT_FOUND);
      const theirs = await repo.findMember(tx, leagueId, invitedId);
      if (theirs && theirs.leftAt === null) throw new HttpError(409, INVITES_TEXT.alreadyMember(name));
      const inserted = await invitesRepo.insertInvite(tx, {
        leagueId,
        invitedPlayerId: invitedId,
        inviterId: me,
        status: 'pending',
        createdAt: now,
      });
      if (!inserted) throw new HttpError(409, INVITES_TEXT.alreadyInvited(name));
      await this.referrals.invitationSent(tx, me, `league-invite:${inserted.id}`, name);
      await this.notifier.notify(tx, inviteNotice(row, invitedId, names.get(me) ?? 'A player'));
      return { inviteId: null, league: row, message: INVITES_TEXT.invited(name) };
    });

    let inviteLink: string | null = null;
    if (result.inviteId !== null && email) {
      inviteLink = leagueInviteLink(this.ctx.config.publicUrl, email, me, result.league.name);
      await this.mailInvite(result.inviteId);
    }
    return { success: true, message: result.message, invite_link: inviteLink };
  }

  /** POST /leagues/invites/{id}/respond: the invited player accepts (and joins) or declines. */
  async respond(
    me: number,
    inviteId: number,
    body: { action: 'accept' | 'decline'; player_id?: number },
  ): Promise<LeagueMessageResponse> {
    if (body.player_id !== undefined && body.player_id !== me) throw new HttpError(403, INVITES_TEXT.answerAsSelf);
    const first = await invitesRepo.findInvite(this.ctx.db, inviteId);
    // Someone else's invitation is as good as none: its existence is not theirs to learn.
    if (!first || first.invitedPlayerId !== me) throw new HttpError(404, INVITES_TEXT.notFound);
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (tx) => {
      const row = await this.leagues.lock(tx, first.leagueId);
      const invite = await invitesRepo.findInvite(tx, inviteId);
      if (!invite || invite.invitedPlayerId !== me) throw new HttpError(404, INVITES_TEXT.notFound);
      if (invite.status !== 'pending') throw new HttpError(409, INVITES_TEXT.settled);
      if (body.action === 'decline') {
        await invitesRepo.updateInvite(tx, inviteId, { status: 'declined', respondedAt: now });
        await this.referrals.invitationDeclined(tx, invite.inviterId, `league-invite:${inviteId}`);
        return;
      }
      await this.leagues.admit(tx, row, me, true);
    });
    return {
      success: true,
      message: body.action === 'accept' ? INVITES_TEXT.accepted : INVITES_TEXT.declined,
      league_id: first.leagueId,
    };
  }

  /**
   * Turns address invitations whose address now has an account into memberships (or, when the
   * league no longer takes players, into the player's invitation, which says why when answered).
   * Called on `player.registered`, when a player reads their own leagues, and by the minute sweep,
   * so a lost event is caught up. Each invitation changes once: it must still be pending.
   */
  async joinEmailInvites(playerId?: number): Promise<number> {
    let joined = 0;
    for (const pair of await invitesRepo.joinableEmailInvites(this.ctx.db, playerId)) {
      const done = await this.ctx.db.transaction(async (tx) => {
        const row = await repo.lockLeague(tx, pair.leagueId);
        const invite = await invitesRepo.findInvite(tx, pair.inviteId);
        if (!row || invite?.status !== 'pending' || invite.invitedEmail === null) return false;
        const now = this.ctx.clock.now();
        const already = await invitesRepo.pendingInviteFor(tx, pair.leagueId, pair.playerId);
        const member = await repo.findMember(tx, pair.leagueId, pair.playerId);
        if ((member && member.leftAt === null) || already) {
          // Settled already (a member, or invited by name too): this address invitation has done its work.
          await invitesRepo.updateInvite(tx, invite.id, { status: 'accepted', respondedAt: now });
          return false;
        }
        await invitesRepo.updateInvite(tx, invite.id, { invitedPlayerId: pair.playerId, invitedEmail: null });
        try {
          await this.leagues.admit(tx, row, pair.playerId, true);
          return true;
        } catch (err) {
          // The league no longer takes players: the invitation stays, for the player to see.
          if (err instanceof HttpError) return false;
          throw err;
        }
      });
      if (done) joined++;
    }
    return joined;
  }

  /**
   * Sends an address invitation's e-mail once: the row is marked first (one caller wins), then
   * the message goes to the mail outbox. Called after the inviting transaction commits, and by
   * the sweep for any invitation never marked.
   */
  async mailInvite(id: number): Promise<boolean> {
    const invite = await invitesRepo.claimInviteMail(this.ctx.db, id, this.ctx.clock.now());
    if (!invite?.invitedEmail) return false;
    const league = await repo.findLeagueView(this.ctx.db, invite.leagueId);
    if (!league) return false;
    const inviterName =
      (await repo.playerNames(this.ctx.db, [invite.inviterId])).get(invite.inviterId) ?? 'A Holeout player';
    const link = leagueInviteLink(this.ctx.config.publicUrl, invite.invitedEmail, invite.inviterId, league.league.name);
    await this.ctx.mailer.send(leagueInviteMail(invite.invitedEmail, inviterName, league.league.name, link));
    return true;
  }

  /** Invitation e-mails never handed to the mailer (a crash right after the commit). */
  async mailUnsent(): Promise<number> {
    let sent = 0;
    const before = new Date(this.ctx.clock.now().getTime() - 60_000);
    for (const id of await invitesRepo.unmailedInviteIds(this.ctx.db, before)) {
      if (await this.mailInvite(id)) sent++;
    }
    return sent;
  }
}
