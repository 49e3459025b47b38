import { randomUUID } from 'node:crypto';
import { DUEL_MESSAGES, wrongDistance } from '@holeout/shared/duel-rules';
import type { Duel } from '@holeout/shared/duels';
import type { CompareResponse } from '@holeout/shared/players';
import type { Putt } from '@holeout/shared/putt-log';
import { INITIAL_RATING, rateGame } from '@holeout/shared/stats/glicko2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { ManualClock } from '../../lib/clock.ts';
import {
  activeDuel,
  call,
  challenge,
  createDuelTestApp,
  getDuel,
  notificationsOf,
  submit,
} from '../../test/duel-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { countSessions, getJson, makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { DUEL_NOT_FOUND_FOR_UPLOAD } from './duel-submissions.ts';

const clock = new ManualClock('2026-05-01T12:00:00Z');
const { app, ctx } = await createDuelTestApp(clock);
const HOUR = 3_600_000;

const miss = (t: number): Putt => ({ t, result: 'MISS', miss: 'RETURN' });
const storedHash = async (sessionId: string) => {
  const [row] = await ctx.db
    .select({ sha: sessions.puttLogSha256 })
    .from(sessions)
    .where(eq(sessions.sessionId, sessionId));
  return row?.sha;
};
const pair = async (a: string, b: string) =>
  [await buildPlayer(app, { name: a }), await buildPlayer(app, { name: b })] as [TestPlayer, TestPlayer];

describe('a duel played through uploads', () => {
  it('scores both sessions from their logs, completes with the winner, ratings and hashes', async () => {
    const [ann, bob] = await pair('Ann Ace', 'Bob Bogey');
    const duel = await activeDuel(app, ann, bob, { time_limit_minutes: 2 });

    // Ann: 6 makes, the last exactly on the buzzer (t = 120), one after it that does not count.
    const annLog = [
      ...makesRun(5, 10, 10),
      { t: 120, result: 'MAKE' as const, zone: 'LOW' as const },
      ...makesRun(1, 121),
    ];
    const first = await submit(app, ann, duel.duel_id, annLog);
    expect(first.statusCode).toBe(201);
    expect(first.json().session.competition).toEqual({ type: 'duel', opponent_name: 'Bob Bogey' });
    const annSession = first.json().session.session_id as string;
    const midway = (await getDuel(app, bob, duel.duel_id)).body;
    expect(midway).toMatchObject({ status: 'active', creator_score: 6, invited_player_score: null, winner_id: null });
    expect((await notificationsOf(ctx.db, bob.id)).at(-1)).toMatchObject({
      title: 'Your opponent has played',
      message: 'Ann Ace submitted a session to your duel. Submit yours before the duel ends.',
    });

    // Bob: 4 makes and 2 misses.
    const bobLog = [...makesRun(4, 5, 5), miss(40), miss(50)];
    const second = await submit(app, bob, duel.duel_id, bobLog);
    expect(second.statusCode).toBe(201);
    expect(second.json().session.competition).toEqual({ type: 'duel', opponent_name: 'Ann Ace' });
    const bobSession = second.json().session.session_id as string;

    const [annAfter, bobAfter] = rateGame(INITIAL_RATING, INITIAL_RATING, 1);
    const done = (await getDuel(app, ann, duel.duel_id)).body;
    expect(done).toMatchObject({
      status: 'completed',
      creator_score: 6,
      invited_player_score: 4,
      winner_id: ann.id,
      forfeit: false,
      completed_at: clock.now().toISOString(),
      creator_submitted_session_id: annSession,
      invited_player_submitted_session_id: bobSession,
      creator_putt_log_sha256: await storedHash(annSession),
      invited_player_putt_log_sha256: await storedHash(bobSession),
    });
    expect(done.creator_rating?.rating).toBeCloseTo(annAfter.rating, 9);
    expect(done.creator_rating?.deviation).toBeCloseTo(annAfter.deviation, 9);
    expect(done.creator_rating?.change).toBeCloseTo(annAfter.rating - 1500, 9);
    expect(done.invited_player_rating?.change).toBeCloseTo(bobAfter.rating - 1500, 9);
    expect(done.creator_putt_log_sha256).toMatch(/^[0-9a-f]{64}$/);

    expect((await notificationsOf(ctx.db, ann.id)).at(-1)).toEqual({
      kind: 'duel_update',
      title: 'Duel won',
      message: 'You beat Bob Bogey 6–4. Your duel rating is now 1662 (+162).',
      link: `/duels/${duel.duel_id}`,
    });
    expect((await notificationsOf(ctx.db, bob.id)).at(-1)).toMatchObject({
      title: 'Duel lost',
      message: 'Ann Ace won 6–4. Your duel rating is now 1338 (−162).',
    });

    // The comparison counts it, lists it and shows both ratings.
    const compare = await getJson<CompareResponse>(app, bob, `/api/compare?player1_id=${bob.id}&player2_id=${ann.id}`);
    expect(compare.body.h2h).toEqual({ player1_wins: 0, player2_wins: 1, total_completed_duels: 1 });
    expect(compare.body.duel_history).toEqual([
      {
        duel_id: duel.duel_id,
        created_at: duel.created_at,
        status: 'completed',
        creator_id: ann.id,
        invited_player_id: bob.id,
        creator_score: 6,
        invited_player_score: 4,
        winner_id: ann.id,
      },
    ]);
    expect(compare.body.player2_stats.duel_rating?.rating).toBeCloseTo(annAfter.rating, 9);
    expect(compare.body.player1_stats.duel_rating?.duels).toBe(1);

    // Both sessions show the duel marker in the history lists.
    const history = await getJson<{ sessions: { competition: unknown }[] }>(app, bob, `/api/player/${bob.id}/sessions`);
    expect(history.body.sessions[0].competition).toEqual({ type: 'duel', opponent_name: 'Ann Ace' });

    // A retry of an upload that completed the duel is answered as stored, not refused.
    const retry = await upload(app, bob, sessionBody(bobLog, { session_id: bobSession, duel_id: duel.duel_id }));
    expect(retry.statusCode).toBe(200);
  });

  it('calls equal scores a draw: no winner, and ratings moved as for a draw', async () => {
    const [cid, dee] = await pair('Cid', 'Dee');
    const duel = await activeDuel(app, cid, dee, { competition_mode: 'shoot_out', max_attempts: 5 });
    // Cid: 3 putts, 2 makes (fewer putts than attempts). Dee: 7 putts, 2 makes among the first 5.
    expect((await submit(app, cid, duel.duel_id, [...makesRun(2), miss(9)])).statusCode).toBe(201);
    const deeLog = [miss(1), miss(2), makesRun(1, 3)[0], miss(4), makesRun(1, 5)[0], ...makesRun(2, 6)];
    expect((await submit(app, dee, duel.duel_id, deeLog)).statusCode).toBe(201);
    const done = (await getDuel(app, cid, duel.duel_id)).body;
    expect(done).toMatchObject({ status: 'completed', creator_score: 2, invited_player_score: 2, winner_id: null });
    expect(done.creator_rating?.change).toBeCloseTo(0, 9);
    expect(done.creator_rating?.deviation).toBeLessThan(350);
    expect((await notificationsOf(ctx.db, cid.id)).at(-1)).toMatchObject({
      title: 'Duel drawn',
      message: 'You and Dee drew 2–2. Your duel rating is now 1500 (+0).',
    });
  });
});

