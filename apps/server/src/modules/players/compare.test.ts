import type { CompareResponse } from '@holeout/shared/players';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { getJson, makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();

const viewer = await buildPlayer(app);
const one = await buildPlayer(app, { name: 'One' });
const two = await buildPlayer(app, { name: 'Two' });
// One: 21 makes in 20 s plus 3 makes and 1 miss in 100 s; 25 putts, 24 makes in 2 minutes.
await upload(app, one, sessionBody(makesRun(21, 0, 1)));
await upload(
  app,
  one,
  sessionBody([...makesRun(3, 10, 10), { t: 50, result: 'MISS', miss: 'TIMEOUT' }], { duration_seconds: 100 }),
);

const compare = (a: number, b: number, who = viewer) =>
  getJson<CompareResponse>(app, who, `/api/compare?player1_id=${a}&player2_id=${b}`);

describe('GET /api/compare', () => {
  it('builds both cards from the career records', async () => {
    const { status, body } = await compare(one.id, two.id);
    expect(status).toBe(200);
    expect(body.player1_stats).toEqual({
      player_id: one.id,
      player_name: 'One',
      sum_makes: 24,
      high_best_streak: 21,
      avg_ppm: 25 / 2,
      avg_accuracy: (24 / 25) * 100,
      high_mpm: 63,
      low_fastest_21: 20,
      duel_rating: { rating: 1500, deviation: 350, duels: 0 },
    });
    expect(body.player2_stats).toEqual({
      player_id: two.id,
      player_name: 'Two',
      sum_makes: 0,
      high_best_streak: 0,
      avg_ppm: null,
      avg_accuracy: null,
      high_mpm: null,
      low_fastest_21: null,
      duel_rating: { rating: 1500, deviation: 350, duels: 0 },
    });
  });

  it('has no head-to-head record until duels exist', async () => {
    const { body } = await compare(two.id, one.id);
    expect(body.h2h).toEqual({ player1_wins: 0, player2_wins: 0, total_completed_duels: 0 });
    expect(body.duel_history).toEqual([]);
    expect(body.player1_stats.player_id).toBe(two.id);
  });

  it('answers 404 when either player is unknown, 400 for a missing id and 401 without a token', async () => {
    for (const [a, b] of [
      [one.id, 999_999],
      [999_999, one.id],
    ]) {
      const res = await compare(a, b);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Player not found' });
    }
    expect((await getJson(app, viewer, `/api/compare?player1_id=${one.id}`)).status).toBe(400);
    expect((await getJson(app, null, `/api/compare?player1_id=${one.id}&player2_id=${two.id}`)).status).toBe(401);
  });
});
