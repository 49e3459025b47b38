import { randomBytes } from 'node:crypto';
import { leagueTransition } from '@holeout/shared/league-rules';
import { roundSchedule } from '@holeout/shared/league-schedule';
import {
  type CreateLeagueBody,
  defaultLeagueSettings,
  LEAGUE_DEFAULTS,
  LEAGUE_MESSAGES,
  LEAGUE_MONTHLY,
  LEAGUE_START_MAX_AHEAD_DAYS,
  type LeagueChangeResponse,
  type LeagueDetail,
  type LeagueList,
  type LeagueMessageResponse,
  type LeagueRound,
  type LeagueSettings,
  type LeagueSettingsInput,
  type LeagueSummary,
  type LeagueViewer,
  type RoundSubmission,
  resolveLeagueSettings,
  type Standing,
  type UpdateLeagueSettingsRequest,
} from '@holeout/shared/leagues';
import { canCreateLeague, canSeeOthersCompetitions } from '@holeout/shared/membership';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { HttpError, PLAYER_NOT_FOUND } from '../../plugins/errors.ts';
import type { AuthIdentity } from '../auth/token.service.ts';
import { leagueStandings, presentRounds, presentSummary, settingsOf, stateOf } from './league.presenter.ts';
import * as invitesRepo from './league-invites.repo.ts';
import * as lists from './league-lists.repo.ts';
import { deletedNotice, joinedNotice } from './league-notices.ts';
import type { LeagueProgress, Notifier } from './league-progress.ts';
import { type LeagueSnapshot, LeagueSnapshots } from './league-snapshot.ts';
import * as repo from './leagues.repo.ts';

/** Every message the league routes answer with that the rules module does not own. */
export const LEAGUES_TEXT = {
  notFound: 'League not found.',
  createAsSelf: 'You can only create leagues as yourself.',
  editAsSelf: 'You can only change leagues as yourself.',
  actAsSelf: 'You can only act for yourself.',
  othersLocked: "Other players' leagues are for Regular and Premium members.",
  startInPast: 'start_time: must not be in the past',
  startTooFar: `start_time: must be within ${LEAGUE_START_MAX_AHEAD_DAYS} days`,
  privacyTwice: 'privacy: send privacy_type or privacy, not two different values',
  tooManyOpen: (n: number) => `You already run ${n} leagues that have not finished. Complete or delete one first.`,
  created: 'League created.',
  updated: 'League settings updated.',
  started: 'League started. Round 1 is open.',
  joined: 'You have joined the league.',
  left: 'You have left the league.',
  deleted: 'League deleted.',
} as const;

/** One player's result in one league ({@link LeaguesService.resultsOf}). */
export interface LeagueResult {
  name: string;
  status: LeagueSummary['status'];
  standing: Standing;
  /** Players in the standings. */
  players: number;
  /** The player's completed rounds, oldest first. */
  rounds: { round: LeagueRound; submission: RoundSubmission }[];
}

