/**
 * Conformance, spec 01 §7 "Coach": every call sent as a client written to the spec sends it
 * (with the built-in analyst as the coach). The table of calls is in README.md beside this file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlayer, type TestPlayer } from '../factories.ts';
import { mixedLog, sessionBody, upload } from '../session-fixtures.ts';
import { createTestApp } from '../test-app.ts';
import { type SpecClient, specClient } from './spec-client.ts';

const { app } = await createTestApp();

let player: TestPlayer;
let me: SpecClient;
let conversationId: number;

beforeAll(async () => {
  player = await buildPlayer(app);
  me = specClient(app, player.token);
  const res = await upload(app, player, sessionBody(mixedLog(30, 3)));
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
});

describe('spec 01 §7 coach', () => {
  it('POST /coach/chat {player_id, message, conversation_id} answers the response', async () => {
    const res = await me.post('/coach/chat', {
      player_id: player.id,
      message: 'How were my streaks?',
      conversation_id: null,
    });
    expect(res.status).toBe(200);
    expect(typeof res.data.response).toBe('string');
    expect(res.data.response.length).toBeGreaterThan(0);
    conversationId = res.data.conversation_id;
    expect(conversationId).toEqual(expect.any(Number));
  });

  it('GET /coach/conversations?player_id= answers a list of {conversation_id, title, created_at}', async () => {
    const res = await me.get('/coach/conversations', { player_id: player.id });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    expect(res.data).toContainEqual(
      expect.objectContaining({
        conversation_id: conversationId,
        title: expect.any(String),
        created_at: expect.any(String),
      }),
    );
  });

  it('GET /coach/conversations/{id} answers its messages: a list of {role, parts} (issue 21 #5)', async () => {
    const res = await me.get(`/coach/conversations/${conversationId}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    expect(res.data.map((m: { role: string }) => m.role)).toEqual(['user', 'model']);
    expect(res.data[0].parts[0].text ?? res.data[0].parts[0]).toBe('How were my streaks?');
  });

  it("at 5 user messages a send fails with a message containing 'message limit'", async () => {
    for (let i = 2; i <= 5; i++) {
      const res = await me.post('/coach/chat', {
        player_id: player.id,
        message: `Question ${i}`,
        conversation_id: conversationId,
      });
      expect(res.status).toBe(200);
    }
    const sixth = await me.post('/coach/chat', {
      player_id: player.id,
      message: 'One more',
      conversation_id: conversationId,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.error?.toLowerCase()).toContain('message limit');
  });

  it("another player's player_id is refused with 403 (DESIGN §1, decision 027)", async () => {
    const other = await buildPlayer(app);
    expect((await me.get('/coach/conversations', { player_id: other.id })).status).toBe(403);
    const chat = await me.post('/coach/chat', { player_id: other.id, message: 'Hello', conversation_id: null });
    expect(chat.status).toBe(403);
    // Another player's conversation is not theirs to read.
    expect((await specClient(app, other.token).get(`/coach/conversations/${conversationId}`)).status).toBe(403);
  });
});
