import type { CoachDigest } from '@holeout/shared/coach-digest';
import { ungroundedNumbers } from '@holeout/shared/coach-digest';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { coachConversations, coachMessages } from '../../db/schema/coach.ts';
import { ManualClock } from '../../lib/clock.ts';
import { type ChatRequest, factsOf, startFakeProvider, uploadSessions } from '../../test/coach-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { COACH_PROVIDER_FAILED } from './coach.service.ts';

const fake = await startFakeProvider();
afterAll(() => fake.close());
const clock = new ManualClock('2026-03-02T10:00:00Z');
const { app, ctx } = await createTestApp(
  { COACH_API_URL: fake.url, COACH_API_KEY: 'sk-test', COACH_MODEL: 'putting-coach', COACH_TIMEOUT_MS: '400' },
  { clock },
);

const list = (p: TestPlayer) => app.inject({ method: 'GET', url: '/api/coach/conversations', headers: p.auth });
const chat = (p: TestPlayer, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/coach/chat', headers: p.auth, payload });
const messagesOf = async (id: number) =>
  ctx.db.select().from(coachMessages).where(eq(coachMessages.conversationId, id));

/** A grounded reply: cites the recent makes and accuracy from the request's own facts. */
const grounded = (req: ChatRequest) => {
  const facts = factsOf(req) as unknown as CoachDigest;
  return {
    kind: 'text' as const,
    text: `You holed **${facts.recent_totals.makes}** (${facts.recent_totals.accuracy_pct}%). Nice.`,
  };
};

async function readyConversation() {
  fake.answer = grounded;
  const p = await buildPlayer(app);
  await uploadSessions(app, p, 2, '2026-03-01T09:00:00Z');
  const id = (await list(p)).json()[0].conversation_id as number;
  await ctx.jobs.drain();
  return { p, id };
}

describe('the coach with an OpenAI-compatible provider', () => {
  it('asks the configured model with the facts and keeps a grounded analysis', async () => {
    fake.requests.length = 0;
    const { id } = await readyConversation();
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0] as ChatRequest;
    expect(req.model).toBe('putting-coach');
    expect(req.messages[0]?.content).toContain('Use ONLY the numbers in the FACTS');
    expect(factsOf(req)).toMatchObject({ recent_totals: { makes: 18, sessions: 2 } });
    const [m] = await messagesOf(id);
    expect(m?.text).toBe('You holed **18** (81.8%). Nice.');
  });

  it('answers a follow-up from the model, with the history', async () => {
    const { p, id } = await readyConversation();
    fake.requests.length = 0;
    const res = await chat(p, { message: 'How did I do?', conversation_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toBe('You holed **18** (81.8%). Nice.');
    const roles = fake.requests[0]?.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'assistant', 'user']);
  });

  it('rejects a reply that invents a number: asks again, then the built-in analyst answers', async () => {
    const { p, id } = await readyConversation();
    fake.requests.length = 0;
    fake.answer = () => ({ kind: 'text', text: 'You made 93.7% of your putts and 44 in a row!' });
    const res = await chat(p, { message: 'What is my best streak?', conversation_id: id });
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    const reply: string = res.json().response;
    expect(reply).not.toContain('93.7');
    expect(reply).toContain('6 in a row');
    const [row] = await ctx.db.select().from(coachConversations).where(eq(coachConversations.id, id));
    expect(ungroundedNumbers(reply, row?.facts as CoachDigest)).toEqual([]);
  });

  it('writes the analysis with the built-in analyst when the model keeps inventing numbers', async () => {
    fake.answer = () => ({ kind: 'text', text: 'Your accuracy rose by 12.5 points.' });
    const p = await buildPlayer(app);
    await uploadSessions(app, p, 1, '2026-03-01T09:00:00Z');
    const id = (await list(p)).json()[0].conversation_id as number;
    await ctx.jobs.drain();
    const [m] = await messagesOf(id);
    expect(m?.text).toContain('in a row');
    expect(m?.text).not.toContain('12.5');
  });

  for (const [name, answer] of [
    ['fails', () => ({ kind: 'status', status: 500 })],
    ['answers malformed JSON', () => ({ kind: 'malformed' })],
    ['is slower than COACH_TIMEOUT_MS', () => ({ kind: 'text', text: 'late', delayMs: 1500 })],
    ['never answers', () => ({ kind: 'hang' })],
  ] as const) {
    it(`answers 502 with a clear message and stores nothing when the provider ${name}`, async () => {
      const { p, id } = await readyConversation();
      fake.answer = answer as typeof fake.answer;
      const before = (await messagesOf(id)).length;
      const res = await chat(p, { message: 'Any tips?', conversation_id: id });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(COACH_PROVIDER_FAILED);
      expect(await messagesOf(id)).toHaveLength(before);
      const fresh = await chat(p, { message: 'New topic', conversation_id: null });
      expect(fresh.statusCode).toBe(502);
      const [n] = await ctx.db
        .select({ n: count() })
        .from(coachConversations)
        .where(eq(coachConversations.playerId, p.id));
      expect(n?.n).toBe(1);
    });
  }

  it('retries the analysis job after a provider failure, then falls back to the built-in analyst', async () => {
    fake.answer = () => ({ kind: 'status', status: 503 });
    const p = await buildPlayer(app);
    await uploadSessions(app, p, 1, '2026-03-01T09:00:00Z');
    const id = (await list(p)).json()[0].conversation_id as number;
    await ctx.jobs.drain();
    expect(await messagesOf(id)).toHaveLength(0);
    for (let i = 0; i < 4; i += 1) await ctx.jobs.drain({ includeDeferred: true });
    const [row] = await ctx.db.select().from(coachConversations).where(eq(coachConversations.id, id));
    expect(row?.status).toBe('ready');
    const [m] = await messagesOf(id);
    expect(m?.text).toContain('in a row');
  });
});
