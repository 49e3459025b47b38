import type { LeaderboardResponse } from '@holeout/shared/leaderboards';
import type { Putt } from '@holeout/shared/putt-log';
import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { careerRowOf, makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';
import { storeBeforeLimits } from '../../test/stored-before-limits.ts';
import { createTestApp } from '../../test/test-app.ts';
import { CareerRebuildService } from '../career/career-rebuild.service.ts';
import { sessionReviewOperator } from './session-review-operator.ts';

const { app, ctx } = await createTestApp();
const review = sessionReviewOperator(ctx);
const rebuild = new CareerRebuildService(ctx);

/** The first case: 200 makes at t = 0 in 0 s, as stored before the limits. */
const atZero: Putt[] = Array.from({ length: 200 }, () => ({ t: 0, result: 'MAKE', zone: 'TOP' }));

describe('the review of stored sessions that break a physical limit (decision 041)', async () => {
  const cheat = await buildPlayer(app, { name: 'Cheat' });
  const honest = await buildPlayer(app, { name: 'Honest' });
  await upload(app, cheat, sessionBody(makesRun(10, 1, 2)));
  const fake = await storeBeforeLimits(ctx.db, cheat.id, atZero, 0);
  await upload(app, cheat, sessionBody(makesRun(5, 1, 2)));
  await upload(app, honest, sessionBody(makesRun(30, 1, 2)));
  const board = async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/leaderboards-v2?metric=total_makes&context_type=custom&player_ids=${cheat.id},${honest.id}`,
      headers: honest.auth,
    });
    return (res.json() as LeaderboardResponse).leaderboard.map((e) => [e.player_name, e.value]);
  };

  it('lists it with the broken limit and the putt, and leaves the sessions a golfer could putt alone', async () => {
    const found = await review.implausible();
    expect(found).toEqual([
      {
        sessionId: fake,
        playerId: cheat.id,
        sessionNumber: 2,
        irlPlayer: null,
        reviewState: null,
        broken: expect.objectContaining({ limit: 'min_session_seconds', putt_index: 1 }),
      },
    ]);
    expect(await board()).toEqual([
      ['Cheat', 215],
      ['Honest', 30],
    ]);
  });

  it('flagged, counts for nothing: career, leaderboards; the history keeps its numbers; the rebuild agrees', async () => {
    const flagged = await review.flagImplausible();
    expect(flagged.map((s) => s.sessionId)).toEqual([fake]);
    expect(await board()).toEqual([
      ['Honest', 30],
      ['Cheat', 15],
    ]);
    const career = await careerRowOf(ctx.db, cheat.id);
    expect(career).toMatchObject({ totalSessions: 3, sumMakes: 15, highBestStreak: 10, highMakes: 10 });
    expect((await rebuild.rebuild({ playerId: cheat.id })).ok).toBe(true);
    // The next upload is Session #4: the flagged session keeps its number.
    const next = await upload(app, cheat, sessionBody(makesRun(3)));
    expect(next.json().session.session_number).toBe(4);
    expect((await review.implausible())[0]?.reviewState).toBe('flagged');
    expect(await review.review(fake, 'flagged')).toEqual({ ok: false, problem: `Session ${fake} is already flagged.` });
  });

  it('cleared, counts again and is not listed again; removed, counts for nothing for good', async () => {
    expect((await review.review(fake, 'cleared')).ok).toBe(true);
    expect(await board()).toEqual([
      ['Cheat', 218],
      ['Honest', 30],
    ]);
    expect(await review.implausible()).toEqual([]);
    expect((await rebuild.rebuild({ playerId: cheat.id })).ok).toBe(true);
    expect((await review.review(fake, 'removed')).ok).toBe(true);
    expect(await board()).toEqual([
      ['Honest', 30],
      ['Cheat', 18],
    ]);
    expect((await rebuild.rebuild({ playerId: cheat.id })).ok).toBe(true);
    expect((await review.review(fake, 'cleared')).ok).toBe(false);
  });

  it('never flags a session a golfer could putt, and names an unknown one', async () => {
    const fine = await upload(app, honest, sessionBody(makesRun(4)));
    const id = fine.json().session.session_id as string;
    expect(await review.review(id, 'flagged')).toEqual({
      ok: false,
      problem: `Session ${id} breaks no physical limit.`,
    });
    expect((await review.review('12345678-1234-1234-1234-123456789abc', 'cleared')).ok).toBe(false);
  });
});
