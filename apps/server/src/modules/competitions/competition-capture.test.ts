/**
 * Competitions played from the phone (issue 20, decision 039): the capture source each submission
 * carries, competitions that require tracked sessions, the codes of every refusal the recorder
 * reacts to, a session sent twice, and a refused session kept as practice.
 */
import { TRACKED_SESSION_REQUIRED } from '@holeout/shared/competitions';
import { DUEL_MESSAGES } from '@holeout/shared/duel-rules';
import type { Duel } from '@holeout/shared/duels';
import { LEAGUE_RULE_MESSAGES as RULES } from '@holeout/shared/league-rules';
import type { LeagueDetail } from '@holeout/shared/leagues';
import type { SessionSummary } from '@holeout/shared/sessions';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { activeDuel, getDuel } from '../../test/duel-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createLeague, createLeagueTestApp, getLeague, join, organiser } from '../../test/league-test-kit.ts';
import { call } from '../../test/module-test-app.ts';
import {
  careerRowOf,
  countSessions,
  getJson,
  makesRun,
  sessionBody,
  type UploadPath,
  upload,
} from '../../test/session-fixtures.ts';
import { LEAGUE_SUBMISSION_TEXT as T } from '../leagues/league-submissions.ts';

const clock = new ManualClock('2026-06-01T08:00:00Z');
const { app, ctx, modules } = await createLeagueTestApp(clock);
const PHONE: UploadPath = '/api/sessions/phone';
const CAMERA: UploadPath = '/api/sessions/camera';

type Json = Record<string, unknown>;
const send = (player: TestPlayer, body: Json, path: UploadPath) => upload(app, player, body, path);
const refusal = (res: { statusCode: number; json(): Json }) => {
  const { code, message } = res.json();
  return { status: res.statusCode, code, message };
};

/** Nothing of a refused session reached the player: no row, an empty history and career. */
async function expectNothingStored(player: TestPlayer) {
  expect(await countSessions(ctx.db, player.id)).toBe(0);
  const history = await getJson<{ sessions: unknown[] }>(app, player, `/api/player/${player.id}/sessions`);
  expect(history.body.sessions).toEqual([]);
  expect((await careerRowOf(ctx.db, player.id))?.totalSessions ?? 0).toBe(0);
}

describe('a duel that requires tracked sessions', async () => {
  const [ann, bob] = [await buildPlayer(app, { name: 'Ann' }), await buildPlayer(app, { name: 'Bob' })];

  it('takes any source by default and says so', async () => {
    const duel = await activeDuel(app, ann, bob);
    expect(duel.require_tracked_sessions).toBe(false);
    expect([duel.creator_capture_source, duel.invited_player_capture_source]).toEqual([null, null]);
  });

  it('refuses a hand-tapped session with 422 and its code, storing nothing; a camera and a desktop one count', async () => {
    const duel = await activeDuel(app, ann, bob, { require_tracked_sessions: true });
    expect(duel.require_tracked_sessions).toBe(true);
    const awaiting = await getJson<{ duels: Json[] }>(app, ann, '/api/active-competitions');
    expect(awaiting.body.duels.find((d) => d.duel_id === duel.duel_id)).toMatchObject({
      require_tracked_sessions: true,
    });

    const tapped = sessionBody(makesRun(6), { duel_id: duel.duel_id });
    expect(refusal(await send(ann, tapped, PHONE))).toEqual({
      status: 422,
      code: 'tracked_session_required',
      message: TRACKED_SESSION_REQUIRED,
    });
    await expectNothingStored(ann);
    expect((await getDuel(app, ann, duel.duel_id)).body).toMatchObject({ status: 'active', creator_score: null });

    // The recorder keeps it as practice: the same id again, without the duel.
    const { duel_id: _drop, ...practice } = tapped;
    const kept = await send(ann, practice, PHONE);
    expect([kept.statusCode, kept.json().session.competition, kept.json().session.capture_source]).toEqual([
      201,
      null,
      'phone',
    ]);

    const byCamera = await send(ann, sessionBody(makesRun(5), { duel_id: duel.duel_id }), CAMERA);
    expect(byCamera.statusCode).toBe(201);
    const byDesktop = await upload(app, bob, sessionBody(makesRun(3), { duel_id: duel.duel_id }));
    expect(byDesktop.statusCode).toBe(201);
    const done = (await getDuel(app, bob, duel.duel_id)).body;
    expect(done).toMatchObject({
      status: 'completed',
      winner_id: ann.id,
      creator_capture_source: 'camera',
      invited_player_capture_source: 'desktop',
    });
  });
});

