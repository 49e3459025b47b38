import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerStats } from '../../db/schema/career.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { mixedLog, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { CareerRebuildService } from './career-rebuild.service.ts';

const { app, ctx } = await createTestApp();
const db = ctx.db;
const rebuilder = new CareerRebuildService(ctx);

/** A player with `n` varied sessions (and an IRL one, which the rebuild must leave out too). */
async function busyPlayer(n: number, seed: number): Promise<TestPlayer> {
  const p = await buildPlayer(app);
  for (let i = 0; i < n; i++) {
    const started = new Date(Date.UTC(2026, 0, 1 + i, 8, seed % 60)).toISOString().replace('Z', '+00:00');
    const body = sessionBody(mixedLog(20 + ((i * 37 + seed) % 180), seed * 100 + i), { started_at: started });
    if (i % 3 === 0) body.duration_seconds = 900.123 + i;
    const res = await upload(app, p, body);
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  await upload(app, p, sessionBody(mixedLog(60, seed), { irl_player: 'Guest' }));
  return p;
}

const players = [await busyPlayer(30, 1), await busyPlayer(12, 2), await busyPlayer(1, 3)];
const [alice, bob] = players;

async function storedRow(playerId: number) {
  const [row] = await db.select().from(careerStats).where(eq(careerStats.playerId, playerId));
  return row;
}

describe('career rebuild from the raw logs', () => {
  it('agrees with the incrementally kept records after many uploads', async () => {
    const report = await rebuilder.rebuild();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.checked).toBeGreaterThanOrEqual(players.length);
  });

  it('detects a changed column and repairs it with fix', async () => {
    const before = await storedRow(alice.id);
    await db
      .update(careerStats)
      .set({ sumMakes: before.sumMakes + 5, highBestStreak: 999 })
      .where(eq(careerStats.playerId, alice.id));

    const found = await rebuilder.rebuild({ playerId: alice.id });
    expect(found.ok).toBe(false);
    expect(found.problems).toHaveLength(1);
    expect(found.problems[0]).toMatchObject({ playerId: alice.id, fixed: false, logProblems: [] });
    expect(found.problems[0].differences).toEqual([
      `sum_makes: ${before.sumMakes + 5} ≠ ${before.sumMakes}`,
      `high_best_streak: 999 ≠ ${before.highBestStreak}`,
    ]);

    const fixed = await rebuilder.rebuild({ playerId: alice.id, fix: true });
    expect(fixed.ok).toBe(true);
    expect(fixed.problems[0].fixed).toBe(true);
    const after = await storedRow(alice.id);
    expect(after.sumMakes).toBe(before.sumMakes);
    expect(after.highBestStreak).toBe(before.highBestStreak);
    expect((await rebuilder.rebuild()).problems).toEqual([]);
  });

  it('detects a changed breakdown and a missing career row', async () => {
    await db.update(careerStats).set({ makesDetailed: {} }).where(eq(careerStats.playerId, bob.id));
    const found = await rebuilder.rebuild({ playerId: bob.id });
    expect(found.problems[0].differences.length).toBeGreaterThan(0);
    expect(found.problems[0].differences.every((d) => d.startsWith('makes_detailed['))).toBe(true);

    await db.delete(careerStats).where(eq(careerStats.playerId, bob.id));
    const missing = await rebuilder.rebuild({ playerId: bob.id });
    expect(missing.problems[0].differences).toContain('total_sessions: 0 ≠ 12');
    expect((await rebuilder.rebuild({ playerId: bob.id, fix: true })).ok).toBe(true);
    expect((await storedRow(bob.id)).totalSessions).toBe(12);
    expect((await rebuilder.rebuild()).ok).toBe(true);
  });

  it('reports a raw log that no longer matches its hash, which fix cannot repair', async () => {
    const p = await busyPlayer(2, 9);
    const [first] = await db
      .select({ id: sessions.id, sessionId: sessions.sessionId })
      .from(sessions)
      .where(eq(sessions.playerId, p.id))
      .orderBy(sessions.sessionNumber)
      .limit(1);
    await db
      .update(sessions)
      // Drops the first putt (json has no operators of its own, jsonb does).
      .set({ puttLog: sql`((${sessions.puttLog})::jsonb - 0)::json` })
      .where(eq(sessions.id, first.id));
    const report = await rebuilder.rebuild({ playerId: p.id, fix: true });
    expect(report.problems[0].logProblems).toEqual([
      `session ${first.sessionId}: putt_log does not match its putt_log_sha256`,
    ]);
    expect(report.problems[0].differences.length).toBeGreaterThan(0);
    expect(report.problems[0].fixed).toBe(false);
    expect(report.ok).toBe(false);
  });

  it('refuses an unknown player id', async () => {
    await expect(rebuilder.rebuild({ playerId: 999_999 })).rejects.toThrow('Player 999999 not found');
  });
});