describe('submission refusals (nothing is stored)', () => {
  it('refuses a second session from the same player with 409', async () => {
    const [ann, bob] = await pair('Ann Again', 'Bob Again');
    const duel = await activeDuel(app, ann, bob);
    expect((await submit(app, ann, duel.duel_id, makesRun(3))).statusCode).toBe(201);
    const before = await countSessions(ctx.db, ann.id);
    const second = await submit(app, ann, duel.duel_id, makesRun(9));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(DUEL_MESSAGES.alreadySubmitted);
    expect(await countSessions(ctx.db, ann.id)).toBe(before);
    expect((await getDuel(app, ann, duel.duel_id)).body.creator_score).toBe(3);
  });

  it('refuses outsiders (403), other distances (422), unanswered (409) and unknown duels (422)', async () => {
    const [ann, bob] = await pair('Ann Rules', 'Bob Rules');
    const eve = await buildPlayer(app, { name: 'Eve Rules' });
    const duel = await activeDuel(app, ann, bob, { putting_distance_feet: 8 });
    const outsider = await submit(app, eve, duel.duel_id, makesRun(3), { putting_distance_feet: 8 });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(DUEL_MESSAGES.notAPlayer);
    const far = await submit(app, ann, duel.duel_id, makesRun(3), { putting_distance_feet: 7.9 });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(wrongDistance(8, 7.9));
    expect((await submit(app, ann, duel.duel_id, makesRun(3), { putting_distance_feet: 8.05 })).statusCode).toBe(201);

    const pending = await challenge(app, ann, bob);
    const early = await submit(app, ann, pending.duel_id, makesRun(3));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DUEL_MESSAGES.notAccepted);
    const unknown = await submit(app, ann, 999_999, makesRun(3));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(DUEL_NOT_FOUND_FOR_UPLOAD);
    expect(await countSessions(ctx.db, eve.id)).toBe(0);
    expect(await countSessions(ctx.db, bob.id)).toBe(0);
  });

  it('refuses a session after expires_at even before the sweep has settled the duel', async () => {
    const [ann, bob] = await pair('Ann Late', 'Bob Late');
    const duel = await activeDuel(app, ann, bob, { invitation_expiry_minutes: 1440 });
    clock.advance(24 * HOUR);
    const late = await submit(app, bob, duel.duel_id, makesRun(3));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DUEL_MESSAGES.expired);
  });
});

