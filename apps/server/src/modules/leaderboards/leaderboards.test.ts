import type { LeaderboardResponse } from '@holeout/shared/leaderboards';
import type { Putt } from '@holeout/shared/putt-log';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { createLeague, organiser } from '../../test/league-test-kit.ts';
import { call } from '../../test/module-test-app.ts';
import { makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { LEADERBOARDS_TEXT } from './leaderboards.service.ts';

const { app, ctx } = await createTestApp();
const miss = (t: number): Putt => ({ t, result: 'MISS', miss: 'CATCH' });

const board = (as: Parameters<typeof call>[1], query: string) =>
  call<LeaderboardResponse>(app, as, 'GET', `/api/leaderboards-v2?${query}`);

describe('GET /api/leaderboards-v2', async () => {
  // Ann: 30 makes in a row in 59 s, then a 10-make session. Bob: 21 makes in 21 s, and 5 + miss.
  // Cid: 26 makes like Bob (a tie), at most 16 in a row. Dee: no sessions.
  const [ann, bob, cid, dee] = await Promise.all(
    ['Ann', 'Bob', 'Cid', 'Dee'].map((name) => buildPlayer(app, { name })),
  );
  await upload(app, ann, sessionBody(makesRun(30, 1, 2)));
  await upload(app, ann, sessionBody(makesRun(10, 1, 1)));
  await upload(app, bob, sessionBody(makesRun(21, 0, 1)));
  await upload(app, bob, sessionBody([...makesRun(5), miss(20)]));
  await upload(app, cid, sessionBody([...makesRun(16, 1, 2), miss(45), ...makesRun(10, 50, 2)]));
  const ids = [ann, bob, cid, dee].map((p) => p.id).join(',');

  it('ranks a custom group on total makes, ties sharing the rank, players without sessions left out', async () => {
    const res = await board(dee, `metric=total_makes&context_type=custom&player_ids=${ids}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      metric: 'total_makes',
      context_type: 'custom',
      leaderboard: [
        { rank: 1, player_id: ann.id, player_name: 'Ann', irl_player: null, value: 40, capture_source: null },
        { rank: 2, player_id: bob.id, player_name: 'Bob', irl_player: null, value: 26, capture_source: null },
        { rank: 2, player_id: cid.id, player_name: 'Cid', irl_player: null, value: 26, capture_source: null },
      ],
    });
  });

  it('ranks the fastest 21 lowest first and streaks highest first', async () => {
    const fastest = await board(
      ann,
      `metric=fastest_21_makes_seconds&context_type=custom&player_ids=${ann.id},${bob.id},${cid.id}`,
    );
    expect(fastest.body.leaderboard.map((e) => [e.rank, e.player_name, e.value])).toEqual([
      [1, 'Bob', 20],
      [2, 'Ann', 40],
    ]);
    const streak = await board(ann, `metric=best_streak&context_type=custom&player_ids=${ids}`);
    expect(streak.body.leaderboard.map((e) => [e.rank, e.player_name, e.value])).toEqual([
      [1, 'Ann', 30],
      [2, 'Bob', 21],
      [3, 'Cid', 16],
    ]);
    const mpm = await board(ann, `metric=makes_per_minute&context_type=custom&player_ids=${ann.id},${bob.id}`);
    expect(mpm.body.leaderboard[0]).toMatchObject({ player_name: 'Bob' });
  });

  it('holds the player alone among friends until they have some, and only for themselves', async () => {
    const res = await board(ann, `metric=total_makes&context_type=friends&player_id=${ann.id}`);
    expect(res.body.leaderboard).toEqual([
      { rank: 1, player_id: ann.id, player_name: 'Ann', irl_player: null, value: 40, capture_source: null },
    ]);
    expect((await board(dee, 'metric=total_makes&context_type=friends')).body.leaderboard).toEqual([]);
    expect(await board(ann, `metric=total_makes&context_type=friends&player_id=${bob.id}`)).toMatchObject({
      status: 403,
      body: { message: LEADERBOARDS_TEXT.friendsOfSelf },
    });
  });

  it('ranks the player with their accepted friends, not with pending requests', async () => {
    const friendsBoard = async () =>
      (await board(bob, 'metric=total_makes&context_type=friends')).body.leaderboard.map((e) => e.player_name);
    await call(app, bob, 'POST', '/api/friends/requests', { friend_id: ann.id });
    await call(app, cid, 'POST', '/api/friends/requests', { friend_id: bob.id });
    expect(await friendsBoard()).toEqual(['Bob']);
    await call(app, ann, 'POST', `/api/friends/requests/${bob.id}/accept`);
    await call(app, bob, 'POST', `/api/friends/requests/${cid.id}/accept`);
    expect(await friendsBoard()).toEqual(['Ann', 'Bob', 'Cid']);
    // Friendship is mutual, and not transitive: Ann sees Bob, not Bob's friend Cid.
    const annBoard = await board(ann, 'metric=total_makes&context_type=friends');
    expect(annBoard.body.leaderboard.map((e) => e.player_name)).toEqual(['Ann', 'Bob']);
    await call(app, cid, 'DELETE', `/api/friends/${bob.id}`);
    expect(await friendsBoard()).toEqual(['Ann', 'Bob']);
  });

  it("shows a private league's board only to those who may see the league", async () => {
    const org = await organiser(app, ctx.db);
    const league = await createLeague(app, org, { privacy_type: 'private' });
    const q = `metric=best_streak&context_type=leagues&context_id=${league.league.league_id}`;
    expect(await board(org, q)).toMatchObject({ status: 200, body: { leaderboard: [] } });
    expect((await board(ann, q)).status).toBe(404);
    expect((await board(ann, 'metric=best_streak&context_type=leagues&context_id=999999')).status).toBe(404);
  });

  it('refuses malformed queries naming the parameter, and anonymous callers', async () => {
    for (const [query, field] of [
      ['metric=most_putts&context_type=custom&player_ids=1', 'metric'],
      ['metric=total_makes&context_type=enemies', 'context_type'],
      ['metric=total_makes&context_type=leagues', 'context_id'],
      ['metric=total_makes&context_type=custom', 'player_ids'],
      ['metric=total_makes&context_type=custom&player_ids=1,x', 'player_ids'],
      ['metric=total_makes&context_type=custom&player_ids=0', 'player_ids'],
      ['metric=total_makes&context_type=custom&player_ids=1&player_ids=2', 'player_ids'],
      [
        `metric=total_makes&context_type=custom&player_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
        'player_ids',
      ],
      ['metric=total_makes&context_type=friends&limit=0', 'limit'],
      ['metric=total_makes&context_type=friends&limit=501', 'limit'],
    ]) {
      const res = await board(ann, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(new RegExp(`^${field}`));
    }
    expect((await board(null, 'metric=total_makes&context_type=friends')).status).toBe(401);
  });
});
