import { createHash } from 'node:crypto';
import { canonicalPuttLog, type Putt } from '@holeout/shared/putt-log';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.ts';
import { buildPlayer } from '../../test/factories.ts';
import {
  careerRowOf,
  countSessions,
  getJson,
  legacyBody,
  makesRun,
  sessionBody,
  upload,
} from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, ctx } = await createTestApp();
const db = ctx.db;

// Seven putts, figures worked out by hand:
// makes at 1, 3, 5 (a run of 3), a miss at 8, makes at 10, 65 (a run of 2), a miss at 70.
const smallLog: Putt[] = [
  { t: 1, result: 'MAKE', zone: 'TOP', entry: 'LEFT' },
  { t: 3, result: 'MAKE', zone: 'TOP', entry: 'LEFT' },
  { t: 5, result: 'MAKE', zone: 'RIGHT' },
  { t: 8, result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' },
  { t: 10, result: 'MAKE', zone: 'LOW', entry: 'CENTER' },
  { t: 65, result: 'MAKE', zone: 'LEFT' },
  { t: 70, result: 'MISS', miss: 'QUICK PUTT' },
];
const smallLogFigures = {
  session_number: 1,
  putts: 7,
  makes: 5,
  misses: 2,
  session_duration: 120,
  best_streak: 3,
  fastest_21_makes: null,
  // [1, 61) holds the makes at 1, 3, 5 and 10.
  most_makes_in_60_seconds: 4,
  putts_per_minute: 3.5,
  makes_per_minute: 2.5,
  putting_distance_feet: 7,
  details_locked: false,
  makes_overview: { TOP: 2, RIGHT: 1, LOW: 1, LEFT: 1 },
  misses_overview: { RETURN: 1, CATCH: 0, TIMEOUT: 0, 'QUICK PUTT': 1 },
  makes_by_category: { 'TOP - LEFT': 2, RIGHT: 1, 'LOW - CENTER': 1, LEFT: 1 },
  misses_by_category: { 'RETURN: LEFT - RIGHT': 1, 'QUICK PUTT': 1 },
  consecutive_by_category: { 3: 1, 7: 0, 10: 0, 15: 0, 21: 0, 50: 0, 77: 0, 100: 0 },
  competition: null,
  irl_player: null,
};

const sessionRows = (playerId?: number) => countSessions(db, playerId);
const careerRow = (playerId: number) => careerRowOf(db, playerId);

describe('POST /api/sessions: storing and figures', () => {
  it('stores a modern upload with every figure derived on the server', async () => {
    const p = await buildPlayer(app);
    const body = sessionBody(smallLog, { duration_seconds: 120, makes: 999, best_streak: 50 });
    const res = await upload(app, p, body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ success: true, created: true });
    expect(json.session).toMatchObject({ ...smallLogFigures, session_id: body.session_id });
    expect(json.session.start_time).toBe('2026-03-01T08:30:00.000Z');

    const career = await careerRow(p.id);
    expect(career).toMatchObject({ totalSessions: 1, sumMakes: 5, sumMisses: 2, sumPutts: 7, sumDuration: 120 });
    expect(career?.highBestStreak).toBe(3);
    expect(career?.lastSessionAt?.toISOString()).toBe('2026-03-01T08:30:00.000Z');
  });

  it('accepts the legacy putt_list in any element order and normalises it to the same log', async () => {
    const p = await buildPlayer(app);
    const modern = sessionBody(smallLog, { duration_seconds: 120 });
    const legacy = legacyBody(smallLog, { duration_seconds: 120 });
    (legacy.putt_list as unknown[]).reverse();
    const a = await upload(app, p, modern);
    const b = await upload(app, p, legacy);
    expect(b.statusCode).toBe(201);
    const { session_id: _a, session_number: _an, created_at: _ac, ...figuresA } = a.json().session;
    const { session_id: _b, session_number: bn, created_at: _bc, ...figuresB } = b.json().session;
    expect(figuresB).toEqual(figuresA);
    expect(bn).toBe(2);
    const rows = await db
      .select({ sha: sessions.puttLogSha256, log: sessions.puttLog })
      .from(sessions)
      .where(eq(sessions.playerId, p.id));
    expect(rows[0].sha).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[1].sha).toBe(rows[0].sha);
    expect(rows[1].log).toEqual(smallLog);
  });

  it('stores the log as the exact canonical text whose SHA-256 is kept beside it', async () => {
    const p = await buildPlayer(app);
    await upload(app, p, legacyBody(smallLog, { duration_seconds: 120 }));
    const [row] = await db
      .select({ sha: sessions.puttLogSha256, text: sql<string>`${sessions.puttLog}::text` })
      .from(sessions)
      .where(eq(sessions.playerId, p.id));
    expect(row.text).toBe(canonicalPuttLog(smallLog));
    expect(createHash('sha256').update(row.text).digest('hex')).toBe(row.sha);
  });

  it('uses the last putt time when duration_seconds is left out, and defaults the distance', async () => {
    const p = await buildPlayer(app);
    const res = await upload(app, p, sessionBody(makesRun(3, 0, 30)));
    expect(res.json().session).toMatchObject({ session_duration: 60, putts_per_minute: 3, putting_distance_feet: 7 });
    const [row] = await db.select().from(sessions).where(eq(sessions.playerId, p.id));
    expect(row.durationSeconds).toBeNull();
  });

  it('refuses an empty log, even with a duration (issue 22: nothing to count)', async () => {
    const p = await buildPlayer(app);
    const res = await upload(app, p, sessionBody([], { duration_seconds: 30 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('putts: a session holds at least one putt');
  });

  it('fits 5,000 legacy-shaped putts under the body limit', async () => {
    const p = await buildPlayer(app);
    // A make every 1.5 s: 40 in every minute, the most a golfer makes (decision 041).
    const log = makesRun(5000, 0, 1.5);
    const res = await upload(app, p, legacyBody(log));
    expect(res.statusCode).toBe(201);
    expect(res.json().session).toMatchObject({ putts: 5000, best_streak: 5000, fastest_21_makes: 30 });
  });

  it('shows the new figures on the owner dashboard cards', async () => {
    // A subscriber: a free owner's depth figures are null (membership-gating.test.ts).
    const p = await buildPlayer(app, { tier: 'regular', db });
    await upload(app, p, sessionBody(smallLog, { duration_seconds: 120 }));
    await upload(app, p, sessionBody(makesRun(21, 0, 1)));
    const { body } = await getJson<{ stats: Record<string, unknown> }>(app, p, `/api/player/${p.id}/data`);
    expect(body.stats).toEqual({
      total_sessions: 2,
      total_makes: 26,
      total_misses: 2,
      best_streak: 21,
      fastest_21_makes_seconds: 20,
      fastest_21_makes: 20,
      max_makes_per_minute: 63,
      max_putts_per_minute: 63,
      most_in_60_seconds: 21,
      max_session_duration: 120,
      make_percentage: (26 / 28) * 100,
      last_session_at: '2026-03-01T08:30:00.000Z',
    });
  });
});

describe('POST /api/sessions: idempotency and races', () => {
  it('answers 200 with the stored session when the same player uploads the same id again', async () => {
    const p = await buildPlayer(app);
    const body = sessionBody(smallLog, { duration_seconds: 120 });
    const first = await upload(app, p, body);
    const before = await careerRow(p.id);
    // A retry may even carry a different log: the stored one stands.
    const again = await upload(app, p, {
      ...body,
      session_id: String(body.session_id).toUpperCase(),
      putts: makesRun(1),
    });
    expect(again.statusCode).toBe(200);
    // The same session, without the first answer's moment (said once, when it was stored).
    const { moment: _said, ...stored } = first.json();
    expect(again.json()).toEqual({ ...stored, created: false });
    expect(await careerRow(p.id)).toEqual(before);
    expect(await sessionRows(p.id)).toBe(1);
  });

  it('refuses an id another player uploaded with 409 and changes nothing', async () => {
    const owner = await buildPlayer(app);
    const other = await buildPlayer(app);
    const body = sessionBody(smallLog, { duration_seconds: 120 });
    await upload(app, owner, body);
    const ownerBefore = await careerRow(owner.id);
    const res = await upload(app, other, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This session was already uploaded by another player.');
    expect(await careerRow(owner.id)).toEqual(ownerBefore);
    expect(await careerRow(other.id)).toBeNull();
    expect(await sessionRows(other.id)).toBe(0);
  });

  it('numbers 20 parallel uploads 1..20 without gaps and keeps the sums exact', async () => {
    const p = await buildPlayer(app);
    const bodies = Array.from({ length: 20 }, (_, i) => sessionBody(makesRun(i + 1, 0, 1)));
    const results = await Promise.all(bodies.map((b) => upload(app, p, b)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.json().session.session_number).sort((a: number, b: number) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const career = await careerRow(p.id);
    // 1 + 2 + … + 20 makes, each session lasting (n − 1) seconds.
    expect(career).toMatchObject({ totalSessions: 20, sumMakes: 210, sumPutts: 210, sumMisses: 0, highMakes: 20 });
    expect(career?.sumDuration).toBe(190);
  });

  it('lets exactly one of many parallel uploads of one id by two players win', async () => {
    const a = await buildPlayer(app);
    const b = await buildPlayer(app);
    const body = sessionBody(makesRun(4));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(app, i % 2 ? b : a, body)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const winner = statuses.indexOf(201) % 2 ? b : a;
    const loser = winner === a ? b : a;
    results.forEach((r, i) => {
      const player = i % 2 ? b : a;
      if (r.statusCode !== 201) expect(r.statusCode).toBe(player === winner ? 200 : 409);
    });
    const [{ n }] = await db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.sessionId, String(body.session_id)));
    expect(n).toBe(1);
    expect((await careerRow(winner.id))?.sumMakes).toBe(4);
    expect((await careerRow(loser.id))?.sumMakes ?? 0).toBe(0);
  });
});

describe('POST /api/sessions: the moment said after a session (decision 057)', () => {
  it('names the first session, then a personal best, then compares accuracy with the last session; a retry says none', async () => {
    const p = await buildPlayer(app);
    const first = await upload(app, p, sessionBody(smallLog, { duration_seconds: 120 }));
    expect(first.json().moment).toEqual({
      kind: 'first_session',
      text: 'Your first session: 5 makes from 7 putts, best run 3. Next time there is something to beat.',
    });

    const longer = await upload(app, p, sessionBody(makesRun(6), { duration_seconds: 120 }));
    expect(longer.json().moment).toEqual({
      kind: 'personal_best',
      text: 'New personal best: 6 makes in a row (your best was 3).',
    });

    // 1 make from 4 putts after 6 from 6: no best, accuracy down.
    const worse: Putt[] = [
      { t: 1, result: 'MAKE', zone: 'TOP' },
      { t: 3, result: 'MISS', miss: 'RETURN' },
      { t: 5, result: 'MISS', miss: 'CATCH' },
      { t: 7, result: 'MISS', miss: 'CATCH' },
    ];
    const body = sessionBody(worse, { duration_seconds: 60 });
    const third = await upload(app, p, body);
    expect(third.json().moment).toEqual({
      kind: 'vs_last',
      text: 'Accuracy 25.0%, down from 100.0% in your last session.',
    });
    const retry = await upload(app, p, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).not.toHaveProperty('moment');
  });
});