describe('races', () => {
  it('two sessions sent at once by one player: one stands, the other is refused', async () => {
    const [ann, bob] = await pair('Ann Race', 'Bob Race');
    const duel = await activeDuel(app, ann, bob);
    const results = await Promise.all(
      [makesRun(3), makesRun(7), makesRun(5)].map((log) => submit(app, ann, duel.duel_id, log)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = results.find((r) => r.statusCode === 201)?.json().session;
    const d = (await getDuel(app, ann, duel.duel_id)).body;
    expect(d.creator_submitted_session_id).toBe(winner.session_id);
    expect(d.creator_score).toBe(winner.makes);
    expect(await countSessions(ctx.db, ann.id)).toBe(1);
  });

  it('both players submitting at once complete the duel exactly once', async () => {
    const [ann, bob] = await pair('Ann Both', 'Bob Both');
    const duel = await activeDuel(app, ann, bob);
    const [a, b] = await Promise.all([
      submit(app, ann, duel.duel_id, makesRun(5)),
      submit(app, bob, duel.duel_id, makesRun(2)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const d = (await getDuel(app, ann, duel.duel_id)).body;
    expect(d).toMatchObject({ status: 'completed', creator_score: 5, invited_player_score: 2, winner_id: ann.id });
    const results = (await notificationsOf(ctx.db, ann.id)).filter((n) => n.title === 'Duel won');
    expect(results).toHaveLength(1);
    const compare = await getJson<CompareResponse>(app, ann, `/api/compare?player1_id=${ann.id}&player2_id=${bob.id}`);
    expect(compare.body.player1_stats.duel_rating?.duels).toBe(1);
  });

  it('accept and cancel at once: exactly one wins', async () => {
    const [ann, bob] = await pair('Ann Split', 'Bob Split');
    for (let i = 0; i < 5; i++) {
      const duel = await challenge(app, ann, bob);
      const [accept, cancel] = await Promise.all([
        call<{ duel: Duel }>(app, bob, 'POST', `/api/duels/${duel.duel_id}/respond`, { response: 'accepted' }),
        call<{ duel: Duel }>(app, ann, 'POST', `/api/duels/${duel.duel_id}/cancel`),
      ]);
      expect([accept.status, cancel.status].sort()).toEqual([200, 409]);
      const final = (await getDuel(app, ann, duel.duel_id)).body.status;
      expect(final).toBe(accept.status === 200 ? 'active' : 'cancelled');
      const loser = accept.status === 200 ? cancel : accept;
      expect(loser.body.message).toBe(
        accept.status === 200 ? DUEL_MESSAGES.activeCannotBeCancelled : DUEL_MESSAGES.cancelled,
      );
    }
  });
});

describe('GET /api/active-competitions', () => {
  it('lists the active duels awaiting the player with their rules', async () => {
    const [ann, bob] = await pair('Ann Waits', 'Bob Waits');
    const duel = await activeDuel(app, ann, bob, {
      competition_mode: 'shoot_out',
      max_attempts: 21,
      putting_distance_feet: 5.5,
    });
    const before = await getJson<{ duels: unknown[] }>(app, bob, '/api/active-competitions');
    expect(before.body.duels).toEqual([
      {
        duel_id: duel.duel_id,
        opponent_name: 'Ann Waits',
        competition_mode: 'shoot_out',
        time_limit_minutes: null,
        max_attempts: 21,
        putting_distance_feet: 5.5,
        require_tracked_sessions: false,
        expires_at: duel.expires_at,
      },
    ]);
    await submit(app, bob, duel.duel_id, makesRun(2), { putting_distance_feet: 5.5, session_id: randomUUID() });
    expect((await getJson<{ duels: unknown[] }>(app, bob, '/api/active-competitions')).body.duels).toEqual([]);
    expect((await getJson<{ duels: unknown[] }>(app, ann, '/api/active-competitions')).body.duels).toHaveLength(1);
  });
});
