import type { AddressInfo } from 'node:net';
import { COACH_TEXT, type CoachStreamEvent, coachStreamEventSchema } from '@holeout/shared/coach';
import type { CoachDigest } from '@holeout/shared/coach-digest';
import { ungroundedNumbers } from '@holeout/shared/coach-digest';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { coachConversations, coachMessages } from '../../db/schema/coach.ts';
import { ManualClock } from '../../lib/clock.ts';
import { type FakeAnswer, startFakeProvider, uploadSessions } from '../../test/coach-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { COACH_PROVIDER_FAILED } from './coach.service.ts';

const fake = await startFakeProvider();
afterAll(() => fake.close());
const clock = new ManualClock('2026-03-02T10:00:00Z');
const { app, ctx } = await createTestApp(
  { COACH_API_URL: fake.url, COACH_MODEL: 'putting-coach', COACH_TIMEOUT_MS: '1500' },
  { clock },
);

const SSE = { accept: 'text/event-stream' };
const streamChat = (p: TestPlayer, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/coach/chat', headers: { ...p.auth, ...SSE }, payload });

/** The events of a server-sent-events body, each checked against the contract. */
function eventsOf(body: string): CoachStreamEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() !== '')
    .map((frame) => {
      const data = frame.split('\n').find((line) => line.startsWith('data: ')) ?? '';
      return coachStreamEventSchema.parse(JSON.parse(data.slice('data: '.length)));
    });
}
const deltasOf = (events: CoachStreamEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : []));

async function conversationWith(answer: FakeAnswer) {
  fake.answer = () => ({ kind: 'text', text: 'You holed 18.' });
  const p = await buildPlayer(app);
  await uploadSessions(app, p, 2, '2026-03-01T09:00:00Z');
  const list = await app.inject({ method: 'GET', url: '/api/coach/conversations', headers: p.auth });
  const id = list.json()[0].conversation_id as number;
  await ctx.jobs.drain();
  fake.answer = () => answer;
  fake.requests.length = 0;
  return { p, id };
}
const messagesOf = async (id: number) =>
  ctx.db.select().from(coachMessages).where(eq(coachMessages.conversationId, id)).orderBy(asc(coachMessages.id));

describe('a streamed coach reply (Accept: text/event-stream)', () => {
  it('sends each checked sentence as it comes, then done; the stored reply is exactly what was sent', async () => {
    const text = 'You holed **18** of 22.\nThat is 81.8%! Keep the routine.';
    const { p, id } = await conversationWith({ kind: 'text', text, pieceDelayMs: 20 });
    const res = await streamChat(p, { message: 'How did I do?', conversation_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(res.body);
    expect(deltasOf(events)).toEqual(['You holed **18** of 22.', '\nThat is 81.8%!', ' Keep the routine.']);
    const done = events.at(-1);
    expect(done).toEqual({ type: 'done', response: text, conversation_id: id, user_messages: 1 });
    const stored = await messagesOf(id);
    expect(stored.slice(-2).map((m) => [m.role, m.text])).toEqual([
      ['user', 'How did I do?'],
      ['model', text],
    ]);
  });

  it('never sends a sentence with an invented number: the model is stopped and the built-in analyst finishes', async () => {
    const { p, id } = await conversationWith({
      kind: 'text',
      text: 'You holed 18. You made 93.7% and 44 in a row! Keep going, you are at 99.1% soon.',
    });
    const res = await streamChat(p, { message: 'What is my best streak?', conversation_id: id });
    expect(res.body).not.toMatch(/93\.7|44|99\.1/);
    const events = eventsOf(res.body);
    const deltas = deltasOf(events);
    expect(deltas[0]).toBe('You holed 18.');
    expect(deltas[1]).toMatch(/^\n\n- \*\*Best streak:\*\* 6 in a row/);
    expect(fake.requests).toHaveLength(1);
    const reply = deltas.join('');
    expect(events.at(-1)).toMatchObject({ type: 'done', response: reply });
    expect((await messagesOf(id)).at(-1)?.text).toBe(reply);
    const [row] = await ctx.db.select().from(coachConversations).where(eq(coachConversations.id, id));
    expect(ungroundedNumbers(reply, row?.facts as CoachDigest)).toEqual([]);
  });

  it('ends with an error event and stores nothing when the provider breaks off mid-reply', async () => {
    const { p, id } = await conversationWith({ kind: 'broken', text: 'You holed 18. And then some more' });
    const before = await messagesOf(id);
    const res = await streamChat(p, { message: 'Any tips?', conversation_id: id });
    expect(res.statusCode).toBe(200);
    expect(eventsOf(res.body)).toEqual([
      { type: 'delta', text: 'You holed 18.' },
      { type: 'error', status: 502, message: COACH_PROVIDER_FAILED },
    ]);
    expect(await messagesOf(id)).toEqual(before);
  });

  for (const [name, answer] of [
    ['fails', { kind: 'status', status: 500 }],
    ['streams malformed chunks', { kind: 'malformed' }],
    ['is slower than COACH_TIMEOUT_MS', { kind: 'text', text: 'Late.', delayMs: 2500 }],
  ] as const) {
    it(`answers 502 as JSON, nothing stored, when the provider ${name} before the first sentence`, async () => {
      const { p, id } = await conversationWith(answer);
      const before = await messagesOf(id);
      const res = await streamChat(p, { message: 'Any tips?', conversation_id: id });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(COACH_PROVIDER_FAILED);
      expect(await messagesOf(id)).toEqual(before);
    });
  }

  it('refuses as without streaming: the 6th message is 429 "message limit reached"', async () => {
    const { p, id } = await conversationWith({ kind: 'text', text: 'You holed 18.' });
    for (let i = 0; i < 5; i += 1) {
      expect(eventsOf((await streamChat(p, { message: `Q${i}`, conversation_id: id })).body).at(-1)?.type).toBe('done');
    }
    const sixth = await streamChat(p, { message: 'One more', conversation_id: id });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(COACH_TEXT.messageLimit);
  });
});

describe('a streamed reply over a real connection', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  /** A conversation whose next reply streams 'You holed 18. And' and waits for `open()` to finish. */
  async function gatedReply() {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { p, id } = await conversationWith({ kind: 'gated', text: 'You holed 18. And', gate, rest: ' keep going.' });
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/coach/chat`, {
      method: 'POST',
      headers: { ...p.auth, ...SSE, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'How did I do?', conversation_id: id }),
      signal: abort.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    return { id, open, abort, reader };
  }

  it('stores nothing when the page goes away mid-reply', async () => {
    const { id, open, abort, reader } = await gatedReply();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('You holed 18.');
    const requests = fake.requests.length;
    abort.abort();
    await new Promise((r) => setTimeout(r, 200));
    open(); // the model would finish now, but it was stopped
    await new Promise((r) => setTimeout(r, 200));
    expect(await messagesOf(id)).toHaveLength(1); // the analysis only
    expect(fake.requests).toHaveLength(requests); // not asked again either
  });

  it('reaches the client sentence by sentence while the model is still writing', async () => {
    const { id, open, reader } = await gatedReply();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(eventsOf(decoder.decode(first.value))).toEqual([{ type: 'delta', text: 'You holed 18.' }]);
    expect(await messagesOf(id)).toHaveLength(1); // the analysis only: nothing stored yet
    open();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += decoder.decode(r.value);
    expect(eventsOf(rest)).toEqual([
      { type: 'delta', text: ' And keep going.' },
      { type: 'done', response: 'You holed 18. And keep going.', conversation_id: id, user_messages: 1 },
    ]);
  });
});
