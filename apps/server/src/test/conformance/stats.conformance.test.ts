/**
 * Conformance, spec 01 §7 "Stats and sessions" (with the leaderboards of spec 02 §7 over players:
 * `custom` and `friends`; the `leagues` context is in leagues.conformance.test.ts): every call sent
 * as a client written to the spec sends it. The table of calls is in README.md beside this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer, type TestPlayer } from '../factories.ts';
import { makesRun, mixedLog, sessionBody, upload } from '../session-fixtures.ts';
import { createTestApp } from '../test-app.ts';
import { type SpecClient, specClient } from './spec-client.ts';

const { app, ctx } = await createTestApp();

let golfer: TestPlayer;
let rival: TestPlayer;
/** A Regular member: full career tables, other players' duels and leagues, certificates. */
let subscriber: TestPlayer;
let asGolfer: SpecClient;
let asSubscriber: SpecClient;

beforeAll(async () => {
  golfer = await buildPlayer(app, { name: 'Conformance Golfer' });
  rival = await buildPlayer(app, { name: 'Conformance Rival' });
  subscriber = await buildPlayer(app, { tier: 'regular', db: ctx.db });
  asGolfer = specClient(app, golfer.token);
  asSubscriber = specClient(app, subscriber.token);
  // The desktop app's uploads (DESIGN §2): a perfect run of 21 and a mixed session each.
  for (const [player, putts] of [
    [golfer, makesRun(21)],
    [golfer, mixedLog(40, 1)],
    [rival, mixedLog(30, 2)],
  ] as const) {
    const res = await upload(app, player, sessionBody([...putts]));
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  }
});

describe('spec 01 §7 stats and sessions', () => {
  it('GET /player/{id}/sessions?page=&limit= (1 and 21) answers sessions plus pagination with total_pages', async () => {
    const res = await asGolfer.get(`/player/${golfer.id}/sessions`, { page: 1, limit: 21 });
    expect(res.status).toBe(200);
    expect(res.data.sessions).toHaveLength(2);
    expect(res.data.sessions[0]).toMatchObject({ session_id: expect.any(String), makes: expect.any(Number) });
    expect(res.data.pagination).toMatchObject({ page: 1, limit: 21, total_pages: 1 });
  });

  it('GET /player-sessions-latest?player_id=&limit= (default 5) answers the newest sessions', async () => {
    const res = await asGolfer.get('/player-sessions-latest', { player_id: golfer.id, limit: 5 });
    expect(res.status).toBe(200);
    expect(res.data.sessions).toHaveLength(2);
  });

  it('GET /career-stats?player_id= answers the career record the page reads', async () => {
    const res = await asSubscriber.get('/career-stats', { player_id: golfer.id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      player_name: 'Conformance Golfer',
      high_best_streak: expect.any(Number),
      sum_makes: expect.any(Number),
      low_fastest_21: expect.any(Number),
    });
    for (const field of ['consecutive', 'makes_overview', 'makes_detailed', 'misses_overview', 'misses_detailed']) {
      expect(res.data[field]).toEqual(expect.any(Object));
    }
    // A free viewer gets the record with its figures withheld (decision 011: nulls, not blur).
    const free = await asGolfer.get('/career-stats', { player_id: golfer.id });
    expect(free.status).toBe(200);
    expect(free.data).toMatchObject({ player_name: 'Conformance Golfer', locked: true, sum_makes: null });
  });

  it('GET /players/search?term=&exclude_player_id= answers players (player_id, name)', async () => {
    const res = await asGolfer.get('/players/search', { term: 'Conformance', exclude_player_id: golfer.id });
    expect(res.status).toBe(200);
    expect(res.data.players).toEqual([{ player_id: rival.id, name: 'Conformance Rival' }]);
    // E-mail only for the exact address typed (decision 014).
    const exact = await asGolfer.get('/players/search', { term: rival.email, exclude_player_id: golfer.id });
    expect(exact.data.players).toEqual([{ player_id: rival.id, name: 'Conformance Rival', email: rival.email }]);
  });

  it("the career page's duels and leagues of another player (GET /duels?player_id=, GET /leagues?player_id=)", async () => {
    const duels = await asSubscriber.get('/duels', { player_id: golfer.id });
    expect(duels.status).toBe(200);
    expect(duels.data.duels).toEqual([]);
    const leagues = await asSubscriber.get('/leagues', { player_id: golfer.id });
    expect(leagues.status).toBe(200);
    expect(leagues.data.my_leagues).toEqual([]);
    // A free viewer is refused (decisions 025, 035); the spec's career page treats a failure as empty.
    expect((await asGolfer.get('/duels', { player_id: rival.id })).status).toBe(403);
    expect((await asGolfer.get('/leagues', { player_id: rival.id })).status).toBe(403);
  });

  it('GET /api/certificates/{playerId} answers a certificates list', async () => {
    const res = await asSubscriber.get(`/api/certificates/${golfer.id}`);
    expect(res.status).toBe(200);
    expect(res.data.certificates.length).toBeGreaterThan(0);
    expect(res.data.certificates[0]).toMatchObject({
      certificate_id: expect.any(String),
      achievement_type: expect.any(String),
      rarity_tier: expect.any(String),
      is_verified: expect.any(Boolean),
      data_hash: expect.any(String),
    });
  });

  it('GET /api/compare?player1_id=&player2_id= answers player1_stats, player2_stats, h2h and duel_history', async () => {
    const res = await asGolfer.get('/api/compare', { player1_id: golfer.id, player2_id: rival.id });
    expect(res.status).toBe(200);
    expect(res.data.player1_stats).toMatchObject({
      player_name: 'Conformance Golfer',
      sum_makes: expect.any(Number),
      high_best_streak: expect.any(Number),
    });
    expect(res.data.player2_stats.player_name).toBe('Conformance Rival');
    expect(res.data.h2h).toEqual({ player1_wins: 0, player2_wins: 0, total_completed_duels: 0 });
    expect(res.data.duel_history).toEqual([]);
  });
});

describe('spec 01/02 §7 leaderboards over players: GET /leaderboards-v2', () => {
  const metrics = ['total_makes', 'best_streak', 'makes_per_minute', 'fastest_21_makes_seconds'];

  it('context_type custom with player_ids of two integers: the four boards fetched together', async () => {
    const boards = await Promise.all(
      metrics.map((metric) =>
        asGolfer.get('/leaderboards-v2', {
          metric,
          context_type: 'custom',
          player_ids: [golfer.id, rival.id].join(','),
        }),
      ),
    );
    for (const board of boards) {
      expect(board.status).toBe(200);
      expect(board.data.leaderboard[0]).toMatchObject({
        player_id: expect.any(Number),
        player_name: expect.any(String),
        value: expect.any(Number),
      });
    }
    expect(boards[0]?.data.leaderboard.map((e: { player_id: number }) => e.player_id)).toEqual([golfer.id, rival.id]);
  });

  it('context_type friends with player_id', async () => {
    const res = await asGolfer.get('/leaderboards-v2', {
      metric: 'total_makes',
      context_type: 'friends',
      player_id: golfer.id,
    });
    expect(res.status).toBe(200);
    expect(res.data.leaderboard).toEqual([expect.objectContaining({ player_id: golfer.id })]);
  });
});
