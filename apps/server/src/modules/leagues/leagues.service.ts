import { parseFormDateTime } from '@holeout/shared/form-date-time';
import { createdStatus, leagueTransition } from '@holeout/shared/league-rules';
import { roundSchedule } from '@holeout/shared/league-schedule';
import {
  type CreateLeagueBody,
  defaultLeagueSettings,
  LEAGUE_DEFAULTS,
  LEAGUE_MESSAGES,
  LEAGUE_MONTHLY,
  type LeagueChangeResponse,
  type LeagueDetail,
  type LeagueList,
  type LeagueMessageResponse,
  type StartTimeReading,
  type UpdateLeagueSettingsRequest,
} from '@holeout/shared/leagues';
import { canCreateLeague, canSeeOthersCompetitions } from '@holeout/shared/membership';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { AuthIdentity } from '../auth/token.service.ts';
import { type LeagueResult, presentSummary, presentViewer, settingsOf, stateOf } from './league.presenter.ts';
import * as invitesRepo from './league-invites.repo.ts';
import * as lists from './league-lists.repo.ts';
import { deletedNotice, joinedNotice } from './league-notices.ts';
import type { LeagueProgress, Notifier } from './league-progress.ts';
import { checkStart, newCalendarToken, settingsColumns, settingsOrRefuse } from './league-settings-rules.ts';
import { LeagueSnapshots } from './league-snapshot.ts';
import { LEAGUES_TEXT } from './league-texts.ts';
import * as repo from './leagues.repo.ts';

/** Leagues one player may run at a time (not completed). */
export const MAX_OPEN_LEAGUES_PER_CREATOR = 50;

