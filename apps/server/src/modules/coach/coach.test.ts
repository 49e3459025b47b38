import type { CoachDigest } from '@holeout/shared/coach-digest';
import { ungroundedNumbers } from '@holeout/shared/coach-digest';
import type { MembershipTier } from '@holeout/shared/membership';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { players } from '../../db/schema/accounts.ts';
import { coachConversations, coachMessages } from '../../db/schema/coach.ts';
import { ManualClock } from '../../lib/clock.ts';
import { uploadSessions } from '../../test/coach-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { createTestApp, openTestDatabase, testConfig } from '../../test/test-app.ts';

const clock = new ManualClock('2026-03-02T10:00:00Z');
const t = await createTestApp({}, { clock });
const { app, ctx } = t;

beforeEach(() => clock.set('2026-03-02T10:00:00Z'));

const list = (p: TestPlayer) => app.inject({ method: 'GET', url: '/api/coach/conversations', headers: p.auth });
const detail = (p: TestPlayer, id: number) =>
  app.inject({ method: 'GET', url: `/api/coach/conversations/${id}`, headers: p.auth });
/** The conversation as the page sees it: its entry in the list and its messages. */
async function seen(p: TestPlayer, id: number) {
  const res = await detail(p, id);
  expect(res.statusCode).toBe(200);
  const entry = (await list(p)).json().find((c: { conversation_id: number }) => c.conversation_id === id);
  return { ...entry, messages: res.json() };
}
const chat = (p: TestPlayer, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/coach/chat', headers: p.auth, payload });

async function analysesOf(playerId: number) {
  return ctx.db.select().from(coachConversations).where(eq(coachConversations.playerId, playerId));
}

/** A player with `n` sessions on 1 March and today's analysis written. */
async function playerWithAnalysis(n = 2, tier: MembershipTier = 'free') {
  const p = await buildPlayer(app, { tier, db: ctx.db });
  await uploadSessions(app, p, n, '2026-03-01T09:00:00Z');
  const res = await list(p);
  await ctx.jobs.drain();
  const id = res.json()[0].conversation_id as number;
  return { p, id };
}

describe('the daily analysis', () => {
  it('is not made for a player without sessions', async () => {
    const p = await buildPlayer(app);
    const res = await list(p);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await analysesOf(p.id)).toHaveLength(0);
  });

  it('is a row first (pending, short title) and written by a job, citing only the player’s figures', async () => {
    const p = await buildPlayer(app);
    await uploadSessions(app, p, 2, '2026-03-01T09:00:00Z');
    const first = await list(p);
    expect(first.json()).toEqual([
      expect.objectContaining({ title: 'Mon 2 Mar: 2 sessions', kind: 'analysis', status: 'pending' }),
    ]);
    const id = first.json()[0].conversation_id;
    expect((await seen(p, id)).messages).toEqual([]);

    expect(await ctx.jobs.drain()).toBeGreaterThan(0);
    const d = await seen(p, id);
    expect(d).toMatchObject({ status: 'ready', user_messages: 0, message_limit: 5 });
    expect(d.messages).toHaveLength(1);
    const text: string = d.messages[0].parts[0].text;
    expect(d.messages[0].role).toBe('model');
    const [row] = await analysesOf(p.id);
    const facts = row?.facts as CoachDigest;
    expect(facts.recent_totals).toMatchObject({ sessions: 2, makes: 18, misses: 4, best_streak: 6 });
    expect(text).toContain('6 in a row');
    expect(text).toContain('18 (81.8%)');
    expect(ungroundedNumbers(text, facts)).toEqual([]);
  });

  it('is made once a day, again the next day only with new sessions', async () => {
    const { p } = await playerWithAnalysis(1);
    await list(p);
    await uploadSessions(app, p, 1, '2026-03-02T09:00:00Z');
    await list(p);
    expect(await analysesOf(p.id)).toHaveLength(1);

    clock.set('2026-03-03T10:00:00Z');
    const next = (await list(p)).json();
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({ title: 'Tue 3 Mar: 1 session', status: 'pending' });

    clock.set('2026-03-04T10:00:00Z');
    expect((await list(p)).json()).toHaveLength(2);
  });

  it('is made once under many concurrent first requests', async () => {
    const p = await buildPlayer(app);
    await uploadSessions(app, p, 1, '2026-03-01T09:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? list(p) : app.inject({ method: 'GET', url: `/api/player/${p.id}/data`, headers: p.auth }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(await analysesOf(p.id)).toHaveLength(1);
  });

  it('comes with the first request of any kind, not only the coach page', async () => {
    const p = await buildPlayer(app);
    await uploadSessions(app, p, 1, '2026-03-01T09:00:00Z');
    clock.set('2026-03-02T11:00:00Z'); // past the hook's once-a-minute recheck
    await app.inject({ method: 'GET', url: `/api/player/${p.id}/data`, headers: p.auth });
    expect(await analysesOf(p.id)).toHaveLength(1);
  });

  it('follows the player’s time zone for the day boundary', async () => {
    const p = await buildPlayer(app);
    await ctx.db.update(players).set({ timezone: 'America/Los_Angeles' }).where(eq(players.id, p.id));
    await uploadSessions(app, p, 1, '2026-03-01T09:00:00Z');
    clock.set('2026-03-03T07:00:00Z'); // 23:00 on 2 March in Los Angeles
    expect((await list(p)).json()[0].title).toBe('Mon 2 Mar: 1 session');
    await uploadSessions(app, p, 1, '2026-03-03T06:00:00Z');
    clock.set('2026-03-03T07:59:00Z'); // still 2 March there
    expect((await list(p)).json()).toHaveLength(1);
    clock.set('2026-03-03T08:01:00Z'); // 3 March there
    const after = (await list(p)).json();
    expect(after).toHaveLength(2);
    expect(after[0].title).toBe('Tue 3 Mar: 1 session');
  });
});

describe('conversations', () => {
  it('GET /coach/conversations/{id} returns the messages themselves, in the spec’s shape (issue 21, item 5)', async () => {
    const { p, id } = await playerWithAnalysis();
    await chat(p, { player_id: p.id, message: 'How was my streak?', conversation_id: id });
    const res = await app.inject({
      method: 'GET',
      url: `/api/coach/conversations/${id}`,
      headers: { ...p.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const messages = res.json();
    expect(Array.isArray(messages)).toBe(true);
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['model', 'user', 'model']);
    for (const m of messages) {
      expect(m.parts).toEqual([{ text: expect.any(String) }]);
    }
    expect(messages[1].parts[0].text).toBe('How was my streak?');
    // What the page needs besides the messages is in the list.
    const [entry] = (await list(p)).json();
    expect(entry).toMatchObject({ conversation_id: id, status: 'ready', user_messages: 1, message_limit: 5 });
    expect(entry.title).toBe('Mon 2 Mar: 2 sessions');
  });

  it('takes 5 player messages and refuses the 6th with 429 "message limit reached"', async () => {
    const { p, id } = await playerWithAnalysis();
    for (let i = 1; i <= 5; i += 1) {
      const res = await chat(p, { player_id: p.id, message: `What is my best streak? (${i})`, conversation_id: id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ conversation_id: id, user_messages: i });
      expect(res.json().response).toContain('6 in a row');
    }
    const sixth = await chat(p, { player_id: p.id, message: 'One more?', conversation_id: id });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('message limit reached');
    const d = await seen(p, id);
    expect(d.user_messages).toBe(5);
    expect(d.messages).toHaveLength(11);
    expect(d.messages[1]).toMatchObject({ role: 'user', parts: [{ text: 'What is my best streak? (1)' }] });
  });

  it('holds the limit under concurrent sends', async () => {
    const { p, id } = await playerWithAnalysis();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => chat(p, { message: `streak ${i}`, conversation_id: id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
    expect((await seen(p, id)).user_messages).toBe(5);
  });

  it('answers a paying member’s questions from the figures: misses, trend, tour baseline', async () => {
    const { p, id } = await playerWithAnalysis(2, 'regular');
    const misses = (await chat(p, { message: 'Where do I miss most?', conversation_id: id })).json().response;
    expect(misses).toMatch(/Short \(RETURN\) 2/);
    const tour = (await chat(p, { message: 'How do I compare with tour pros?', conversation_id: id })).json().response;
    expect(tour).toContain('at 7 ft tour players hole 58%');
  });

  it('takes a message over several lines, and starts a new conversation without an id', async () => {
    const p = await buildPlayer(app);
    await uploadSessions(app, p, 1, '2026-03-01T09:00:00Z');
    const res = await chat(p, { message: 'Hello coach,\nhow is my streak?', conversation_id: null });
    expect(res.statusCode).toBe(200);
    const convId = res.json().conversation_id;
    const d = await seen(p, convId);
    expect(d).toMatchObject({ kind: 'chat', title: 'Hello coach, how is my streak?', user_messages: 1 });
    expect(d.messages[0].parts[0].text).toBe('Hello coach,\nhow is my streak?');
  });

  it('refuses other control characters, empty and overlong messages', async () => {
    const { p, id } = await playerWithAnalysis();
    for (const message of ['a\u0000b', 'tab\there', '   ', 'x'.repeat(2001)]) {
      const res = await chat(p, { message, conversation_id: id });
      expect(res.statusCode, message).toBe(400);
    }
    const nested = await chat(p, { message: 'ok', conversation_id: id, extra: 'a\nb' });
    expect(nested.statusCode).toBe(400);
    expect((await seen(p, id)).user_messages).toBe(0);
  });

  it('is only the token’s player’s: 403 for another player, 404 unknown, 401 anonymous', async () => {
    const { p, id } = await playerWithAnalysis();
    const other = await buildPlayer(app);
    expect((await detail(other, id)).statusCode).toBe(403);
    expect((await chat(other, { message: 'hi', conversation_id: id })).statusCode).toBe(403);
    expect((await chat(p, { player_id: other.id, message: 'hi', conversation_id: id })).statusCode).toBe(403);
    const otherList = await app.inject({
      method: 'GET',
      url: `/api/coach/conversations?player_id=${p.id}`,
      headers: other.auth,
    });
    expect(otherList.statusCode).toBe(403);
    expect((await detail(p, 99999)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/coach/conversations' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/coach/chat', payload: { message: 'hi', conversation_id: id } }))
        .statusCode,
    ).toBe(401);
    const rows = await ctx.db.select().from(coachMessages).where(eq(coachMessages.conversationId, id));
    expect(rows.filter((r) => r.role === 'user')).toHaveLength(0);
  });

  it('answers 409 while the analysis is still being written', async () => {
    const p = await buildPlayer(app);
    await uploadSessions(app, p, 1, '2026-03-01T09:00:00Z');
    const id = (await list(p)).json()[0].conversation_id;
    const res = await chat(p, { message: 'hi', conversation_id: id });
    expect(res.statusCode).toBe(409);
    await ctx.jobs.drain();
  });
});

describe('“How do I stop missing left?” and the dashboard’s card (decision 057)', () => {
  it('answers a paying member from the sides their misses left the cup, every number theirs', async () => {
    const { p, id } = await playerWithAnalysis(2, 'regular');
    const res = await chat(p, { player_id: p.id, conversation_id: id, message: 'How do I stop missing left?' });
    expect(res.statusCode).toBe(200);
    const reply = res.json().response as string;
    // coachLog's side-recorded misses leave the cup on the right: the coach says so rather than agree.
    expect(reply).toContain('0 left the cup on the left, 2 on the right');
    expect(reply).toContain('Your figures do not show a left miss');
    expect(reply).not.toContain('Keep the routine');
    const [row] = await analysesOf(p.id);
    expect(ungroundedNumbers(reply, row.facts as CoachDigest)).toEqual([]);
  });

  it('says plainly to a free player that it cannot see the side', async () => {
    const { p, id } = await playerWithAnalysis(2, 'free');
    const res = await chat(p, { player_id: p.id, conversation_id: id, message: 'How do I stop missing left?' });
    expect(res.json().response).toContain('I cannot see which side your putts miss on');
  });

  it('GET /coach/insight: null before an analysis, then its title, first line and Next advice', async () => {
    const p = await buildPlayer(app);
    const none = await app.inject({ method: 'GET', url: '/api/coach/insight', headers: p.auth });
    expect(none.json()).toEqual({ insight: null });
    const { p: q, id } = await playerWithAnalysis(2, 'regular');
    const res = await app.inject({ method: 'GET', url: '/api/coach/insight', headers: q.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().insight).toMatchObject({
      conversation_id: id,
      title: 'Mon 2 Mar: 2 sessions',
      summary: expect.stringMatching(/^Over your career you holed|^Since your last analysis/),
      next: expect.any(String),
    });
    expect(res.json().insight.summary).not.toContain('**');
    expect((await app.inject({ method: 'GET', url: '/api/coach/insight' })).statusCode).toBe(401);
  });
});

describe('two instances on one PostgreSQL database', () => {
  itOnPostgres('make the day’s analysis once when first requests reach both at once', async () => {
    const shared = await openTestDatabase();
    const second = await openDatabase({ url: shared.url, dataDir: 'unused' });
    const c = new ManualClock('2026-03-02T10:00:00Z');
    const a = await buildApp(testConfig(), shared.database, { clock: c });
    const b = await buildApp(testConfig(), second, { clock: c });
    try {
      const p = await buildPlayer(a.app);
      await uploadSessions(a.app, p, 1, '2026-03-01T09:00:00Z');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? a.app : b.app).inject({ method: 'GET', url: '/api/coach/conversations', headers: p.auth }),
        ),
      );
      for (const r of answers) expect(r.statusCode).toBe(200);
      const rows = await shared.database.db
        .select()
        .from(coachConversations)
        .where(eq(coachConversations.playerId, p.id));
      expect(rows).toHaveLength(1);
    } finally {
      await a.app.close();
      await b.app.close();
      await second.close();
      await shared.database.close();
      await shared.drop();
    }
  });
});
