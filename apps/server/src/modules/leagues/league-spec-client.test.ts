/**
 * Leagues as a client written to the spec creates and starts them (issue 21, items 3 and 4;
 * decision 043): a `datetime-local` start time without an offset, read in the creator's profile
 * time zone; a league created by the Create League modal waits in setup, takes members, and starts
 * from the Edit League modal.
 */
import type { LeagueChangeResponse, LeagueDetail, LeagueList } from '@holeout/shared/leagues';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createLeagueTestApp, organiser } from '../../test/league-test-kit.ts';
import { call } from '../../test/module-test-app.ts';

const clock = new ManualClock('2026-11-20T12:00:00Z');
const { app, ctx, modules } = await createLeagueTestApp(clock);

/** The spec's Create League payload (spec 02 §7), with a start time as `datetime-local` sends it. */
function specCreateBody(creator: TestPlayer, startTime: string, privacy: 'public' | 'private' = 'public') {
  return {
    creator_id: creator.id,
    name: 'Winter League',
    description: 'Two rounds before the holidays',
    privacy_type: privacy,
    start_time: startTime,
    settings: { num_rounds: 2, round_duration_hours: 24, competition_mode: 'time_limit', time_limit_minutes: 5 },
  };
}

/** An organiser whose profile time zone is `zone`. */
async function organiserIn(zone: string) {
  const org = await organiser(app, ctx.db);
  expect((await call(app, org, 'PUT', `/api/player/${org.id}`, { timezone: zone })).status).toBe(200);
  return org;
}