describe('a duel played on the phone', async () => {
  const [cat, dan, eve] = await Promise.all(['Cat', 'Dan', 'Eve'].map((name) => buildPlayer(app, { name })));

  it('counts a session sent twice once, and shows its source beside the score', async () => {
    const duel = await activeDuel(app, cat, dan);
    const body = sessionBody(makesRun(4), { duel_id: duel.duel_id });
    const first = await send(cat, body, PHONE);
    const again = await send(cat, body, PHONE);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().session).toMatchObject({ session_id: body.session_id, capture_source: 'phone' });
    expect(await countSessions(ctx.db, cat.id)).toBe(1);
    expect((await careerRowOf(ctx.db, cat.id))?.totalSessions).toBe(1);
    const d = (await getDuel(app, dan, duel.duel_id)).body;
    expect(d).toMatchObject({ creator_score: 4, creator_capture_source: 'phone', invited_player_capture_source: null });
  });

  it('gives every refusal a code beside the unchanged message', async () => {
    const duel = await activeDuel(app, eve, dan, { putting_distance_feet: 7 });
    const to = (extra: Json = {}) => sessionBody(makesRun(2), { duel_id: duel.duel_id, ...extra });
    expect(refusal(await send(eve, to({ putting_distance_feet: 8 }), PHONE))).toMatchObject({
      status: 422,
      code: 'rules_mismatch',
    });
    expect(refusal(await send(cat, to(), PHONE))).toEqual({
      status: 403,
      code: 'not_a_participant',
      message: DUEL_MESSAGES.notAPlayer,
    });
    expect(refusal(await send(eve, sessionBody(makesRun(2), { duel_id: 999_999 }), PHONE))).toEqual({
      status: 422,
      code: 'competition_not_found',
      message: 'Duel not found.',
    });
    expect((await send(eve, to(), PHONE)).statusCode).toBe(201);
    expect(refusal(await send(eve, to(), PHONE))).toEqual({
      status: 409,
      code: 'already_submitted',
      message: DUEL_MESSAGES.alreadySubmitted,
    });
    const pending = (await call<{ duel: Duel }>(app, eve, 'POST', '/api/duels', { invited_player_id: cat.id })).body
      .duel;
    expect(refusal(await send(eve, sessionBody(makesRun(2), { duel_id: pending.duel_id }), PHONE))).toEqual({
      status: 409,
      code: 'competition_not_open',
      message: DUEL_MESSAGES.notAccepted,
    });
  });

  it('keeps a session refused because the duel closed meanwhile as practice, sent again without the duel', async () => {
    const late = await buildPlayer(app, { name: 'Late' });
    const duel = await activeDuel(app, late, cat);
    clock.set(new Date(Date.parse(duel.expires_at) + 60_000));
    const queued = sessionBody(makesRun(7), { duel_id: duel.duel_id });
    expect(refusal(await send(late, queued, PHONE))).toEqual({
      status: 409,
      code: 'competition_closed',
      message: DUEL_MESSAGES.expired,
    });
    await expectNothingStored(late);
    const { duel_id: _drop, ...practice } = queued;
    const kept = await send(late, practice, PHONE);
    expect(kept.statusCode).toBe(201);
    expect(kept.json().session).toMatchObject({ session_id: queued.session_id, competition: null, makes: 7 });
    const history = await getJson<{ sessions: SessionSummary[] }>(app, late, `/api/player/${late.id}/sessions`);
    expect(history.body.sessions.map((s) => [s.session_id, s.capture_source])).toEqual([[queued.session_id, 'phone']]);
  });
});

