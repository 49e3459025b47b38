import { LEAGUE_RULE_MESSAGES as RULES } from '@holeout/shared/league-rules';
import {
  defaultLeagueSettings,
  LEAGUE_MESSAGES,
  type LeagueChangeResponse,
  type LeagueList,
} from '@holeout/shared/leagues';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createLeague, createLeagueTestApp, getLeague, join, organiser } from '../../test/league-test-kit.ts';
import { call, notificationsOf } from '../../test/module-test-app.ts';
import { INVITES_TEXT } from './league-invites.service.ts';
import { LEAGUES_TEXT } from './league-texts.ts';

const clock = new ManualClock('2026-05-01T12:00:00Z');
const { app, ctx } = await createLeagueTestApp(clock);
const HOUR = 3_600_000;

/** A league starting in an hour (the clock is moved by some tests; each league reads it). */
const soon = () => new Date(clock.now().getTime() + HOUR).toISOString();

describe('POST /api/leagues', () => {
  it('creates a league with the spec defaults; the creator is its first member', async () => {
    const org = await organiser(app, ctx.db, 'Olga');
    const res = await call<LeagueChangeResponse>(app, org, 'POST', '/api/leagues', {
      creator_id: org.id,
      name: '  Spring League ',
      description: 'Ten rounds',
    });
    expect(res.status).toBe(201);
    const b = res.body;
    expect(b.message).toBe('League created.');
    expect(b.league).toMatchObject({
      name: 'Spring League',
      privacy_type: 'private',
      // No start_mode: it waits in setup for Start League (decision 043).
      status: 'setup',
      creator_id: org.id,
      creator_name: 'Olga',
      member_count: 1,
      start_time: new Date(clock.now().getTime() + HOUR).toISOString(),
      // The spec's defaults (pinned value by value in the shared package's tests).
      settings: defaultLeagueSettings(),
    });
    expect(b.league.rules).toEqual(b.league.settings);
    expect(b.rounds).toHaveLength(10);
    expect(b.rounds[9].end_time).toBe(b.league.end_time);
    expect(b.members).toEqual([expect.objectContaining({ player_id: org.id, is_creator: true })]);
  });

  it('refuses free members with the spec message, and creators other than the token', async () => {
    const free = await buildPlayer(app);
    const res = await call(app, free, 'POST', '/api/leagues', { name: 'N', description: 'D' });
    expect(res).toMatchObject({ status: 403, body: { message: LEAGUE_MESSAGES.createNeedsSubscription } });
    const org = await organiser(app, ctx.db);
    const other = await call(app, org, 'POST', '/api/leagues', { creator_id: free.id, name: 'N', description: 'D' });
    expect(other).toMatchObject({ status: 403, body: { message: LEAGUES_TEXT.createAsSelf } });
    expect((await call(app, null, 'POST', '/api/leagues', { name: 'N', description: 'D' })).status).toBe(401);
  });

  it('refuses every option outside spec 02 §9 with a 400 naming the field', async () => {
    const org = await organiser(app, ctx.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ settings: { num_rounds: 7 } }, 'settings.num_rounds: num_rounds must be one of 2, 3, 4, 5, 6, 8, 10'],
      [{ settings: { round_duration_hours: 3 } }, 'settings.round_duration_hours'],
      [{ settings: { round_duration_hours: 'weekly' } }, 'settings.round_duration_hours'],
      [{ settings: { time_limit_minutes: 3 } }, 'settings.time_limit_minutes'],
      [{ settings: { max_attempts: 22 } }, 'settings.max_attempts'],
      [{ settings: { putting_distance_feet: 10.5 } }, 'settings.putting_distance_feet'],
      [{ settings: { putting_distance_feet: 7.25 } }, 'settings.putting_distance_feet'],
      [{ settings: { competition_mode: 'sudden_death' } }, 'settings.competition_mode'],
      [{ settings: { is_irl: true, num_players: 9 } }, 'settings.num_players'],
      [{ settings: { is_irl: true, num_players: 2, player_names: ['A', 'B', 'C'] } }, 'settings.player_names'],
      [{ settings: { is_irl: true, num_players: 2, player_names: ['Ann', 'ann'] } }, 'settings.player_names'],
      [{ privacy_type: 'secret' }, 'privacy_type'],
      [{ privacy_type: 'public', privacy: 'private' }, 'privacy'],
      [{ name: '   ' }, 'name: League name is required'],
      [{ description: '' }, 'description: Description is required'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Bad\u0000name' }, 'name'],
      [{ start_time: 'tomorrow' }, 'start_time'],
      [{ start_time: '2026-04-30T12:00:00Z' }, LEAGUES_TEXT.startInPast],
      [{ start_time: '2029-05-01T12:00:00Z' }, LEAGUES_TEXT.startTooFar],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ settings: { max_players: 8 } }, 'settings'],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, org, 'POST', '/api/leagues', { name: 'N', description: 'D', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toContain(message);
    }
  });

  it('forces the three flags off for an IRL league, names its players and keeps it in setup', async () => {
    const org = await organiser(app, ctx.db);
    const res = await createLeague(app, org, {
      settings: { is_irl: true, num_players: 3, allow_late_joiners: true, allow_catch_up_submissions: true },
    });
    expect(res.league.status).toBe('setup');
    expect(res.league.settings).toMatchObject({
      is_irl: true,
      num_players: 3,
      player_names: ['Player 1', 'Player 2', 'Player 3'],
      allow_player_invites: false,
      allow_late_joiners: false,
      allow_catch_up_submissions: false,
    });
  });

  it('stores shoot-out rules and the monthly schedule', async () => {
    const org = await organiser(app, ctx.db);
    const res = await createLeague(app, org, {
      start_time: '2026-05-31T18:00:00Z',
      settings: { competition_mode: 'shoot_out', round_duration_hours: 'monthly', num_rounds: 2 },
    });
    expect(res.league.settings).toMatchObject({
      max_attempts: 21,
      time_limit_minutes: null,
      round_duration_hours: 'monthly',
    });
    expect(res.rounds.map((r) => r.end_time)).toEqual(['2026-06-30T18:00:00.000Z', '2026-07-31T18:00:00.000Z']);
  });
});

