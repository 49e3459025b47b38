import type { CareerStats } from '@holeout/shared/career';
import type { SessionSummary, SessionsPage } from '@holeout/shared/sessions';
import { describe, expect, it } from 'vitest';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { BREAKDOWNS, getJson, makesRun, mixedLog, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, ctx } = await createTestApp();
const db = ctx.db;

/** A player with `n` sessions; session k has k makes, so the numbers can be told apart. */
async function playerWithSessions(n: number, tier: 'free' | 'premium' = 'free'): Promise<TestPlayer> {
  const p = await buildPlayer(app, { tier, db });
  for (let k = 1; k <= n; k++) {
    const res = await upload(app, p, sessionBody(makesRun(k)));
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  return p;
}

const owner = await playerWithSessions(25);
const subscriber = await buildPlayer(app, { tier: 'regular', db });
const freeViewer = await buildPlayer(app);

const page = (viewer: TestPlayer | null, query = '', id = owner.id) =>
  getJson<SessionsPage>(app, viewer, `/api/player/${id}/sessions${query}`);

describe('GET /api/player/:id/sessions', () => {
  it('answers 21 sessions newest first by default, with totals from the career', async () => {
    const { status, body } = await page(subscriber);
    expect(status).toBe(200);
    expect(body.player_id).toBe(owner.id);
    expect(body.player_name).toBe(owner.name);
    expect(body.sessions.map((s) => s.session_number)).toEqual(Array.from({ length: 21 }, (_, i) => 25 - i));
    expect(body.sessions[0].makes).toBe(25);
    expect(body.pagination).toEqual({ page: 1, limit: 21, total: 25, total_pages: 2 });
  });

  it('pages with limit and page', async () => {
    const { body } = await page(subscriber, '?page=3&limit=10');
    expect(body.sessions.map((s) => s.session_number)).toEqual([5, 4, 3, 2, 1]);
    expect(body.pagination).toEqual({ page: 3, limit: 10, total: 25, total_pages: 3 });
  });

  it('answers an empty list with correct totals for a page beyond the end', async () => {
    const { status, body } = await page(subscriber, '?page=9&limit=10');
    expect(status).toBe(200);
    expect(body.sessions).toEqual([]);
    expect(body.pagination).toEqual({ page: 9, limit: 10, total: 25, total_pages: 3 });
  });

  it('never sends the putt log in a list', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/player/${owner.id}/sessions`, headers: subscriber.auth });
    expect(res.body).not.toContain('putt_log');
    expect(res.body).not.toContain('"t":');
  });

  it('answers an empty first page for a player without sessions', async () => {
    const { body } = await page(subscriber, '', freeViewer.id);
    expect(body.sessions).toEqual([]);
    expect(body.pagination).toEqual({ page: 1, limit: 21, total: 0, total_pages: 0 });
  });

  it('refuses bad paging values, anonymous callers and unknown players', async () => {
    expect((await page(subscriber, '?limit=0')).status).toBe(400);
    expect((await page(subscriber, '?page=abc')).status).toBe(400);
    expect((await page(null)).status).toBe(401);
    const unknown = await page(subscriber, '', 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Player not found' });
  });
});

describe('membership: the viewer decides what is sent', () => {
  const unlocked = (s: SessionSummary) => {
    expect(s.details_locked).toBe(false);
    for (const f of BREAKDOWNS) expect(s[f]).not.toBeNull();
  };
  const locked = (s: SessionSummary) => {
    expect(s.details_locked).toBe(true);
    for (const f of BREAKDOWNS) expect(s[f]).toBeNull();
    expect(s.makes).toBeGreaterThan(0);
  };

  it('gives a free viewer the breakdowns of the newest session only', async () => {
    const first = await page(freeViewer);
    unlocked(first.body.sessions[0]);
    first.body.sessions.slice(1).forEach(locked);
    const second = await page(freeViewer, '?page=2');
    second.body.sessions.forEach(locked);
  });

  it('applies the same rule to a free owner looking at their own history', async () => {
    const { body } = await page(owner);
    unlocked(body.sessions[0]);
    body.sessions.slice(1).forEach(locked);
  });

  it('gives a full subscriber every breakdown, on every page', async () => {
    (await page(subscriber)).body.sessions.forEach(unlocked);
    (await page(subscriber, '?page=2')).body.sessions.forEach(unlocked);
  });

  it('applies the rule to the latest sessions too', async () => {
    const free = await getJson<{ sessions: SessionSummary[] }>(
      app,
      freeViewer,
      `/api/player-sessions-latest?player_id=${owner.id}`,
    );
    expect(free.body.sessions.map((s) => s.session_number)).toEqual([25, 24, 23, 22, 21]);
    unlocked(free.body.sessions[0]);
    free.body.sessions.slice(1).forEach(locked);
    const full = await getJson<{ sessions: SessionSummary[] }>(
      app,
      subscriber,
      `/api/player-sessions-latest?player_id=${owner.id}&limit=2`,
    );
    expect(full.body.sessions).toHaveLength(2);
    full.body.sessions.forEach(unlocked);
  });

  it('answers 404 and 401 for the latest sessions like the page', async () => {
    expect((await getJson(app, subscriber, '/api/player-sessions-latest?player_id=999999')).status).toBe(404);
    expect((await getJson(app, null, `/api/player-sessions-latest?player_id=${owner.id}`)).status).toBe(401);
  });
});

describe('GET /api/career-stats', () => {
  const career = (viewer: TestPlayer | null, id: number) =>
    getJson<CareerStats>(app, viewer, `/api/career-stats?player_id=${id}`);

  it('sends a zeroed record for a player without sessions', async () => {
    const fresh = await buildPlayer(app);
    const { status, body } = await career(subscriber, fresh.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      player_id: fresh.id,
      player_name: fresh.name,
      locked: false,
      total_sessions: 0,
      sum_makes: 0,
      high_best_streak: 0,
      low_fastest_21: null,
      avg_ppm: null,
      consecutive: { 3: { high: 0, sum: 0 }, 100: { high: 0, sum: 0 } },
      makes_overview: { TOP: { high: 0, sum: 0 } },
      makes_detailed: {},
    });
  });

  it('answers 404 for an unknown player and 401 without a token', async () => {
    const res = await career(subscriber, 999_999);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Player not found' });
    expect((await career(null, owner.id)).status).toBe(401);
  });

  it('folds the sessions into sums, highs and time-weighted averages', async () => {
    const p = await buildPlayer(app);
    // 10 makes in 60 s and 2 putts (1 make) in 240 s: 12 putts and 11 makes in 5 minutes.
    await upload(app, p, sessionBody(makesRun(10, 1, 2), { duration_seconds: 60 }));
    await upload(
      app,
      p,
      sessionBody(
        [
          { t: 10, result: 'MAKE', zone: 'LEFT', entry: 'RIGHT' },
          { t: 20, result: 'MISS', miss: 'CATCH', entry: 'LEFT' },
        ],
        { duration_seconds: 240 },
      ),
    );
    const { body } = await career(subscriber, p.id);
    expect(body).toMatchObject({
      locked: false,
      total_sessions: 2,
      sum_makes: 11,
      sum_misses: 1,
      sum_putts: 12,
      high_makes: 10,
      high_best_streak: 10,
      high_most_in_60: 10,
      high_ppm: 10,
      high_mpm: 10,
      avg_ppm: 12 / 5,
      avg_mpm: 11 / 5,
      high_duration: 240,
      sum_duration: 300,
      consecutive: { 3: { high: 1, sum: 1 }, 7: { high: 1, sum: 1 }, 10: { high: 1, sum: 1 }, 15: { high: 0, sum: 0 } },
      makes_overview: { TOP: { high: 10, sum: 10 }, LEFT: { high: 1, sum: 1 } },
      makes_detailed: { TOP: { high: 10, sum: 10 }, 'LEFT - RIGHT': { high: 1, sum: 1 } },
      misses_overview: { CATCH: { high: 1, sum: 1 }, RETURN: { high: 0, sum: 0 } },
      misses_detailed: { 'CATCH: LEFT': { high: 1, sum: 1 } },
    });
  });

  it('locks every figure for a free viewer, the owner included, but keeps name and count', async () => {
    const p = await playerWithSessions(2);
    await upload(app, p, sessionBody(mixedLog(40, 3)));
    for (const viewer of [p, freeViewer]) {
      const { body } = await career(viewer, p.id);
      const { player_id, player_name, locked, total_sessions, ...figures } = body;
      expect({ player_id, player_name, locked, total_sessions }).toEqual({
        player_id: p.id,
        player_name: p.name,
        locked: true,
        total_sessions: 3,
      });
      expect(Object.keys(figures).length).toBeGreaterThan(15);
      for (const [field, value] of Object.entries(figures)) expect([field, value]).toEqual([field, null]);
    }
  });

  it('unlocks a free player’s record for a subscribed viewer', async () => {
    const { body } = await career(subscriber, owner.id);
    expect(body.locked).toBe(false);
    expect(body.sum_makes).toBe((25 * 26) / 2);
  });
});

describe('GET /api/active-competitions', () => {
  it('answers empty lists to a signed-in player and 401 to anyone else', async () => {
    expect(await getJson(app, owner, '/api/active-competitions')).toEqual({
      status: 200,
      body: { duels: [], league_rounds: [] },
    });
    expect((await getJson(app, null, '/api/active-competitions')).status).toBe(401);
  });
});
