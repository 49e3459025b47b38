import { LEAGUE_RULE_MESSAGES as RULES } from '@holeout/shared/league-rules';
import type { LeagueDetail } from '@holeout/shared/leagues';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leagueMembers } from '../../db/schema/leagues.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import {
  createLeague,
  createLeagueTestApp,
  getLeague,
  join,
  organiser,
  secondInstance,
  submit,
} from '../../test/league-test-kit.ts';
import { call } from '../../test/module-test-app.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { makesRun } from '../../test/session-fixtures.ts';
import { auditLeague } from './league-audit.ts';

const clock = new ManualClock('2026-08-01T12:00:00Z');
const { app, ctx, modules, url } = await createLeagueTestApp(clock);
const START = '2026-08-01T13:00:00.000Z';

async function memberRows(leagueId: number) {
  return ctx.db.select({ id: leagueMembers.playerId }).from(leagueMembers).where(eq(leagueMembers.leagueId, leagueId));
}

async function resultNotices(playerId: number) {
  return ctx.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), eq(notifications.title, 'Round 1 results')));
}

describe('two joins at the last moment of registering', () => {
  it('admits both exactly once; a moment later the league takes no late joiners', async () => {
    clock.set('2026-08-01T12:00:00Z');
    const org = await organiser(app, ctx.db);
    const [ann, bob, cid] = await Promise.all([buildPlayer(app), buildPlayer(app), buildPlayer(app)]);
    const league = await createLeague(app, org, { start_time: START, settings: { allow_late_joiners: false } });
    const id = league.league.league_id;
    clock.set(new Date(Date.parse(START) - 1));
    const [a, b, again] = await Promise.all([join(app, ann, id), join(app, bob, id), join(app, ann, id)]);
    // Ann's two joins: one admits her, the other finds her a member already.
    expect([a.status, again.status].sort()).toEqual([200, 409]);
    expect(b.status).toBe(200);
    expect((await memberRows(id)).length).toBe(3);
    expect((await getLeague(app, org, id)).body.league.member_count).toBe(3);
    clock.set(START);
    const [late] = await Promise.all([join(app, cid, id), modules.leagueSweep.run()]);
    expect(late).toMatchObject({ status: 409, body: { message: RULES.noLateJoiners } });
    // The sweep skips a league whose row a join holds; the next run starts it.
    await modules.leagueSweep.run();
    expect((await getLeague(app, org, id)).body.league).toMatchObject({ member_count: 3, status: 'active' });
  });

  itOnPostgres('keeps the member count exact under joins from two instances at once', async () => {
    clock.set('2026-08-01T12:00:00Z');
    const other = await secondInstance(url as string, clock);
    try {
      const org = await organiser(app, ctx.db);
      const league = await createLeague(app, org, { start_time: START });
      const id = league.league.league_id;
      const players = await Promise.all(Array.from({ length: 12 }, () => buildPlayer(app)));
      clock.set(new Date(Date.parse(START) - 1));
      const results = await Promise.all(
        players.flatMap((p, i) => [join(i % 2 ? app : other.app, p, id), join(i % 2 ? other.app : app, p, id)]),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(12);
      expect(results.filter((r) => r.status === 409)).toHaveLength(12);
      expect((await memberRows(id)).length).toBe(13);
      expect((await getLeague(app, org, id)).body.league.member_count).toBe(13);
    } finally {
      await other.close();
    }
  });
});

describe('a catch-up upload while the round-close job runs', () => {
  /** A league whose round 1 has just ended: Ann and Bob played it, Cid catches up. */
  async function endedRound() {
    clock.set('2026-08-02T12:00:00Z');
    const org = await organiser(app, ctx.db, 'Racer Org');
    const players = await Promise.all(['Ann', 'Bob', 'Cid'].map((name) => buildPlayer(app, { name })));
    const league = await createLeague(app, org, {
      start_time: '2026-08-02T12:30:00Z',
      settings: { num_rounds: 2, round_duration_hours: 1 },
    });
    const id = league.league.league_id;
    for (const p of players) await join(app, p, id);
    clock.set('2026-08-02T12:31:00Z');
    await modules.leagueSweep.run();
    const r1 = league.rounds[0].round_id;
    await submit(app, players[0], r1, makesRun(8));
    await submit(app, players[1], r1, makesRun(6));
    clock.set('2026-08-02T13:30:30Z');
    return { id, r1, org, players: players as [TestPlayer, TestPlayer, TestPlayer] };
  }

  const expected = { Cid: 4, Ann: 3, Bob: 2 };
  const pointsOf = (d: LeagueDetail) =>
    Object.fromEntries(d.rounds[0].submissions.map((s) => [s.player_name, s.points_awarded]));

  it('computes the points once and correctly, whichever lands first', async () => {
    for (let i = 0; i < 3; i++) {
      const { id, r1, org, players } = await endedRound();
      const [upload] = await Promise.all([submit(app, players[2], r1, makesRun(10)), modules.leagueSweep.run()]);
      expect(upload.statusCode).toBe(201);
      // A sweep that found the league locked by the upload skipped it; the next minute's closes it.
      await modules.leagueSweep.run();
      const d = (await getLeague(app, org, id)).body;
      expect(d.rounds[0]).toMatchObject({ status: 'completed', participants_at_close: 4 });
      expect(pointsOf(d)).toEqual(expected);
      // Results went out once, whatever the order.
      for (const p of players) expect(await resultNotices(p.id)).toHaveLength(1);
      expect(await auditLeague(ctx.db, id)).toEqual([]);
    }
  });

  itOnPostgres('computes the points once with the close on another instance', async () => {
    const other = await secondInstance(url as string, clock);
    try {
      for (let i = 0; i < 3; i++) {
        const { id, r1, org, players } = await endedRound();
        const [upload] = await Promise.all([
          submit(app, players[2], r1, makesRun(10)),
          other.modules.leagueSweep.run(),
          modules.leagueSweep.run(),
        ]);
        expect(upload.statusCode).toBe(201);
        await modules.leagueSweep.run();
        const d = (await getLeague(app, org, id)).body;
        expect(pointsOf(d)).toEqual(expected);
        for (const p of players) expect(await resultNotices(p.id)).toHaveLength(1);
        expect(await auditLeague(ctx.db, id)).toEqual([]);
      }
    } finally {
      await other.close();
    }
  });

  it('answers the same when the close ran first and the catch-up recomputes', async () => {
    const { id, r1, org, players } = await endedRound();
    await modules.leagueSweep.run();
    expect(pointsOf((await getLeague(app, org, id)).body)).toEqual({ Ann: 4, Bob: 3 });
    await submit(app, players[2], r1, makesRun(10));
    expect(pointsOf((await getLeague(app, org, id)).body)).toEqual(expected);
    expect(await call(app, org, 'GET', `/api/leagues/${id}/standings.csv`)).toMatchObject({ status: 200 });
  });
});
