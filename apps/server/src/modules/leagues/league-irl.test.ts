import { LEAGUE_RULE_MESSAGES as RULES } from '@holeout/shared/league-rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer } from '../../test/factories.ts';
import { createLeague, createLeagueTestApp, getLeague, join, organiser, submit } from '../../test/league-test-kit.ts';
import { call, notificationsOf } from '../../test/module-test-app.ts';
import { careerRowOf, countSessions, getJson, makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { IRL_NEEDS_ROUND } from '../competitions/competitions.service.ts';
import { auditLeague } from './league-audit.ts';
import { LEAGUE_SUBMISSION_TEXT as T } from './league-submissions.ts';

const clock = new ManualClock('2026-07-04T09:00:00Z');
const { app, ctx, modules } = await createLeagueTestApp(clock);

describe('an in-person tournament run from one organiser account', async () => {
  const org = await organiser(app, ctx.db, 'Club Desk');
  const guest = await buildPlayer(app, { name: 'Guest' });
  const created = await createLeague(app, org, {
    name: 'Club Night',
    settings: {
      is_irl: true,
      num_players: 3,
      player_names: ['Ann', 'Bea', 'Cy'],
      num_rounds: 2,
      round_duration_hours: 1,
    },
  });
  const id = created.league.league_id;

  it('waits in setup for the organiser, takes no members and no sessions', async () => {
    expect(created.league.status).toBe('setup');
    expect(await join(app, guest, id)).toMatchObject({ status: 409, body: { message: RULES.irlNoMembers } });
    expect(await call(app, org, 'POST', `/api/leagues/${id}/invite`, { invited_player_id: guest.id })).toMatchObject({
      status: 409,
      body: { message: RULES.irlNoMembers },
    });
    const res = await submit(app, org, created.rounds[0].round_id, makesRun(5), { irl_player: 'Ann' });
    expect(res.json().message).toBe(RULES.notStarted);
  });

  it("records each named player's session for the league only", async () => {
    const started = await call<{ rounds: { round_id: number; status: string }[] }>(
      app,
      org,
      'POST',
      `/api/leagues/${id}/start`,
    );
    expect(started.status).toBe(200);
    const r1 = started.body.rounds[0].round_id;
    const ann = await submit(app, org, r1, makesRun(9), { irl_player: 'ann' });
    expect(ann.statusCode).toBe(201);
    expect(ann.json().session).toMatchObject({ session_number: null, irl_player: 'ann' });
    expect(ann.json().session.competition).toEqual({ type: 'league', league_name: 'Club Night', round_number: 1 });
    expect((await submit(app, org, r1, makesRun(4), { irl_player: 'Bea' })).statusCode).toBe(201);

    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, number, string][] = [
      [submit(app, org, r1, makesRun(9), { irl_player: 'ANN' }), 409, T.irlAlreadySubmitted('Ann')],
      [submit(app, org, r1, makesRun(9), { irl_player: 'Zed' }), 422, T.unknownIrlPlayer('Zed')],
      [submit(app, org, r1, makesRun(9)), 422, T.irlNameNeeded],
      [submit(app, guest, r1, makesRun(9), { irl_player: 'Cy' }), 403, T.irlOrganiserOnly],
      [upload(app, org, sessionBody(makesRun(3), { irl_player: 'Cy' })), 400, IRL_NEEDS_ROUND],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // Nothing of it reaches the organiser's own history or career.
    expect(await careerRowOf(ctx.db, org.id)).toMatchObject({ totalSessions: 0, sumMakes: 0 });
    const history = await getJson<{ sessions: unknown[] }>(app, org, `/api/player/${org.id}/sessions`);
    expect(history.body.sessions).toEqual([]);
    expect(await countSessions(ctx.db, org.id)).toBe(2);
    const waiting = await getJson<{ league_rounds: { league_round_id: number }[] }>(
      app,
      org,
      '/api/active-competitions',
    );
    expect(waiting.body.league_rounds.map((r) => r.league_round_id)).toEqual([r1]);
  });

  it('ranks the named players at the close and tells the organiser', async () => {
    clock.set('2026-07-04T10:00:30Z');
    await modules.leagueSweep.run();
    const d = (await getLeague(app, org, id)).body;
    expect(d.rounds[0].submissions.map((s) => [s.player_id, s.player_name, s.irl_player, s.points_awarded])).toEqual([
      [null, 'Ann', 'Ann', 3],
      [null, 'Bea', 'Bea', 2],
    ]);
    expect(d.standings.map((s) => [s.rank, s.player_id, s.player_name, s.points])).toEqual([
      [1, null, 'Ann', 3],
      [2, null, 'Bea', 2],
      [3, null, 'Cy', 0],
    ]);
    expect((await notificationsOf(ctx.db, org.id)).slice(-2)).toEqual([
      expect.objectContaining({
        title: 'Round 1 results',
        message: 'Round 1 of "Club Night": 1st Ann (3 points), 2nd Bea (2 points).',
      }),
      expect.objectContaining({ title: 'Round 2 is open' }),
    ]);
    const board = await call<{ leaderboard: unknown[] }>(
      app,
      org,
      'GET',
      `/api/leaderboards-v2?metric=total_makes&context_type=leagues&context_id=${id}`,
    );
    expect(board.body.leaderboard).toEqual([
      { rank: 1, player_id: null, player_name: 'Ann', irl_player: 'Ann', value: 9, capture_source: null },
      { rank: 2, player_id: null, player_name: 'Bea', irl_player: 'Bea', value: 4, capture_source: null },
    ]);
  });

  it('completes with a champion by name and no certificate for anyone', async () => {
    const r2 = (await getLeague(app, org, id)).body.rounds[1].round_id;
    expect((await submit(app, org, r2, makesRun(7), { irl_player: 'Cy' })).statusCode).toBe(201);
    clock.set('2026-07-04T11:01:00Z');
    await modules.leagueSweep.run();
    const d = (await getLeague(app, org, id)).body;
    expect(d.league.status).toBe('completed');
    expect(d.standings.map((s) => [s.rank, s.player_name, s.points])).toEqual([
      [1, 'Ann', 3],
      [1, 'Cy', 3],
      [3, 'Bea', 2],
    ]);
    expect((await notificationsOf(ctx.db, org.id)).at(-1)?.message).toBe(
      '"Club Night" is complete. Champion: Ann and Cy.',
    );
    expect(await ctx.db.select().from(certificates).where(eq(certificates.achievementValue, id))).toEqual([]);
    expect(await auditLeague(ctx.db, id)).toEqual([]);
  });
});