// Setup runs when the file is collected (clock at its start); the tests move the clock forward only.
describe('a league that requires tracked sessions', async () => {
  const org = await organiser(app, ctx.db, 'Olga');
  const [fay, gus] = [await buildPlayer(app, { name: 'Fay' }), await buildPlayer(app, { name: 'Gus' })];
  const created = await createLeague(app, org, {
    name: 'Tracked Cup',
    start_time: '2026-06-10T09:00:00Z',
    settings: { num_rounds: 2, round_duration_hours: 2, require_tracked_sessions: true },
  });
  const id = created.league.league_id;
  const [r1] = created.rounds.map((r) => r.round_id);
  for (const p of [fay, gus]) expect((await join(app, p, id)).status).toBe(200);

  it('keeps the setting on create and on edit, false by default', async () => {
    expect(created.league.settings.require_tracked_sessions).toBe(true);
    const plain = await createLeague(app, org, { name: 'Any Source' });
    expect(plain.league.settings.require_tracked_sessions).toBe(false);
    const edited = await call<LeagueDetail>(app, org, 'PUT', `/api/leagues/${plain.league.league_id}/settings`, {
      settings: { require_tracked_sessions: true },
    });
    expect([edited.status, edited.body.league.settings.require_tracked_sessions]).toEqual([200, true]);
    const off = await call<LeagueDetail>(app, org, 'PUT', `/api/leagues/${plain.league.league_id}/settings`, {
      settings: { require_tracked_sessions: false },
    });
    expect(off.body.league.settings.require_tracked_sessions).toBe(false);
  });

  it('refuses a hand-tapped session with 422 and stores nothing, not even as practice', async () => {
    clock.set('2026-06-10T09:00:30Z');
    await modules.leagueSweep.run();
    const awaiting = await getJson<{ league_rounds: Json[] }>(app, fay, '/api/active-competitions');
    expect(awaiting.body.league_rounds).toEqual([
      expect.objectContaining({ league_round_id: r1, require_tracked_sessions: true }),
    ]);
    const res = await send(fay, sessionBody(makesRun(8), { league_round_id: r1 }), PHONE);
    expect(refusal(res)).toEqual({ status: 422, code: 'tracked_session_required', message: TRACKED_SESSION_REQUIRED });
    await expectNothingStored(fay);
    expect((await getLeague(app, fay, id)).body.rounds[0].submissions).toEqual([]);
  });

  it('takes a camera or desktop session and shows each source in the round and on the boards', async () => {
    expect((await send(fay, sessionBody(makesRun(8), { league_round_id: r1 }), CAMERA)).statusCode).toBe(201);
    expect((await upload(app, gus, sessionBody(makesRun(5), { league_round_id: r1 }))).statusCode).toBe(201);
    const round = (await getLeague(app, org, id)).body.rounds[0];
    expect(round.submissions.map((s) => [s.player_name, s.capture_source])).toEqual([
      ['Fay', 'camera'],
      ['Gus', 'desktop'],
    ]);
    const board = async (metric: string) =>
      (
        await call<{ leaderboard: Json[] }>(
          app,
          org,
          'GET',
          `/api/leaderboards-v2?metric=${metric}&context_type=leagues&context_id=${id}`,
        )
      ).body.leaderboard.map((e) => [e.player_name, e.value, e.capture_source]);
    expect(await board('best_streak')).toEqual([
      ['Fay', 8, 'camera'],
      ['Gus', 5, 'desktop'],
    ]);
    expect(await board('total_makes')).toEqual([
      ['Fay', 8, null],
      ['Gus', 5, null],
    ]);
    // Career boards: the source of the session holding each player's best.
    const custom = await call<{ leaderboard: Json[] }>(
      app,
      fay,
      'GET',
      `/api/leaderboards-v2?metric=best_streak&context_type=custom&player_ids=${fay.id},${gus.id}`,
    );
    expect(custom.body.leaderboard.map((e) => [e.player_name, e.capture_source])).toEqual([
      ['Fay', 'camera'],
      ['Gus', 'desktop'],
    ]);
    expect(refusal(await send(fay, sessionBody(makesRun(2), { league_round_id: r1 }), CAMERA))).toEqual({
      status: 409,
      code: 'already_submitted',
      message: T.alreadySubmitted,
    });
  });

  it('keeps a session refused because the round closed as practice, sent again without the round', async () => {
    // Catch-up is on by default: round 1 takes sessions until the season is over, at 13:00.
    clock.set('2026-06-10T11:00:30Z');
    await modules.leagueSweep.run();
    clock.set('2026-06-10T13:00:30Z');
    await modules.leagueSweep.run();
    const queued = sessionBody(makesRun(3), { league_round_id: r1 });
    const res = await send(gus, queued, CAMERA);
    expect(refusal(res)).toEqual({ status: 409, code: 'competition_closed', message: RULES.roundClosed(1) });
    const { league_round_id: _drop, ...practice } = queued;
    const kept = await send(gus, practice, CAMERA);
    expect([kept.statusCode, kept.json().session.competition]).toEqual([201, null]);
  });
});