/** Leagues: lists, detail, creation, settings, start, join, leave and delete (DESIGN §5). */
export class LeaguesService {
  private readonly snapshots = new LeagueSnapshots();

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'clock'>,
    private readonly progress: LeagueProgress,
    private readonly notifier: Notifier,
    /** Turns address invitations of a player who has since registered into memberships. */
    private readonly joinEmailInvites: (playerId: number) => Promise<number>,
  ) {}

  /**
   * GET /leagues. The token's player: their leagues, open public leagues and pending invitations
   * (after turning invitations to their e-mail address into memberships). Another player: only
   * their active and completed leagues, for full subscribers (like the career page's other tables).
   */
  async list(viewer: AuthIdentity, playerId?: number): Promise<LeagueList> {
    const me = viewer.playerId;
    const own = playerId === undefined || playerId === me;
    const target = playerId ?? me;
    const db = this.ctx.db;
    if (!own) {
      if (!canSeeOthersCompetitions(viewer.membershipTier)) throw new HttpError(403, LEAGUES_TEXT.othersLocked);
      if ((await repo.playerNames(db, [target])).size === 0) throw new HttpError(404, PLAYER_NOT_FOUND);
    } else {
      await this.joinEmailInvites(me);
    }
    const mine = own ? await lists.ownLeagues(db, target) : await lists.othersLeagues(db, target, me);
    const pub = own ? await lists.publicLeagues(db, me) : [];
    const invites = own ? await lists.pendingInvitesOf(db, me) : [];
    const ids = [...new Set([...mine, ...pub].map((v) => v.league.id).concat(invites.map((i) => i.league.id)))];
    const now = this.ctx.clock.now();
    const active = await lists.activeRoundNumbers(db, ids, now);
    // An IRL league ranks its named players, not its organiser.
    const standing = await lists.memberStandings(
      this.ctx.db,
      target,
      mine.filter((v) => !v.league.isIrl).map((v) => v.league.id),
    );
    const summary = (v: repo.LeagueView, isMember: boolean) =>
      presentSummary(v, {
        activeRoundNumber: active.get(v.league.id) ?? null,
        rank: standing.get(v.league.id)?.rank ?? null,
        score: standing.get(v.league.id)?.points ?? null,
        isMember,
      });
    return {
      my_leagues: mine.map((v) =>
        summary(v, v.league.isIrl ? v.league.creatorId === target : standing.has(v.league.id)),
      ),
      public_leagues: pub.map((v) =>
        presentSummary(v, {
          activeRoundNumber: active.get(v.league.id) ?? null,
          rank: null,
          score: null,
          isMember: false,
        }),
      ),
      pending_invites: invites.map((i) => ({
        ...presentSummary(
          { league: i.league, creatorName: i.creatorName },
          { activeRoundNumber: active.get(i.league.id) ?? null, rank: null, score: null, isMember: false },
        ),
        invite_id: i.invite.id,
        league_invited_player_id: me,
        league_inviter_id: i.invite.inviterId,
        inviter_name: i.inviterName,
        invited_at: i.invite.createdAt.toISOString(),
      })),
    };
  }

  /**
   * The player's standing and completed rounds in their newest active and completed leagues
   * (IRL tournaments rank named participants, so not them): what the coach's digest cites.
   */
  async resultsOf(playerId: number, limit: number): Promise<LeagueResult[]> {
    const views = (await lists.ownLeagues(this.ctx.db, playerId)).filter(
      (v) => !v.league.isIrl && (v.league.status === 'active' || v.league.status === 'completed'),
    );
    const out: LeagueResult[] = [];
    for (const { league: l } of views) {
      if (out.length >= limit) break;
      const snapshot = await this.snapshots.read(this.ctx.db, l);
      const standing = snapshot.standings.find((s) => s.player_id === playerId);
      if (!standing) continue;
      const rounds = snapshot.rounds.flatMap((r) => {
        const mine = r.submissions.find((s) => s.player_id === playerId);
        return r.status === 'completed' && mine ? [{ round: r, submission: mine }] : [];
      });
      out.push({ name: l.name, status: l.status, standing, players: snapshot.standings.length, rounds });
    }
    return out;
  }

  /**
   * GET /leagues/{id}: the league, members, rounds with submissions and points, standings, and
   * what the viewer may do. A private league is shown only to its members, its creator and the
   * players invited to it; to anyone else it does not exist (404).
   */
  async detail(viewerId: number, id: number): Promise<LeagueDetail> {
    const { league, snapshot, viewer } = await this.load(viewerId, id);
    return {
      success: true,
      league,
      members: snapshot.members,
      rounds: snapshot.rounds,
      standings: snapshot.standings,
      viewer,
    };
  }

  /**
   * {@link detail} as UTF-8 JSON in pieces: the lists every viewer shares come from the league's
   * snapshot (built and encoded once per revision), so a read costs three small queries and the
   * viewer's part.
   */
  async detailJson(viewerId: number, id: number): Promise<Buffer[]> {
    const { league, snapshot, viewer } = await this.load(viewerId, id);
    // Three pieces, never joined: the shared middle is written as it is, with no copy per read.
    return [
      Buffer.from(`{"success":true,"league":${JSON.stringify(league)}`, 'utf8'),
      snapshot.encoded,
      Buffer.from(`,"viewer":${JSON.stringify(viewer)}}`, 'utf8'),
    ];
  }

  private async load(viewerId: number, id: number) {
    const db = this.ctx.db;
    const view = await repo.findLeagueView(db, id);
    if (!view) throw new HttpError(404, LEAGUES_TEXT.notFound);
    const l = view.league;
    const [memberRow, invite] = await Promise.all([
      repo.findMember(db, id, viewerId),
      invitesRepo.pendingInviteFor(db, id, viewerId),
    ]);
    const me = memberRow !== null && memberRow.leftAt === null ? memberRow : null;
    const isCreator = l.creatorId === viewerId;
    if (l.privacy === 'private' && !me && !isCreator && !invite) throw new HttpError(404, LEAGUES_TEXT.notFound);
    const snapshot = await this.snapshots.read(this.ctx.db, l);
    const now = this.ctx.clock.now();
    const t = now.getTime();
    const mine = me ? snapshot.standings.find((s) => s.player_id === viewerId) : undefined;
    const league = presentSummary(view, {
      activeRoundNumber: snapshot.windows.find((w) => w.start <= t && t < w.end)?.roundNumber ?? null,
      rank: mine?.rank ?? null,
      score: mine?.points ?? null,
      isMember: me !== null,
    });
    const viewer = presentViewer(l, viewerId, now, me, invite?.id ?? null);
    return { league, snapshot, viewer };
  }

  /** POST /leagues: regular and premium members only; the creator becomes the first member. */
  async create(identity: AuthIdentity, body: CreateLeagueBody): Promise<LeagueChangeResponse> {
    const me = identity.playerId;
    if (body.creator_id !== undefined && body.creator_id !== me) throw new HttpError(403, LEAGUES_TEXT.createAsSelf);
    if (!canCreateLeague(identity.membershipTier)) throw new HttpError(403, LEAGUE_MESSAGES.createNeedsSubscription);
    if (body.privacy_type && body.privacy && body.privacy_type !== body.privacy) {
      throw new HttpError(400, LEAGUES_TEXT.privacyTwice);
    }
    const settings = settingsOrRefuse(defaultLeagueSettings(), body.settings);
    if (settings.is_irl && body.start_mode === 'scheduled') throw new HttpError(400, LEAGUES_TEXT.irlStartsByHand);
    const now = this.ctx.clock.now();
    const reading = body.start_time ? await this.readStartTime(me, body.start_time) : undefined;
    const start = reading
      ? checkStart(new Date(reading.start_time), now)
      : new Date(now.getTime() + LEAGUE_DEFAULTS.start_offset_minutes * 60_000);
    const timeZone = body.time_zone ?? null;
    const schedule = roundSchedule(start, settings.num_rounds, settings.round_duration_hours, timeZone);
    const id = await this.ctx.db.transaction(async (tx) => {
      const open = await lists.openLeaguesCreatedBy(tx, me);
      if (open >= MAX_OPEN_LEAGUES_PER_CREATOR) throw new HttpError(409, LEAGUES_TEXT.tooManyOpen(open));
      const row = await repo.insertLeague(tx, {
        name: body.name,
        description: body.description,
        privacy: body.privacy_type ?? body.privacy ?? LEAGUE_DEFAULTS.privacy_type,
        status: createdStatus(settings.is_irl, body.start_mode),
        creatorId: me,
        startTime: start,
        endTime: schedule[schedule.length - 1].end_time,
        timeZone,
        ...settingsColumns(settings),
        memberCount: 1,
        createdAt: now,
      });
      await repo.replaceRounds(tx, row.id, schedule);
      await repo.addMember(tx, row.id, me, now, newCalendarToken());
      return row.id;
    });
    return {
      ...(await this.detail(me, id)),
      message: LEAGUES_TEXT.created,
      ...(reading && { start_time_reading: reading }),
    };
  }

  /**
   * A start time as the form sent it (decision 043): with an offset, that instant; without one,
   * the player's wall clock in their profile's time zone. Answers how it was read.
   */
  private async readStartTime(playerId: number, sent: string): Promise<StartTimeReading> {
    const zone = (await repo.playerTimeZone(this.ctx.db, playerId)) ?? 'UTC';
    const read = parseFormDateTime(sent, zone);
    // The schema admitted only form date-times, so this holds; a 400 rather than a crash if not.
    if (!read) throw new HttpError(400, 'start_time: not a date and time');
    return {
      sent,
      start_time: read.instant.toISOString(),
      time_zone: read.timeZone,
      message: read.timeZone ? LEAGUES_TEXT.readAsLocal(sent, read.timeZone) : LEAGUES_TEXT.readWithOffset(sent),
    };
  }

  /**
   * PUT /leagues/{id}/settings: the creator, before the league begins. Absent fields keep their
   * value; the rounds are re-timed from the (new) start.
   */
  async edit(me: number, id: number, body: UpdateLeagueSettingsRequest): Promise<LeagueChangeResponse> {
    if (body.editor_id !== undefined && body.editor_id !== me) throw new HttpError(403, LEAGUES_TEXT.editAsSelf);
    const now = this.ctx.clock.now();
    const reading = body.start_time ? await this.readStartTime(me, body.start_time) : undefined;
    await this.ctx.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const settings = settingsOrRefuse(settingsOf(row), body.settings ?? {});
      if (settings.is_irl && body.start_mode === 'scheduled') throw new HttpError(400, LEAGUES_TEXT.irlStartsByHand);
      const event = { type: 'edit', playerId: me, isIrl: settings.is_irl, startMode: body.start_mode } as const;
      const t = leagueTransition(stateOf(row), event, now);
      if (!t.ok) throw new HttpError(t.status, t.message);
      const sent = reading ? new Date(reading.start_time) : row.startTime;
      // A new start time must lie ahead, and so must the start of a league that will start on its
      // own; a league in setup keeps a planned start that has passed (Start League re-times it).
      // (to the minute: a datetime-local input sends no seconds).
      const changed = Math.floor(sent.getTime() / 60_000) !== Math.floor(row.startTime.getTime() / 60_000);
      const start = changed || t.next.status === 'registering' ? checkStart(sent, now) : sent;
      const timeZone = body.time_zone === undefined ? row.timeZone : body.time_zone;
      const schedule = roundSchedule(start, settings.num_rounds, settings.round_duration_hours, timeZone);
      await repo.updateLeague(tx, id, {
        name: body.name ?? row.name,
        description: body.description ?? row.description,
        privacy: body.privacy_type ?? row.privacy,
        status: t.next.status,
        startTime: start,
        endTime: schedule[schedule.length - 1].end_time,
        timeZone,
        ...settingsColumns(settings),
      });
      await repo.replaceRounds(tx, id, schedule);
    });
    return {
      ...(await this.detail(me, id)),
      message: LEAGUES_TEXT.updated,
      ...(reading && { start_time_reading: reading }),
    };
  }

  /** POST /leagues/{id}/start: the creator starts a setup or registering league now. */
  async start(me: number, id: number): Promise<LeagueChangeResponse> {
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const t = leagueTransition(stateOf(row), { type: 'start', playerId: me }, now);
      if (!t.ok) throw new HttpError(t.status, t.message);
      const schedule = roundSchedule(now, row.numRounds, row.roundDurationHours ?? LEAGUE_MONTHLY, row.timeZone);
      const retimed = await repo.updateLeague(tx, id, {
        status: 'registering',
        startTime: now,
        endTime: schedule[schedule.length - 1].end_time,
      });
      await repo.replaceRounds(tx, id, schedule);
      // The same steps the sweep takes at a start: active, round 1 open, everyone told.
      await this.progress.advance(tx, retimed, now);
    });
    return { ...(await this.detail(me, id)), message: LEAGUES_TEXT.started };
  }

  /** POST /leagues/{id}/join. */
  async join(me: number, id: number, claimedId?: number): Promise<LeagueChangeResponse> {
    if (claimedId !== undefined && claimedId !== me) throw new HttpError(403, LEAGUES_TEXT.actAsSelf);
    await this.ctx.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const invite = await invitesRepo.pendingInviteFor(tx, id, me);
      await this.admit(tx, row, me, invite !== null);
    });
    return { ...(await this.detail(me, id)), message: LEAGUES_TEXT.joined };
  }

  /**
   * Makes `playerId` a member of the locked league if the rules allow (joining, or accepting an
   * invitation when `invited`), settles their pending invitations and tells the creator.
   */
  async admit(tx: Tx, row: repo.LeagueRow, playerId: number, invited: boolean): Promise<void> {
    const now = this.ctx.clock.now();
    const member = await repo.findMember(tx, row.id, playerId);
    const isMember = member !== null && member.leftAt === null;
    const t = leagueTransition(stateOf(row), { type: 'join', playerId, isMember, invited }, now);
    if (!t.ok) throw new HttpError(t.status, t.message);
    await repo.addMember(tx, row.id, playerId, now, newCalendarToken());
    await repo.updateLeague(tx, row.id, { memberCount: t.next.memberCount });
    await invitesRepo.settleInvitesOf(tx, row.id, playerId, 'accepted', now);
    if (playerId !== row.creatorId) {
      const name = (await repo.playerNames(tx, [playerId])).get(playerId) ?? 'A player';
      await this.notifier.notify(tx, joinedNotice(row, name));
    }
  }

  /** DELETE /leagues/{id}: `leave` (a member) or `delete` (the creator). */
  async remove(
    me: number,
    id: number,
    body: { action: 'delete' | 'leave'; player_id?: number },
  ): Promise<LeagueMessageResponse> {
    if (body.player_id !== undefined && body.player_id !== me) throw new HttpError(403, LEAGUES_TEXT.actAsSelf);
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      if (body.action === 'leave') {
        const member = await repo.findMember(tx, id, me);
        const isMember = member !== null && member.leftAt === null;
        const t = leagueTransition(stateOf(row), { type: 'leave', playerId: me, isMember }, now);
        if (!t.ok) throw new HttpError(t.status, t.message);
        await repo.markLeft(tx, id, me, now);
        await repo.updateLeague(tx, id, { memberCount: t.next.memberCount });
        return;
      }
      const t = leagueTransition(stateOf(row), { type: 'delete', playerId: me }, now);
      if (!t.ok) throw new HttpError(t.status, t.message);
      const creatorName = (await repo.playerNames(tx, [me])).get(me) ?? 'The creator';
      for (const memberId of await repo.memberIds(tx, id)) {
        if (memberId !== me) await this.notifier.notify(tx, deletedNotice(row, memberId, creatorName));
      }
      await repo.deleteLeague(tx, id);
    });
    return { success: true, message: body.action === 'leave' ? LEAGUES_TEXT.left : LEAGUES_TEXT.deleted };
  }

  /** The league's row, locked for the transaction; 404 when there is none. */
  async lock(tx: Tx, id: number): Promise<repo.LeagueRow> {
    const row = await repo.lockLeague(tx, id);
    if (!row) throw new HttpError(404, LEAGUES_TEXT.notFound);
    return row;
  }

  /**
   * Whether the viewer may read the league (its page, standings CSV, leaderboards): public, or a
   * member, its creator or invited. Answers the league, or 404 as if it did not exist.
   */
  async visible(viewerId: number, id: number): Promise<repo.LeagueView> {
    const view = await repo.findLeagueView(this.ctx.db, id);
    if (!view) throw new HttpError(404, LEAGUES_TEXT.notFound);
    const l = view.league;
    if (l.privacy === 'public' || l.creatorId === viewerId) return view;
    const member = await repo.findMember(this.ctx.db, id, viewerId);
    if (member && member.leftAt === null) return view;
    if (await invitesRepo.pendingInviteFor(this.ctx.db, id, viewerId)) return view;
    throw new HttpError(404, LEAGUES_TEXT.notFound);
  }
}
