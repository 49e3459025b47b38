import type { Putt } from '@holeout/shared/putt-log';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { sessionsCsv } from './sessions-csv.ts';

const { app, ctx } = await createTestApp();

const HEADER =
  'Session #,Date,Type,Duration (s),Putts,Makes,Misses,Accuracy %,Top Streak,Fastest 21 (s),PPM,MPM,Max 60s,Distance (ft)';

// 5 makes and 2 misses in 120 s: accuracy 71.4 %, 3.5 putts and 2.5 makes a minute.
const sevenPutts: Putt[] = [
  { t: 1, result: 'MAKE', zone: 'TOP' },
  { t: 3, result: 'MAKE', zone: 'TOP' },
  { t: 5, result: 'MAKE', zone: 'RIGHT' },
  { t: 8, result: 'MISS', miss: 'RETURN' },
  { t: 10, result: 'MAKE', zone: 'LOW' },
  { t: 65, result: 'MAKE', zone: 'LEFT' },
  { t: 70, result: 'MISS', miss: 'CATCH' },
];

const owner = await buildPlayer(app);
await upload(app, owner, sessionBody(sevenPutts, { duration_seconds: 120, putting_distance_feet: 5.5 }));
await upload(app, owner, sessionBody(makesRun(21, 0, 1.5), { started_at: '2026-03-02T18:00:00Z' }));
// One miss in 33.333 s: the shortest session there is (an empty one is refused).
await upload(
  app,
  owner,
  sessionBody([{ t: 2, result: 'MISS', miss: 'CATCH' }], {
    duration_seconds: 33.333,
    started_at: '2026-03-03T07:05:09.250-05:00',
  }),
);
await upload(app, owner, sessionBody(makesRun(2), { irl_player: 'Guest' }));

const csv = (player: typeof owner | null, id = owner.id) =>
  app.inject({ method: 'GET', url: `/api/player/${id}/sessions.csv`, headers: player ? player.auth : {} });

describe('GET /api/player/:id/sessions.csv', () => {
  it('exports the owner’s sessions newest first, as an attachment', async () => {
    const res = await csv(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="holeout-sessions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.split('\r\n')).toEqual([
      HEADER,
      '3,2026-03-03T12:05:09.250+00:00,Practice,33.33,1,0,1,0,0,,1.8,0,0,7',
      '2,2026-03-02T18:00:00.000+00:00,Practice,30,21,21,0,100,21,30,42,42,21,7',
      '1,2026-03-01T08:30:00.000+00:00,Practice,120,7,5,2,71.4,3,,3.5,2.5,4,5.5',
      '',
    ]);
  });

  it("writes the dates in the player's time zone with their offset", async () => {
    const traveller = await buildPlayer(app);
    await upload(app, traveller, sessionBody(makesRun(3), { started_at: '2026-03-03T12:05:09.250Z' }));
    await upload(app, traveller, sessionBody(makesRun(3), { started_at: '2026-07-01T12:00:00Z' }));
    const zone = await app.inject({
      method: 'PUT',
      url: `/api/player/${traveller.id}`,
      headers: traveller.auth,
      payload: { timezone: 'America/New_York' },
    });
    expect(zone.statusCode).toBe(200);
    const lines = (await csv(traveller, traveller.id)).body.split('\r\n');
    // Summer time in July, standard time in March: the offset is the one of that day.
    expect(lines[1].split(',')[1]).toBe('2026-07-01T08:00:00.000-04:00');
    expect(lines[2].split(',')[1]).toBe('2026-03-03T07:05:09.250-05:00');
  });

  it('is for the owner only', async () => {
    const other = await buildPlayer(app, { tier: 'premium', db: ctx.db });
    const res = await csv(other);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only access your own account.');
    expect(res.body).not.toContain('Practice');
    expect((await csv(null)).statusCode).toBe(401);
  });

  it('gives a header only to a player without sessions', async () => {
    const fresh = await buildPlayer(app);
    const res = await csv(fresh, fresh.id);
    expect(res.body).toBe(`${HEADER}\r\n`);
  });

  it('walks a long history batch by batch without losing or repeating a session', async () => {
    const p = await buildPlayer(app);
    for (let k = 1; k <= 7; k++) await upload(app, p, sessionBody(makesRun(k)));
    let text = '';
    for await (const chunk of sessionsCsv(ctx.db, p.id, 3)) text += chunk;
    const numbers = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(numbers).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });
});
