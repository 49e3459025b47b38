import { INITIAL_RATING, rateGame } from '@holeout/shared/stats/glicko2';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import {
  activeDuel,
  challenge,
  createDuelTestApp,
  getDuel,
  notificationsOf,
  secondInstance,
  submit,
} from '../../test/duel-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { makesRun } from '../../test/session-fixtures.ts';
import { DUEL_SWEEP_JOB } from './duel-sweep.ts';

const clock = new ManualClock('2026-05-01T12:00:00Z');
const { app, ctx, modules, url } = await createDuelTestApp(clock);
const HOUR = 3_600_000;
const sweep = () => modules.duelSweep.run();

let n = 0;
const pair = async () => {
  n++;
  return [await buildPlayer(app, { name: `Ann ${n}` }), await buildPlayer(app, { name: `Bob ${n}` })] as [
    TestPlayer,
    TestPlayer,
  ];
};
const titles = async (p: TestPlayer) => (await notificationsOf(ctx.db, p.id)).map((x) => x.title);

describe('deadlines', () => {
  it('expires an unanswered challenge at expires_at and tells both players once', async () => {
    const [ann, bob] = await pair();
    const duel = await challenge(app, ann, bob, { invitation_expiry_minutes: 1440 });
    clock.advance(24 * HOUR - 1);
    await sweep();
    expect((await getDuel(app, ann, duel.duel_id)).body.status).toBe('pending');
    clock.advance(1);
    const report = await sweep();
    expect(report.settled).toBeGreaterThanOrEqual(1);
    const expired = (await getDuel(app, ann, duel.duel_id)).body;
    expect(expired).toMatchObject({ status: 'expired', completed_at: duel.expires_at, winner_id: null });
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toEqual({
      kind: 'duel_update',
      title: 'Duel expired',
      message: `Your duel challenge to ${bob.name} expired without an answer.`,
      link: `/duels/${duel.duel_id}`,
    });
    expect((await notificationsOf(ctx.db, bob.id)).at(-1)).toMatchObject({
      title: 'Duel expired',
      message: `The duel challenge from ${ann.name} expired.`,
    });
    await sweep();
    expect((await titles(ann)).filter((t) => t === 'Duel expired')).toHaveLength(1);
    expect((await titles(bob)).filter((t) => t === 'Duel expired')).toHaveLength(1);
  });

  it('gives an active duel to its only submitter at the deadline (forfeit), rated', async () => {
    const [ann, bob] = await pair();
    const duel = await activeDuel(app, ann, bob, { invitation_expiry_minutes: 2880 });
    expect((await submit(app, bob, duel.duel_id, makesRun(7))).statusCode).toBe(201);
    // The sweep runs long after the deadline (downtime): the duel still ends at its deadline.
    clock.advance(60 * HOUR);
    await sweep();
    const done = (await getDuel(app, ann, duel.duel_id)).body;
    expect(done).toMatchObject({
      status: 'completed',
      forfeit: true,
      winner_id: bob.id,
      creator_score: null,
      invited_player_score: 7,
      completed_at: duel.expires_at,
    });
    // A forfeit is rated as a win for the submitter (the creator scored 0 here).
    const [annAfter, bobAfter] = rateGame(INITIAL_RATING, INITIAL_RATING, 0);
    expect(done.invited_player_rating?.rating).toBeCloseTo(bobAfter.rating, 9);
    expect(done.creator_rating?.change).toBeCloseTo(annAfter.rating - 1500, 9);
    expect((await notificationsOf(ctx.db, bob.id)).at(-1)).toMatchObject({
      title: 'Duel won by forfeit',
      message: `${ann.name} did not submit a session in time, so you win the duel with 7 makes. Your duel rating is now 1662 (+162).`,
    });
    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toMatchObject({
      title: 'Duel lost by forfeit',
      message: `You did not submit a session in time, so ${bob.name} wins the duel. Your duel rating is now 1338 (−162).`,
    });
  });

  it('expires an active duel nobody submitted to', async () => {
    const [ann, bob] = await pair();
    const duel = await activeDuel(app, ann, bob, { invitation_expiry_minutes: 1440 });
    clock.advance(24 * HOUR);
    await sweep();
    expect((await getDuel(app, ann, duel.duel_id)).body).toMatchObject({ status: 'expired', forfeit: false });
    for (const [me, other] of [
      [ann, bob],
      [bob, ann],
    ]) {
      expect((await notificationsOf(ctx.db, me.id)).at(-1)).toMatchObject({
        title: 'Duel expired',
        message: `Your duel with ${other.name} expired: neither of you submitted a session in time.`,
      });
    }
  });

  it('runs as the duels.sweep job on the queue', async () => {
    const [ann, bob] = await pair();
    const duel = await challenge(app, ann, bob, { invitation_expiry_minutes: 1440 });
    clock.advance(24 * HOUR);
    await ctx.jobs.send(DUEL_SWEEP_JOB, {});
    expect(await ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect((await getDuel(app, ann, duel.duel_id)).body.status).toBe('expired');
  });
});

describe('reminders', () => {
  it('reminds each player still to submit 24 hours and 1 hour before the deadline, once each', async () => {
    const [ann, bob] = await pair();
    const duel = await activeDuel(app, ann, bob, { invitation_expiry_minutes: 4320 });
    clock.advance(47 * HOUR);
    await sweep();
    expect(await titles(ann)).not.toContain('Duel ends in 24 hours');
    clock.advance(HOUR);
    await sweep();
    await sweep();
    const day = (await notificationsOf(ctx.db, ann.id)).filter((x) => x.title === 'Duel ends in 24 hours');
    expect(day).toEqual([
      {
        kind: 'duel_reminder',
        title: 'Duel ends in 24 hours',
        message: `Submit your session to your duel with ${bob.name} within 24 hours.`,
        link: `/duels/${duel.duel_id}`,
      },
    ]);
    expect((await titles(bob)).filter((t) => t === 'Duel ends in 24 hours')).toHaveLength(1);

    expect((await submit(app, bob, duel.duel_id, makesRun(2))).statusCode).toBe(201);
    clock.advance(23 * HOUR);
    await sweep();
    await sweep();
    expect((await notificationsOf(ctx.db, ann.id)).filter((x) => x.title === 'Duel ends in 1 hour')).toEqual([
      {
        kind: 'duel_reminder',
        title: 'Duel ends in 1 hour',
        message: `Submit your session to your duel with ${bob.name} within 1 hour. ${bob.name} has already submitted; without a session from you, they win.`,
        link: `/duels/${duel.duel_id}`,
      },
    ]);
    expect(await titles(bob)).not.toContain('Duel ends in 1 hour');
  });
});

describe('two instances on one database', () => {
  itOnPostgres('sweeping at once on both settles each duel once and notifies each player once', async () => {
    if (!url) throw new Error('needs PostgreSQL');
    // Settle whatever earlier tests left open, so only this test's duels fall due below.
    clock.advance(1_000 * HOUR);
    await sweep();
    const other = await secondInstance(url, clock);
    try {
      await sweepTwice(other);
    } finally {
      await other.close();
    }
  });
});

async function sweepTwice(other: Awaited<ReturnType<typeof secondInstance>>) {
  const players: [TestPlayer, TestPlayer][] = [];
  const ids: number[] = [];
  for (let i = 0; i < 12; i++) {
    const [ann, bob] = await pair();
    players.push([ann, bob]);
    // A mix: unanswered challenges, active duels with one submission, active duels with none.
    if (i % 3 === 0) ids.push((await challenge(app, ann, bob, { invitation_expiry_minutes: 1440 })).duel_id);
    else {
      const d = await activeDuel(app, ann, bob, { invitation_expiry_minutes: 1440 });
      if (i % 3 === 1) await submit(app, ann, d.duel_id, makesRun(3));
      ids.push(d.duel_id);
    }
  }
  clock.advance(25 * HOUR);
  const reports = await Promise.all([
    modules.duelSweep.run(),
    other.modules.duelSweep.run(),
    modules.duelSweep.run(),
    other.modules.duelSweep.run(),
  ]);
  expect(reports.reduce((s, r) => s + r.settled, 0)).toBe(12);
  for (const [i, id] of ids.entries()) {
    const d = (await getDuel(app, players[i][0], id)).body;
    expect(d.status).toBe(i % 3 === 1 ? 'completed' : 'expired');
    for (const p of players[i]) {
      const endings = (await titles(p)).filter((t) => /^Duel (expired|won by forfeit|lost by forfeit)$/.test(t));
      expect(endings, `${p.name} of duel ${id}`).toHaveLength(1);
    }
  }
}