describe('an in-person round recorded by the organiser on the phone', async () => {
  const org = await organiser(app, ctx.db, 'Desk');
  const guest = await buildPlayer(app, { name: 'Guest' });
  const created = await createLeague(app, org, {
    name: 'Club Night',
    settings: { is_irl: true, num_players: 2, player_names: ['Ann', 'Bea'], num_rounds: 2, round_duration_hours: 1 },
  });
  const id = created.league.league_id;

  it("takes each participant's session through the phone path, with the organiser's rules", async () => {
    const started = await call<LeagueDetail>(app, org, 'POST', `/api/leagues/${id}/start`);
    expect(started.status).toBe(200);
    const r1 = started.body.rounds[0].round_id;
    const ann = await send(org, sessionBody(makesRun(6), { league_round_id: r1, irl_player: 'Ann' }), PHONE);
    expect(ann.statusCode).toBe(201);
    expect(ann.json().session).toMatchObject({ irl_player: 'Ann', session_number: null, capture_source: 'phone' });
    expect(
      (await send(org, sessionBody(makesRun(2), { league_round_id: r1, irl_player: 'Bea' }), PHONE)).statusCode,
    ).toBe(201);
    const refusals = [
      [
        await send(org, sessionBody(makesRun(1), { league_round_id: r1, irl_player: 'ann' }), PHONE),
        409,
        'already_submitted',
      ],
      [
        await send(guest, sessionBody(makesRun(1), { league_round_id: r1, irl_player: 'Bea' }), PHONE),
        403,
        'not_a_participant',
      ],
      [
        await send(org, sessionBody(makesRun(1), { league_round_id: r1, irl_player: 'Zed' }), PHONE),
        422,
        'invalid_entrant',
      ],
      [await send(org, sessionBody(makesRun(1), { league_round_id: r1 }), PHONE), 422, 'invalid_entrant'],
    ] as const;
    for (const [res, status, code] of refusals) expect(refusal(res)).toMatchObject({ status, code });
    const round = (await getLeague(app, org, id)).body.rounds[0];
    expect(round.submissions.map((s) => [s.irl_player, s.score, s.capture_source])).toEqual([
      ['Ann', 6, 'phone'],
      ['Bea', 2, 'phone'],
    ]);
    // IRL sessions stay out of the organiser's own history and career.
    expect((await careerRowOf(ctx.db, org.id))?.totalSessions ?? 0).toBe(0);
  });
});
