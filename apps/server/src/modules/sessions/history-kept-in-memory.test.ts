import type { CareerStats } from '@holeout/shared/career';
import { sessionUploadSchema } from '@holeout/shared/putt-log';
import type { SessionsPage } from '@holeout/shared/sessions';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { careerStats } from '../../db/schema/career.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { PlayerReadCache } from '../../lib/player-read-cache.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { playerReadsChangeHeard } from '../../test/identity-changes.ts';
import { countQueries } from '../../test/query-counter.ts';
import { mixedLog, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { AccountsService } from '../accounts/accounts.service.ts';
import { SessionsService } from './sessions.service.ts';

const { app, ctx, database, modules } = await createTestApp();
const counter = countQueries(database);

async function historyPage(viewer: TestPlayer, owner: TestPlayer, page = 1) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/player/${owner.id}/sessions?page=${page}`,
    headers: viewer.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as SessionsPage;
}

async function career(viewer: TestPlayer, owner: TestPlayer) {
  const res = await app.inject({ method: 'GET', url: `/api/career-stats?player_id=${owner.id}`, headers: viewer.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CareerStats;
}

async function uploaded(owner: TestPlayer, seed: number) {
  const res = await upload(app, owner, sessionBody(mixedLog(20, seed)));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().session.session_id as string;
}

describe('history pages and career records kept in memory (decision 062)', async () => {
  const owner = await buildPlayer(app, { tier: 'premium', db: database.db });
  const subscriber = await buildPlayer(app, { tier: 'regular', db: database.db });
  const free = await buildPlayer(app);
  await uploaded(owner, 1);
  await uploaded(owner, 2);

  it('answers a repeated read without a statement, and shows an upload on the next read at once', async () => {
    const first = await historyPage(subscriber, owner);
    expect((await counter.during(() => historyPage(subscriber, owner))).queries).toBe(0);
    await career(subscriber, owner);
    expect((await counter.during(() => career(subscriber, owner))).queries).toBe(0);

    const latest = () =>
      app.inject({ method: 'GET', url: `/api/player-sessions-latest?player_id=${owner.id}`, headers: subscriber.auth });
    expect((await latest()).statusCode).toBe(200);
    expect((await counter.during(latest)).queries).toBe(0);

    const id = await uploaded(owner, 3);
    expect((await latest()).json().sessions[0].session_id).toBe(id);
    const page = await historyPage(subscriber, owner);
    expect(page.pagination.total).toBe(first.pagination.total + 1);
    expect(page.sessions[0]?.session_id).toBe(id);
    expect((await career(subscriber, owner)).total_sessions).toBe(first.pagination.total + 1);
  });

  it('drops what it keeps of the uploader and of a renamed player itself, not waiting to hear the database', async () => {
    // Live but hearing nothing: only the services' own drop can make the next read current.
    const deaf = new PlayerReadCache({ ttlMs: 60_000, maxChars: 1_000_000 });
    deaf.setLive(true);
    const service = new SessionsService(ctx, modules.career, modules.competitions, modules.certificates, deaf);
    const before = JSON.parse(await service.pageJson('premium', owner.id, 1, 20)) as SessionsPage;
    expect(JSON.parse(await service.pageJson('premium', owner.id, 1, 20))).toEqual(before);
    await service.upload(owner.id, sessionUploadSchema.parse(sessionBody(mixedLog(20, 9))), 'desktop');
    const after = JSON.parse(await service.pageJson('premium', owner.id, 1, 20)) as SessionsPage;
    expect(after.pagination.total).toBe(before.pagination.total + 1);

    const changed = vi.fn();
    const accounts = new AccountsService(ctx, modules.career, () => {}, changed);
    await accounts.updateProfile(owner.id, { name: 'Told Before Answering' });
    expect(changed).toHaveBeenCalledWith(owner.id);
  });

  it("never sends a viewer what only another tier may see, whoever's read was kept", async () => {
    await historyPage(subscriber, owner);
    const locked = await historyPage(free, owner);
    expect(locked.sessions.map((s) => s.details_locked)).toEqual(locked.sessions.map((_, i) => i > 0));
    expect(locked.sessions[1]?.makes_overview).toBeNull();
    const open = await historyPage(subscriber, owner);
    expect(open.sessions.every((s) => !s.details_locked && s.makes_overview !== null)).toBe(true);

    expect((await career(subscriber, owner)).locked).toBe(false);
    const lockedCareer = await career(free, owner);
    expect(lockedCareer.locked).toBe(true);
    expect(lockedCareer.sum_makes).toBeNull();

    // Who may read is checked on every request, kept answer or not.
    const anonymous = await app.inject({ method: 'GET', url: `/api/player/${owner.id}/sessions` });
    expect(anonymous.statusCode).toBe(401);
    const revoked = await app.inject({ method: 'POST', url: '/api/logout', headers: free.auth });
    expect(revoked.statusCode).toBe(200);
    const afterLogout = await app.inject({
      method: 'GET',
      url: `/api/career-stats?player_id=${owner.id}`,
      headers: free.auth,
    });
    expect(afterLogout.statusCode).toBe(401);
  });

  it("shows the player's new name at once", async () => {
    await historyPage(subscriber, owner);
    await career(subscriber, owner);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/player/${owner.id}`,
      headers: owner.auth,
      payload: { name: 'Renamed Golfer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await historyPage(subscriber, owner)).player_name).toBe('Renamed Golfer');
    expect((await career(subscriber, owner)).player_name).toBe('Renamed Golfer');
  });

  it('shows a session removed by an operator once the database announces it', async () => {
    const before = await historyPage(subscriber, owner);
    const newest = before.sessions[0];
    if (!newest) throw new Error('no session');
    const heard = playerReadsChangeHeard(modules.notificationListener, owner.id);
    await database.db.transaction(async (tx) => {
      await tx.delete(sessions).where(and(eq(sessions.playerId, owner.id), eq(sessions.sessionId, newest.session_id)));
      await tx
        .update(careerStats)
        .set({ totalSessions: sql`${careerStats.totalSessions} - 1` })
        .where(eq(careerStats.playerId, owner.id));
    });
    await heard;
    const after = await historyPage(subscriber, owner);
    expect(after.pagination.total).toBe(before.pagination.total - 1);
    expect(after.sessions.map((s) => s.session_id)).not.toContain(newest.session_id);
  });
});
