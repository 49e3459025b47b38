import type { CoachDigest } from '@holeout/shared/coach-digest';
import { ungroundedNumbers } from '@holeout/shared/coach-digest';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachConversations, coachMessages } from '../../db/schema/coach.ts';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createLeague, createLeagueTestApp, join, organiser, submit } from '../../test/league-test-kit.ts';
import { makesRun } from '../../test/session-fixtures.ts';

const clock = new ManualClock('2026-05-01T12:00:00Z');
const { app, ctx, modules } = await createLeagueTestApp(clock);

/** The player's analysis of today: its facts and, once written by the built-in analyst, its text. */
async function analysisOf(p: TestPlayer): Promise<{ facts: CoachDigest; text: string }> {
  const list = await app.inject({ method: 'GET', url: '/api/coach/conversations', headers: p.auth });
  const id = list.json()[0].conversation_id as number;
  await ctx.jobs.drain();
  const [row] = await ctx.db.select().from(coachConversations).where(eq(coachConversations.id, id));
  const [message] = await ctx.db.select().from(coachMessages).where(eq(coachMessages.conversationId, id));
  return { facts: row?.facts as CoachDigest, text: message?.text ?? '' };
}

describe('the coach’s digest from the player’s leagues and membership', async () => {
  // A league of two: Ann (free) wins round 1 with 10 makes, Olga (regular) scores 5.
  const olga = await organiser(app, ctx.db, 'Olga');
  const ann = await buildPlayer(app, { name: 'Ann' });
  const created = await createLeague(app, olga, {
    name: 'Spring Ladder',
    start_time: '2026-05-01T13:00:00Z',
    settings: { num_rounds: 2, round_duration_hours: 2 },
  });
  expect((await join(app, ann, created.league.league_id)).status).toBe(200);
  const [r1] = created.rounds.map((r) => r.round_id) as [number];
  clock.set('2026-05-01T13:00:20Z');
  await modules.leagueSweep.run();
  expect((await submit(app, ann, r1, makesRun(10))).statusCode).toBe(201);
  expect((await submit(app, olga, r1, makesRun(5))).statusCode).toBe(201);
  clock.set('2026-05-01T15:00:05Z');
  await modules.leagueSweep.run();

  it('holds the player’s standing and completed rounds, and the built-in analyst cites them', async () => {
    const { facts, text } = await analysisOf(ann);
    expect(facts.leagues).toEqual([
      {
        league: 'Spring Ladder',
        status: 'active',
        place: 1,
        players: 2,
        points: 2,
        rounds_played: 1,
        latest_rounds: [{ round: 1, place: 1, points: 2, score: 10 }],
      },
    ]);
    expect(text).toContain(
      '- **League:** place 1 of 2 in **Spring Ladder** with 2 points from 1 round; round 1: place 1, score 10, 2 points.',
    );
    expect(ungroundedNumbers(text, facts)).toEqual([]);
  });

  it('leaves a free player’s zones and miss kinds out; a paying member’s are in', async () => {
    const free = (await analysisOf(ann)).facts;
    expect(free).toMatchObject({ makes_by_zone: null, misses_by_kind: null, top_misses: null });
    expect(free.career.most_makes_in_60_s).toBeNull();
    const paid = (await analysisOf(olga)).facts;
    expect(paid.makes_by_zone).toEqual({ TOP: 5, RIGHT: 0, LOW: 0, LEFT: 0 });
    expect(paid.career.most_makes_in_60_s).toBe(5);
    expect(paid.leagues?.[0]).toMatchObject({ place: 2, points: 1 });
  });
});