describe('GET /api/leagues', () => {
  it('answers the three tables: mine, open public leagues, pending invitations', async () => {
    const org = await organiser(app, ctx.db, 'Lister');
    const ann = await buildPlayer(app, { name: 'Ann' });
    const pub = await createLeague(app, org, { name: 'Open League', start_time: soon() });
    const priv = await createLeague(app, org, { name: 'Closed League', privacy_type: 'private', start_time: soon() });
    const invited = await call(app, org, 'POST', `/api/leagues/${priv.league.league_id}/invite`, {
      league_invited_player_id: ann.id,
      league_inviter_id: org.id,
      league_id: priv.league.league_id,
    });
    expect(invited).toMatchObject({ status: 200, body: { message: INVITES_TEXT.invited('Ann') } });

    const list = await call<LeagueList>(app, ann, 'GET', `/api/leagues?player_id=${ann.id}`);
    expect(list.status).toBe(200);
    expect(list.body.my_leagues).toEqual([]);
    expect(list.body.public_leagues.map((l) => l.league_id)).toContain(pub.league.league_id);
    expect(list.body.public_leagues.map((l) => l.league_id)).not.toContain(priv.league.league_id);
    expect(list.body.pending_invites).toEqual([
      expect.objectContaining({
        league_id: priv.league.league_id,
        name: 'Closed League',
        inviter_name: 'Lister',
        league_inviter_id: org.id,
        league_invited_player_id: ann.id,
      }),
    ]);
    const mine = await call<LeagueList>(app, org, 'GET', '/api/leagues');
    expect(mine.body.my_leagues.map((l) => l.name)).toEqual(['Closed League', 'Open League']);
    expect(mine.body.public_leagues.map((l) => l.league_id)).not.toContain(pub.league.league_id);
  });

  it("shows another player's active and completed leagues only to full subscribers", async () => {
    const free = await buildPlayer(app);
    const other = await buildPlayer(app);
    expect(await call(app, free, 'GET', `/api/leagues?player_id=${other.id}`)).toMatchObject({
      status: 403,
      body: { message: LEAGUES_TEXT.othersLocked },
    });
    const paid = await organiser(app, ctx.db);
    const res = await call<LeagueList>(app, paid, 'GET', `/api/leagues?player_id=${other.id}`);
    expect(res.body).toEqual({ my_leagues: [], public_leagues: [], pending_invites: [] });
    expect((await call(app, paid, 'GET', '/api/leagues?player_id=999999')).status).toBe(404);
    expect((await call(app, paid, 'GET', '/api/leagues?player_id=abc')).status).toBe(400);
    expect((await call(app, null, 'GET', '/api/leagues')).status).toBe(401);
  });
});