const post = (player: TestPlayer, url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...player.auth, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('a start time as a form sends it (item 3)', () => {
  it('reads 2026-12-01T10:00 as the creator’s local time in their profile’s time zone, and says so', async () => {
    const org = await organiserIn('Europe/Oslo');
    const res = await post(org, '/api/leagues', specCreateBody(org, '2026-12-01T10:00'));
    expect(res.statusCode).toBe(201);
    const body = res.json() as LeagueChangeResponse;
    // Oslo is UTC+1 in December.
    expect(body.league.start_time).toBe('2026-12-01T09:00:00.000Z');
    expect(body.rounds[0].start_time).toBe('2026-12-01T09:00:00.000Z');
    expect(body.start_time_reading).toEqual({
      sent: '2026-12-01T10:00',
      start_time: '2026-12-01T09:00:00.000Z',
      time_zone: 'Europe/Oslo',
      message:
        "start_time 2026-12-01T10:00 has no offset: it was read as your local time in Europe/Oslo (your profile's time zone).",
    });
  });

  it.each([
    ['2026-12-01T10:00:00', '2026-12-01T15:00:00.000Z', 'America/New_York'],
    ['2026-12-01T10:00+01:00', '2026-12-01T09:00:00.000Z', null],
    ['2026-12-01T10:00:00Z', '2026-12-01T10:00:00.000Z', null],
    ['2026-12-01T10:00:00.000-05:00', '2026-12-01T15:00:00.000Z', null],
  ])('takes %j (seconds or not, offset or not)', async (sent, instant, zone) => {
    const org = await organiserIn('America/New_York');
    const res = await post(org, '/api/leagues', specCreateBody(org, sent));
    expect(res.statusCode).toBe(201);
    expect(res.json().league.start_time).toBe(instant);
    expect(res.json().start_time_reading).toMatchObject({ sent, start_time: instant, time_zone: zone });
  });

  it('refuses what is not a date and time with 400 naming start_time, creating nothing', async () => {
    const org = await organiserIn('Europe/Oslo');
    for (const sent of ['tomorrow', '2026-12-01', '2026-02-30T10:00', '2026-12-01T10:00+25:00']) {
      const res = await post(org, '/api/leagues', specCreateBody(org, sent));
      expect(res.statusCode, sent).toBe(400);
      expect(res.json().message, sent).toMatch(/^start_time: /);
    }
    const mine = await call<LeagueList>(app, org, 'GET', '/api/leagues');
    expect(mine.body.my_leagues).toEqual([]);
  });

  it('reads a start time without an offset in the editor’s zone on PUT /leagues/{id}/settings too', async () => {
    const org = await organiserIn('Asia/Tokyo');
    const created = (await post(org, '/api/leagues', specCreateBody(org, '2026-12-01T10:00'))).json();
    const id = created.league.league_id;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/leagues/${id}/settings`,
      headers: { ...org.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ editor_id: org.id, start_time: '2026-12-02T19:30', settings: { num_rounds: 3 } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().league.start_time).toBe('2026-12-02T10:30:00.000Z');
    expect(res.json().start_time_reading).toMatchObject({ time_zone: 'Asia/Tokyo' });
    expect(res.json().league.status).toBe('setup');
  });
});

describe('a league from the spec’s Create League modal (item 4)', () => {
  it('waits in setup, takes members, and starts from setup', async () => {
    const org = await organiserIn('Europe/Oslo');
    const ben = await buildPlayer(app);
    const cai = await buildPlayer(app);
    const created = await post(org, '/api/leagues', specCreateBody(org, '2026-12-01T10:00'));
    expect(created.statusCode).toBe(201);
    const id = created.json().league.league_id as number;
    expect(created.json().league.status).toBe('setup');
    expect(created.json().viewer).toMatchObject({ can_edit: true, can_start: true });

    // Ben finds it among the public leagues and joins; Cai is invited and accepts.
    const list = await call<LeagueList>(app, ben, 'GET', `/api/leagues?player_id=${ben.id}`);
    expect(list.body.public_leagues.map((l) => l.league_id)).toContain(id);
    expect((await post(ben, `/api/leagues/${id}/join`, { player_id: ben.id })).statusCode).toBe(200);
    const invite = await post(org, `/api/leagues/${id}/invite`, {
      league_id: id,
      league_invited_player_id: cai.id,
      league_inviter_id: org.id,
    });
    expect(invite.statusCode).toBe(200);
    const caiList = await call<LeagueList>(app, cai, 'GET', '/api/leagues');
    const inviteId = caiList.body.pending_invites[0].invite_id;
    const accepted = await post(cai, `/api/leagues/invites/${inviteId}/respond`, {
      player_id: cai.id,
      action: 'accept',
    });
    expect(accepted.statusCode).toBe(200);

    // Its start time passing does not start it: setup waits for Start League.
    clock.set('2026-12-01T09:30:00Z');
    await modules.leagueSweep.run();
    const waiting = await call<LeagueDetail>(app, org, 'GET', `/api/leagues/${id}?player_id=${org.id}`);
    expect(waiting.body.league.status).toBe('setup');
    expect(waiting.body.members.map((m) => m.player_id).sort()).toEqual([org.id, ben.id, cai.id].sort());

    // The Edit League modal offers Start League while the status is setup.
    const started = await app.inject({ method: 'POST', url: `/api/leagues/${id}/start`, headers: org.auth });
    expect(started.statusCode).toBe(200);
    expect(started.json().league.status).toBe('active');
    expect(started.json().rounds[0]).toMatchObject({ status: 'active', start_time: '2026-12-01T09:30:00.000Z' });
    expect(started.json().league.member_count).toBe(3);
  });

  it('starts by itself at its start time when created with start_mode scheduled (registering)', async () => {
    clock.set('2026-11-20T12:00:00Z');
    const org = await organiserIn('UTC');
    const res = await post(org, '/api/leagues', {
      ...specCreateBody(org, '2026-11-21T10:00'),
      start_mode: 'scheduled',
    });
    expect(res.json().league.status).toBe('registering');
    clock.set('2026-11-21T10:00:01Z');
    await modules.leagueSweep.run();
    const detail = await call<LeagueDetail>(app, org, 'GET', `/api/leagues/${res.json().league.league_id}`);
    expect(detail.body.league.status).toBe('active');
  });

  it('refuses a scheduled in-person league: it is started by hand', async () => {
    clock.set('2026-11-20T12:00:00Z');
    const org = await organiserIn('UTC');
    const res = await post(org, '/api/leagues', {
      ...specCreateBody(org, '2026-11-21T10:00'),
      start_mode: 'scheduled',
      settings: { is_irl: true, num_players: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('start_mode: An in-person league is started by its organiser with Start League.');
  });
});