/** Leagues one player may run at a time (not completed). */
export const MAX_OPEN_LEAGUES_PER_CREATOR = 50;
/** A start time this far in the past still counts as "now" (a slow form, a clock a little behind). */
const START_GRACE_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/** A new member's private calendar feed secret. */
export const newCalendarToken = () => randomBytes(16).toString('hex');

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
    const standing = await this.standingOf(
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
      const snapshot = this.snapshots.get(l.id, l.revision) ?? (await this.buildSnapshot(l));
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

  /** The player's rank and points in each league they are a member of (shared ranks). */
  private async standingOf(
    playerId: number,
    leagueIds: number[],
  ): Promise<Map<number, { rank: number; points: number }>> {
    const rows = await repo.memberPoints(this.ctx.db, leagueIds);
    const out = new Map<number, { rank: number; points: number }>();
    for (const r of rows) {
      if (r.playerId !== playerId) continue;
      const better = rows.filter((o) => o.leagueId === r.leagueId && o.points > r.points).length;
      out.set(r.leagueId, { rank: better + 1, points: r.points });
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
    const snapshot = this.snapshots.get(id, l.revision) ?? (await this.buildSnapshot(l));
    const now = this.ctx.clock.now();
    const t = now.getTime();
    const state = stateOf(l);
    const allowed = (event: Parameters<typeof leagueTransition>[1]) => leagueTransition(state, event, now).ok;
    const mine = me ? snapshot.standings.find((s) => s.player_id === viewerId) : undefined;
    const league = presentSummary(view, {
      activeRoundNumber: snapshot.windows.find((w) => w.start <= t && t < w.end)?.roundNumber ?? null,
      rank: mine?.rank ?? null,
      score: mine?.points ?? null,
      isMember: me !== null,
    });
    const viewer: LeagueViewer = {
      player_id: viewerId,
      is_member: me !== null,
      is_creator: isCreator,
      invite_id: invite?.id ?? null,
      can_edit: allowed({ type: 'edit', playerId: viewerId, isIrl: l.isIrl }),
      can_start: allowed({ type: 'start', playerId: viewerId }),
      can_invite: allowed({ type: 'invite', playerId: viewerId, isMember: me !== null }),
      can_join: allowed({ type: 'join', playerId: viewerId, isMember: me !== null, invited: invite !== null }),
      can_leave: allowed({ type: 'leave', playerId: viewerId, isMember: me !== null }),
      can_delete: allowed({ type: 'delete', playerId: viewerId }),
      calendar_url: me ? calendarPath(id, viewerId, me.calendarToken) : null,
    };
    return { league, snapshot, viewer };
  }

  /** The league's shared lists at the revision read, kept for the next reader. */
  private async buildSnapshot(l: repo.LeagueRow): Promise<LeagueSnapshot> {
    const db = this.ctx.db;
    const [members, rounds, subs] = await Promise.all([
      repo.listMembers(db, l.id),
      repo.listRounds(db, l.id),
      repo.listSubmissions(db, l.id),
    ]);
    const { ranked, present } = leagueStandings(l, members, rounds, subs);
    const snapshot = LeagueSnapshots.of(
      l.revision,
      members.map((m) => ({
        player_id: m.playerId,
        name: m.name,
        joined_at: m.joinedAt.toISOString(),
        is_creator: m.playerId === l.creatorId,
      })),
      presentRounds(rounds, subs),
      ranked.map(present),
    );
    this.snapshots.set(l.id, snapshot);
    return snapshot;
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
    const now = this.ctx.clock.now();
    const start = body.start_time
      ? checkStart(new Date(body.start_time), now)
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
        status: settings.is_irl ? 'setup' : 'registering',
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
    return { ...(await this.detail(me, id)), message: LEAGUES_TEXT.created };
  }

  /**
   * PUT /leagues/{id}/settings: the creator, before the league begins. Absent fields keep their
   * value; the rounds are re-timed from the (new) start.
   */
  async edit(me: number, id: number, body: UpdateLeagueSettingsRequest): Promise<LeagueChangeResponse> {
    if (body.editor_id !== undefined && body.editor_id !== me) throw new HttpError(403, LEAGUES_TEXT.editAsSelf);
    const now = this.ctx.clock.now();
    await this.ctx.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const settings = settingsOrRefuse(settingsOf(row), body.settings ?? {});
      const t = leagueTransition(stateOf(row), { type: 'edit', playerId: me, isIrl: settings.is_irl }, now);
      if (!t.ok) throw new HttpError(t.status, t.message);
      const start = body.start_time ? checkStart(new Date(body.start_time), now) : row.startTime;
      // A league that will start on its own must start in the future.
      if (!settings.is_irl && !body.start_time) checkStart(start, now);
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
    return { ...(await this.detail(me, id)), message: LEAGUES_TEXT.updated };
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

/** The feed address of a member's calendar subscription (their secret in the query). */
export function calendarPath(leagueId: number, playerId: number, token: string): string {
  return `/api/leagues/${leagueId}/calendar.ics?member=${playerId}&token=${token}`;
}

function settingsOrRefuse(base: LeagueSettings, input: LeagueSettingsInput): LeagueSettings {
  const r = resolveLeagueSettings(base, input);
  if ('problem' in r) throw new HttpError(400, `settings.${r.problem.field}: ${r.problem.message}`);
  return r.settings;
}

/** A start time for a league that starts on its own: not in the past, not years ahead. */
function checkStart(start: Date, now: Date): Date {
  if (start.getTime() < now.getTime() - START_GRACE_MS) throw new HttpError(400, LEAGUES_TEXT.startInPast);
  if (start.getTime() > now.getTime() + LEAGUE_START_MAX_AHEAD_DAYS * DAY_MS) {
    throw new HttpError(400, LEAGUES_TEXT.startTooFar);
  }
  return start;
}

/** The settings' columns of a league row. */
function settingsColumns(s: LeagueSettings) {
  return {
    numRounds: s.num_rounds,
    roundDurationHours: s.round_duration_hours === LEAGUE_MONTHLY ? null : s.round_duration_hours,
    competitionMode: s.competition_mode,
    timeLimitMinutes: s.time_limit_minutes,
    maxAttempts: s.max_attempts,
    puttingDistanceFeet: Math.round(s.putting_distance_feet * 10) / 10,
    allowPlayerInvites: s.allow_player_invites,
    allowLateJoiners: s.allow_late_joiners,
    allowCatchUp: s.allow_catch_up_submissions,
    requireTrackedSessions: s.require_tracked_sessions,
    isIrl: s.is_irl,
    playerNames: s.player_names,
  };
}