describe('GET /api/leagues/:id', () => {
  it('hides a private league from outsiders and shows it to members and invited players', async () => {
    const org = await organiser(app, ctx.db);
    const [ann, bob] = [await buildPlayer(app), await buildPlayer(app)];
    const priv = await createLeague(app, org, { privacy_type: 'private', start_time: soon() });
    const id = priv.league.league_id;
    expect(await getLeague(app, bob, id)).toMatchObject({ status: 404, body: { message: LEAGUES_TEXT.notFound } });
    await call(app, org, 'POST', `/api/leagues/${id}/invite`, { invited_player_id: ann.id });
    const seen = await getLeague(app, ann, id);
    expect(seen.status).toBe(200);
    expect(seen.body.viewer).toMatchObject({ is_member: false, can_join: true, invite_id: expect.any(Number) });
    expect((await getLeague(app, ann, 999_999)).status).toBe(404);
    expect((await call(app, ann, 'GET', `/api/leagues/${id}?player_id=${bob.id}`)).status).toBe(403);
    expect((await call(app, null, 'GET', `/api/leagues/${id}`)).status).toBe(401);
  });
});

describe('PUT /api/leagues/:id/settings', () => {
  it('lets only the creator edit, only before the league begins, and re-times the rounds', async () => {
    const org = await organiser(app, ctx.db);
    const ann = await buildPlayer(app);
    const league = await createLeague(app, org, { start_time: soon() });
    const id = league.league.league_id;
    await join(app, ann, id);
    const url = `/api/leagues/${id}/settings`;
    expect(await call(app, ann, 'PUT', url, { settings: { num_rounds: 2 } })).toMatchObject({
      status: 403,
      body: { message: RULES.onlyCreatorEdits },
    });
    expect(await call(app, org, 'PUT', url, { editor_id: ann.id, settings: {} })).toMatchObject({
      status: 403,
      body: { message: LEAGUES_TEXT.editAsSelf },
    });
    expect((await call(app, org, 'PUT', url, { settings: { num_rounds: 9 } })).status).toBe(400);
    const later = new Date(clock.now().getTime() + 3 * HOUR).toISOString();
    const ok = await call<LeagueChangeResponse>(app, org, 'PUT', url, {
      editor_id: org.id,
      name: 'Renamed',
      start_time: later,
      settings: { num_rounds: 2, round_duration_hours: 24, competition_mode: 'shoot_out', max_attempts: 50 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(LEAGUES_TEXT.updated);
    expect(ok.body.league).toMatchObject({ name: 'Renamed', start_time: later });
    expect(ok.body.league.settings).toMatchObject({ num_rounds: 2, max_attempts: 50, time_limit_minutes: null });
    expect(ok.body.rounds.map((r) => r.start_time)).toEqual([
      later,
      new Date(Date.parse(later) + 24 * HOUR).toISOString(),
    ]);
    clock.advance(4 * HOUR);
    expect(await call(app, org, 'PUT', url, { settings: { num_rounds: 3 } })).toMatchObject({
      status: 409,
      body: { message: RULES.editOnlyBeforeStart },
    });
    clock.advance(-4 * HOUR);
  });
});

describe('POST /api/leagues/:id/start', () => {
  it('starts a setup league now (creator only), re-timing rounds and telling the members', async () => {
    const org = await organiser(app, ctx.db);
    const league = await createLeague(app, org, { settings: { is_irl: true, num_rounds: 2 } });
    const id = league.league.league_id;
    const stranger = await buildPlayer(app);
    expect((await call(app, stranger, 'POST', `/api/leagues/${id}/start`)).status).toBe(403);
    const res = await call<LeagueChangeResponse>(app, org, 'POST', `/api/leagues/${id}/start`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LEAGUES_TEXT.started);
    const now = clock.now();
    expect(res.body.league).toMatchObject({ status: 'active', start_time: now.toISOString(), active_round_number: 1 });
    expect(res.body.rounds.map((r) => [r.status, r.start_time])).toEqual([
      ['active', now.toISOString()],
      ['scheduled', new Date(now.getTime() + 2 * HOUR).toISOString()],
    ]);
    expect((await notificationsOf(ctx.db, org.id)).at(-1)).toMatchObject({
      kind: 'league_update',
      title: 'League started',
    });
    expect(await call(app, org, 'POST', `/api/leagues/${id}/start`)).toMatchObject({
      status: 409,
      body: { message: RULES.alreadyStarted },
    });
  });
});

describe('POST /api/leagues/:id/join', () => {
  it('admits to a public league, refuses private leagues, members, and other identities', async () => {
    const org = await organiser(app, ctx.db, 'Joiner Org');
    const [ann, bob] = [await buildPlayer(app, { name: 'Ann J' }), await buildPlayer(app)];
    const pub = await createLeague(app, org, { start_time: soon() });
    const id = pub.league.league_id;
    const res = await join(app, ann, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: LEAGUES_TEXT.joined, league: { member_count: 2 } });
    expect((await notificationsOf(ctx.db, org.id)).at(-1)).toEqual({
      kind: 'league_update',
      title: 'New league member',
      message: 'Ann J joined "Tuesday Putters".',
      link: `/leagues/${id}`,
    });
    expect(await join(app, ann, id)).toMatchObject({ status: 409, body: { message: RULES.alreadyMember } });
    expect(await call(app, bob, 'POST', `/api/leagues/${id}/join`, { player_id: ann.id })).toMatchObject({
      status: 403,
      body: { message: LEAGUES_TEXT.actAsSelf },
    });
    const priv = await createLeague(app, org, { privacy_type: 'private', start_time: soon() });
    expect(await join(app, bob, priv.league.league_id)).toMatchObject({
      status: 403,
      body: { message: RULES.privateLeague },
    });
    expect((await join(app, bob, 999_999)).status).toBe(404);
    expect((await call(app, null, 'POST', `/api/leagues/${id}/join`, {})).status).toBe(401);
  });

  it('takes late joiners only when the league allows them', async () => {
    const org = await organiser(app, ctx.db);
    const [ann, bob] = [await buildPlayer(app), await buildPlayer(app)];
    const open = await createLeague(app, org, { start_time: soon() });
    const closed = await createLeague(app, org, { start_time: soon(), settings: { allow_late_joiners: false } });
    clock.advance(HOUR + 1);
    expect((await join(app, ann, open.league.league_id)).status).toBe(200);
    expect(await join(app, bob, closed.league.league_id)).toMatchObject({
      status: 409,
      body: { message: RULES.noLateJoiners },
    });
    clock.advance(-HOUR - 1);
  });
});

describe('invitations', () => {
  it('lets members invite when allowed, the creator always, and the invitee accept or decline', async () => {
    const org = await organiser(app, ctx.db, 'Inviter');
    const [ann, bob, cid] = [await buildPlayer(app, { name: 'Ann I' }), await buildPlayer(app), await buildPlayer(app)];
    const league = await createLeague(app, org, {
      privacy_type: 'private',
      start_time: soon(),
      settings: { allow_player_invites: false },
    });
    const id = league.league.league_id;
    const url = `/api/leagues/${id}/invite`;
    expect(await call(app, org, 'POST', url, { inviter_id: ann.id, invited_player_id: bob.id })).toMatchObject({
      status: 403,
      body: { message: INVITES_TEXT.inviteAsSelf },
    });
    expect(await call(app, org, 'POST', url, { league_id: id + 1, invited_player_id: bob.id })).toMatchObject({
      status: 400,
      body: { message: INVITES_TEXT.wrongLeague },
    });
    expect(await call(app, org, 'POST', url, {})).toMatchObject({
      status: 400,
      body: { message: 'league_invited_player_id: Choose a player to invite' },
    });
    expect((await call(app, org, 'POST', url, { invited_player_id: org.id })).status).toBe(400);
    expect((await call(app, org, 'POST', url, { invited_player_id: 999_999 })).status).toBe(404);
    expect((await call(app, org, 'POST', url, { invited_player_id: ann.id })).status).toBe(200);
    expect(await call(app, org, 'POST', url, { invited_player_id: ann.id })).toMatchObject({
      status: 409,
      body: { message: INVITES_TEXT.alreadyInvited('Ann I') },
    });
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toEqual({
      kind: 'league_invite',
      title: 'League invitation',
      message: 'Inviter invited you to join "Tuesday Putters".',
      link: `/leagues/${id}`,
    });
    // An outsider may not invite, nor may a member while player invites are off.
    expect(await call(app, bob, 'POST', url, { invited_player_id: cid.id })).toMatchObject({
      status: 403,
      body: { message: RULES.onlyMembersInvite },
    });
    const list = await call<LeagueList>(app, ann, 'GET', '/api/leagues');
    const inviteId = list.body.pending_invites[0].invite_id;
    const respond = `/api/leagues/invites/${inviteId}/respond`;
    expect((await call(app, bob, 'POST', respond, { action: 'accept' })).status).toBe(404);
    expect((await call(app, ann, 'POST', respond, { action: 'maybe' })).status).toBe(400);
    expect((await call(app, ann, 'POST', respond, { player_id: bob.id, action: 'accept' })).status).toBe(403);
    expect(await call(app, ann, 'POST', respond, { player_id: ann.id, action: 'accept' })).toMatchObject({
      status: 200,
      body: { message: INVITES_TEXT.accepted, league_id: id },
    });
    expect(await call(app, ann, 'POST', respond, { action: 'decline' })).toMatchObject({
      status: 409,
      body: { message: INVITES_TEXT.settled },
    });
    expect(await call(app, ann, 'POST', url, { invited_player_id: cid.id })).toMatchObject({
      status: 403,
      body: { message: RULES.onlyCreatorInvites },
    });
    // Declining keeps the league closed to the player.
    await call(app, org, 'POST', url, { invited_player_id: bob.id });
    const bobs = await call<LeagueList>(app, bob, 'GET', '/api/leagues');
    const declined = await call(
      app,
      bob,
      'POST',
      `/api/leagues/invites/${bobs.body.pending_invites[0].invite_id}/respond`,
      {
        action: 'decline',
      },
    );
    expect(declined).toMatchObject({ status: 200, body: { message: INVITES_TEXT.declined } });
    expect((await getLeague(app, bob, id)).status).toBe(404);
  });

  it('invites an unknown e-mail through the registration link and makes the new player a member', async () => {
    const org = await organiser(app, ctx.db, 'Mailer Org');
    const league = await createLeague(app, org, { name: 'Mail League', privacy_type: 'private', start_time: soon() });
    const id = league.league.league_id;
    const email = `newcomer-${Date.now()}@example.com`;
    const res = await call(app, org, 'POST', `/api/leagues/${id}/invite`, {
      new_player_contact: { type: 'email', value: email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INVITES_TEXT.invitedEmail(email));
    const link = new URL((res.body as { invite_link: string }).invite_link);
    expect(link.pathname).toBe('/register');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      invite: 'league',
      email,
      referrer_id: String(org.id),
      league: 'Mail League',
    });
    expect(
      (
        await call(app, org, 'POST', `/api/leagues/${id}/invite`, {
          new_player_contact: { type: 'email', value: email },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(app, org, 'POST', `/api/leagues/${id}/invite`, {
          new_player_contact: { type: 'phone', value: '+1 555 123 4567' },
        })
      ).status,
    ).toBe(400);
    const newcomer = await buildPlayer(app, { email, name: 'Newcomer' });
    await ctx.events.settle();
    const detail = await getLeague(app, newcomer, id);
    expect(detail.status).toBe(200);
    expect(detail.body.viewer.is_member).toBe(true);
    expect(detail.body.members.map((m) => m.name)).toContain('Newcomer');
  });
});

describe('DELETE /api/leagues/:id', () => {
  it('lets a member leave, the creator leave and stay creator, and only the creator delete', async () => {
    const org = await organiser(app, ctx.db, 'Deleter');
    const ann = await buildPlayer(app);
    const league = await createLeague(app, org, { start_time: soon() });
    const id = league.league.league_id;
    await join(app, ann, id);
    const del = (p: TestPlayer | null, body: unknown) => call(app, p, 'DELETE', `/api/leagues/${id}`, body);
    expect((await del(ann, {})).status).toBe(400);
    expect((await del(ann, { action: 'explode' })).status).toBe(400);
    expect(await del(ann, { action: 'delete' })).toMatchObject({
      status: 403,
      body: { message: RULES.onlyCreatorDeletes },
    });
    expect(await del(ann, { action: 'leave', player_id: org.id })).toMatchObject({ status: 403 });
    expect(await del(ann, { action: 'leave' })).toMatchObject({ status: 200, body: { message: LEAGUES_TEXT.left } });
    expect(await del(ann, { action: 'leave' })).toMatchObject({ status: 409, body: { message: RULES.notMember } });
    expect(await del(org, { action: 'leave' })).toMatchObject({ status: 200 });
    const after = await getLeague(app, org, id);
    expect(after.body.viewer).toMatchObject({ is_member: false, is_creator: true, can_delete: true });
    expect(after.body.league.member_count).toBe(0);
    await join(app, ann, id);
    expect(await del(org, { action: 'delete' })).toMatchObject({
      status: 200,
      body: { message: LEAGUES_TEXT.deleted },
    });
    expect((await getLeague(app, org, id)).status).toBe(404);
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toMatchObject({
      title: 'League deleted',
      message: 'Deleter deleted the league "Tuesday Putters".',
      link: '/leagues',
    });
    expect((await del(null, { action: 'delete' })).status).toBe(401);
  });
});

describe('malformed requests change nothing', () => {
  it('answers 400 for bad ids and bodies on every league route', async () => {
    const org = await organiser(app, ctx.db);
    for (const [method, url, body] of [
      ['GET', '/api/leagues/0', undefined],
      ['GET', '/api/leagues/1e3', undefined],
      ['PUT', '/api/leagues/abc/settings', {}],
      ['POST', '/api/leagues/-1/start', undefined],
      ['POST', '/api/leagues/99999999999/join', {}],
      ['POST', '/api/leagues/1/invite', { invited_player_id: 'two' }],
      ['POST', '/api/leagues/invites/x/respond', { action: 'accept' }],
      ['DELETE', '/api/leagues/1', { action: 'delete', player_id: -4 }],
      ['GET', '/api/leagues/1/calendar.ics?token=not-hex&member=1', undefined],
      ['GET', '/api/leagues/1.5/standings.csv', undefined],
    ] as const) {
      const res = await call(app, org, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(400);
    }
  });
});
