/**
 * Conformance, spec 02 §7 "Leagues" and the leaderboard of a league (`context_type=leagues`):
 * every call sent as a client written to the spec sends it, on a manual clock (2026-11-20 12:00
 * UTC). The table of calls is in README.md beside this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer, type TestPlayer } from '../factories.ts';
import { makesRun, sessionBody, upload } from '../session-fixtures.ts';
import { createTestApp } from '../test-app.ts';
import { type SpecClient, specClient } from './spec-client.ts';

const clock = new ManualClock('2026-11-20T12:00:00Z');
const { app, ctx } = await createTestApp({}, { clock });

let creator: TestPlayer;
let member: TestPlayer;
let guest: TestPlayer;
let asCreator: SpecClient;
let asMember: SpecClient;
let asGuest: SpecClient;

beforeAll(async () => {
  creator = await buildPlayer(app, { tier: 'regular', db: ctx.db, name: 'League Creator' });
  member = await buildPlayer(app, { name: 'League Member' });
  guest = await buildPlayer(app, { name: 'League Guest' });
  asCreator = specClient(app, creator.token);
  asMember = specClient(app, member.token);
  asGuest = specClient(app, guest.token);
});

/** The Create League modal's payload (spec 02 §7): the creator, the texts, privacy, start and settings. */
function createBody(overrides: Record<string, unknown> = {}) {
  return {
    creator_id: creator.id,
    name: 'Spec League',
    description: 'Created as the spec client creates it',
    privacy_type: 'public',
    // The modal's default: one hour from now.
    start_time: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    settings: {
      num_rounds: 2,
      round_duration_hours: 24,
      competition_mode: 'time_limit',
      time_limit_minutes: 2,
      putting_distance_feet: 7,
      allow_player_invites: true,
      allow_late_joiners: true,
      allow_catch_up_submissions: true,
      is_irl: false,
    },
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await asCreator.post('/leagues', createBody(overrides));
  expect(res.status).toBe(201);
  return res.data.league.league_id;
}

describe('spec 02 §7 leagues', () => {
  it('POST /leagues {creator_id, name, description, privacy_type, start_time, settings} creates the league', async () => {
    const res = await asCreator.post('/leagues', createBody());
    expect(res.status).toBe(201);
    expect(res.data.league).toMatchObject({
      league_id: expect.any(Number),
      name: 'Spec League',
      privacy_type: 'public',
      creator_id: creator.id,
    });
    expect(res.data.league.settings).toMatchObject({ num_rounds: 2, round_duration_hours: 24, time_limit_minutes: 2 });
  });

  it('POST /leagues with a monthly schedule sent as hours (spec 02 §9: "converted to hours") keeps monthly rounds', async () => {
    for (const hours of [744, 672]) {
      const res = await asCreator.post(
        '/leagues',
        createBody({ settings: { ...createBody().settings, round_duration_hours: hours } }),
      );
      expect(res.status).toBe(201);
      expect(res.data.league.settings.round_duration_hours).toBe('monthly');
    }
    const odd = await asCreator.post(
      '/leagues',
      createBody({ settings: { ...createBody().settings, round_duration_hours: 700 } }),
    );
    expect(odd.status).toBe(400);
  });

  it("POST /leagues with a datetime-local start_time (no offset) reads it in the creator's timezone (issue 21 #3, decision 043)", async () => {
    expect((await asCreator.put(`/player/${creator.id}`, { timezone: 'Europe/Oslo' })).status).toBe(200);
    for (const [sent, instant] of [
      ['2026-12-01T10:00', '2026-12-01T09:00:00.000Z'],
      ['2026-12-02T10:00:30', '2026-12-02T09:00:30.000Z'],
    ]) {
      const res = await asCreator.post('/leagues', createBody({ start_time: sent }));
      expect(res.status).toBe(201);
      expect(new Date(res.data.league.start_time).toISOString()).toBe(instant);
    }
  });

  it('GET /leagues?player_id= answers {my_leagues, public_leagues, pending_invites}', async () => {
    const id = await create({ name: 'Listed League' });
    const mine = await asCreator.get('/leagues', { player_id: creator.id });
    expect(mine.status).toBe(200);
    expect(mine.data.my_leagues.map((l: { league_id: number }) => l.league_id)).toContain(id);
    expect(Array.isArray(mine.data.public_leagues)).toBe(true);
    expect(Array.isArray(mine.data.pending_invites)).toBe(true);
    const theirs = await asGuest.get('/leagues', { player_id: guest.id });
    expect(theirs.data.public_leagues.map((l: { league_id: number }) => l.league_id)).toContain(id);
  });

  it('GET /leagues/{id}?player_id= answers {success, league, members, rounds} with the settings', async () => {
    const id = await create();
    const res = await asCreator.get(`/leagues/${id}`, { player_id: creator.id });
    expect(res.status).toBe(200);
    expect(res.data.success).toBe(true);
    expect(res.data.league).toMatchObject({ league_id: id, settings: expect.any(Object) });
    expect(res.data.members).toEqual([expect.objectContaining({ player_id: creator.id, name: 'League Creator' })]);
    expect(res.data.rounds).toHaveLength(2);
    expect(res.data.rounds[0]).toMatchObject({
      round_id: expect.any(Number),
      round_number: 1,
      status: expect.any(String),
      start_time: expect.any(String),
      end_time: expect.any(String),
    });
  });

  it('POST /leagues/{id}/join {player_id} answers a message', async () => {
    const id = await create();
    const res = await asMember.post(`/leagues/${id}/join`, { player_id: member.id });
    expect(res.status).toBe(200);
    expect(typeof res.data.message).toBe('string');
  });

  it('POST /leagues/{id}/invite {league_id, league_invited_player_id, league_inviter_id}, then POST /leagues/invites/{id}/respond {player_id, action}', async () => {
    const id = await create({ privacy_type: 'private' });
    const invite = await asCreator.post(`/leagues/${id}/invite`, {
      league_id: id,
      league_invited_player_id: guest.id,
      league_inviter_id: creator.id,
    });
    expect(invite.status).toBe(200);
    expect(typeof invite.data.message).toBe('string');

    const list = await asGuest.get('/leagues', { player_id: guest.id });
    const pending = list.data.pending_invites.find((i: { league_id: number }) => i.league_id === id);
    expect(pending).toMatchObject({ league_invited_player_id: guest.id, league_inviter_id: creator.id });
    const answer = await asGuest.post(`/leagues/invites/${pending.invite_id}/respond`, {
      player_id: guest.id,
      action: 'accept',
    });
    expect(answer.status).toBe(200);
    const detail = await asGuest.get(`/leagues/${id}`, { player_id: guest.id });
    expect(detail.data.members.map((m: { player_id: number }) => m.player_id)).toContain(guest.id);
  });

  it('PUT /leagues/{id}/settings {editor_id, settings} edits the league', async () => {
    const id = await create();
    const res = await asCreator.put(`/leagues/${id}/settings`, {
      editor_id: creator.id,
      settings: { num_rounds: 3, round_duration_hours: 48 },
    });
    expect(res.status).toBe(200);
    const detail = await asCreator.get(`/leagues/${id}`, { player_id: creator.id });
    expect(detail.data.league.settings).toMatchObject({ num_rounds: 3, round_duration_hours: 48 });
  });

  it('a created league is in setup, takes members and starts from the Edit League modal: POST /leagues/{id}/start, bodyless (issue 21 #1, #4, decision 043)', async () => {
    const id = await create();
    const created = await asCreator.get(`/leagues/${id}`, { player_id: creator.id });
    // The spec's Edit League modal offers Start League only in setup (spec 02 §2, §4).
    expect(created.data.league.status).toBe('setup');
    expect((await asMember.post(`/leagues/${id}/join`, { player_id: member.id })).status).toBe(200);
    const res = await asCreator.post(`/leagues/${id}/start`);
    expect(res.status).toBe(200);
    const started = await asCreator.get(`/leagues/${id}`, { player_id: creator.id });
    expect(started.data.league.status).toBe('active');
  });

  it('DELETE /leagues/{id} {action: leave} and {action: delete}', async () => {
    const id = await create();
    await asMember.post(`/leagues/${id}/join`, { player_id: member.id });
    const left = await asMember.delete(`/leagues/${id}`, { action: 'leave' });
    expect(left.status).toBe(200);
    expect(typeof left.data.message).toBe('string');
    const deleted = await asCreator.delete(`/leagues/${id}`, { action: 'delete' });
    expect(deleted.status).toBe(200);
    // Gone: the generic caller reads the 404 as empty.
    const after = await asCreator.get(`/leagues/${id}`, { player_id: creator.id });
    expect(after.status).toBe(404);
    expect(after.data).toBeNull();
  });

  it('identity ids that are not the token’s player are refused with 403 (DESIGN §1, decision 028)', async () => {
    const organiser = await buildPlayer(app, { tier: 'regular', db: ctx.db });
    const forged = await specClient(app, organiser.token).post('/leagues', createBody());
    expect(forged.status).toBe(403);
    const id = await create();
    expect((await asGuest.post(`/leagues/${id}/join`, { player_id: member.id })).status).toBe(403);
    const edit = await asCreator.put(`/leagues/${id}/settings`, { editor_id: member.id, settings: {} });
    expect(edit.status).toBe(403);
  });

  it('GET /leaderboards-v2?context_type=leagues&context_id= answers the league board', async () => {
    const id = await create({ start_time: undefined });
    await asMember.post(`/leagues/${id}/join`, { player_id: member.id });
    // A JSON body, so that this case does not depend on the bodyless start tested above.
    expect((await asCreator.post(`/leagues/${id}/start`, {})).status).toBe(200);
    const detail = await asCreator.get(`/leagues/${id}`, { player_id: creator.id });
    const roundId = detail.data.rounds[0].round_id;
    const submitted = await upload(app, member, sessionBody(makesRun(12), { league_round_id: roundId }));
    expect(submitted.statusCode).toBe(201);

    for (const metric of ['total_makes', 'best_streak', 'makes_per_minute', 'fastest_21_makes_seconds']) {
      const res = await asCreator.get('/leaderboards-v2', { metric, context_type: 'leagues', context_id: id });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.data.leaderboard)).toBe(true);
    }
    const makes = await asCreator.get('/leaderboards-v2', {
      metric: 'total_makes',
      context_type: 'leagues',
      context_id: id,
    });
    expect(makes.data.leaderboard).toEqual([
      expect.objectContaining({ player_id: member.id, player_name: 'League Member', value: 12 }),
    ]);
  });
});
