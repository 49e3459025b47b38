import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/auth.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { listeningTestApp } from '../../test/listening-test-app.ts';
import { openSse, type SseStream } from '../../test/sse-client.ts';
import { REVOCATIONS, revokeToken } from '../../test/token-revocations.ts';
import { STREAM_MESSAGES } from './notification-stream.service.ts';

// Decision 037: the stream takes the bearer token in its address (or a ticket bound to a token),
// and closes when that token is revoked. The log is collected to check the token never reaches it.
const lines: string[] = [];
const { app, modules, database, base, streams } = await listeningTestApp({ LOG_LEVEL: 'debug' }, lines);

/** Revocations reach open streams through the NOTIFY channel, well before the 15-second sweep. */
const PROMPTLY_MS = 3_000;

async function open(query: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const stream = await openSse(`${base}/api/notifications/stream${query}`, headers);
  streams.push(stream);
  return stream;
}

async function connected(stream: SseStream, p: TestPlayer): Promise<SseStream> {
  expect(stream.status).toBe(200);
  expect(await stream.next()).toEqual({ event: 'connected', data: JSON.stringify({ playerId: p.id }), id: null });
  return stream;
}

async function ticketFrom(token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/ticket',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().ticket;
}

async function secondToken(p: TestPlayer): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: p.email, password: p.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

/** True when the stream ends within `ms`. */
async function endsWithin(stream: SseStream, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const ended = await Promise.race([stream.ended.then(() => true), timeout]);
  clearTimeout(timer);
  return ended;
}

describe('GET /notifications/stream?token=: the bearer token in the address', () => {
  it('opens the stream of the token’s player, as does the Authorization header', async () => {
    const me = await buildPlayer(app);
    await connected(await open(`?token=${encodeURIComponent(me.token)}`), me);
    await connected(await open('', me.auth), me);
  });

  it('checks the token as the Authorization header does: tampered, unknown or revoked → 401', async () => {
    const me = await buildPlayer(app);
    const [head, , signature] = me.token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', playerId: 1, jti: crypto.randomUUID() })).toString(
      'base64url',
    );
    const other = await secondToken(me);
    await revokeToken(app, database.db, me, other, 'logout');
    for (const bad of [`${head}.${forged}.${signature}`, 'not-a-token', other]) {
      const res = await open(`?token=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ error: 'Unauthorized', message: STREAM_MESSAGES.invalidToken });
    }
  });

  it('answers 400 to a token and a ticket together, without spending the ticket', async () => {
    const me = await buildPlayer(app);
    const ticket = await ticketFrom(me.token);
    const both = await open(`?ticket=${ticket}&token=${me.token}`);
    expect(both.status).toBe(400);
    expect(JSON.parse(both.body).message).toBe(STREAM_MESSAGES.ticketAndToken);
    await connected(await open(`?ticket=${ticket}`), me);
  });

  it('closes at once when that token signs out, and only that token’s stream', async () => {
    const me = await buildPlayer(app);
    const other = await secondToken(me);
    const mine = await connected(await open(`?token=${me.token}`), me);
    const elsewhere = await connected(await open(`?token=${other}`), me);
    await revokeToken(app, database.db, me, me.token, 'logout');
    expect(await endsWithin(mine, PROMPTLY_MS)).toBe(true);
    expect(await elsewhere.quietFor(300)).toBe(true);
  });
});

describe('a stream ends with the token behind it (issue 21 item 2, issue 22 §2)', () => {
  for (const how of REVOCATIONS) {
    it(`closes streams opened with the token or its ticket when a ${how} revokes it`, async () => {
      const me = await buildPlayer(app);
      const byTicket = await connected(await open(`?ticket=${await ticketFrom(me.token)}`), me);
      const byToken = await connected(await open(`?token=${me.token}`), me);
      await revokeToken(app, database.db, me, me.token, how);
      expect(await endsWithin(byTicket, PROMPTLY_MS)).toBe(true);
      expect(await endsWithin(byToken, PROMPTLY_MS)).toBe(true);
    });

    it(`refuses a ticket whose token a ${how} revoked before it was used`, async () => {
      const me = await buildPlayer(app);
      const ticket = await ticketFrom(me.token);
      await revokeToken(app, database.db, me, me.token, how);
      const res = await open(`?ticket=${ticket}`);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ error: 'Unauthorized', message: STREAM_MESSAGES.revokedTicket });
    });
  }

  it('keeps the stream of the token that changed the password open', async () => {
    const me = await buildPlayer(app);
    const changer = await secondToken(me);
    const kept = await connected(await open(`?ticket=${await ticketFrom(changer)}`), me);
    const res = await app.inject({
      method: 'POST',
      url: `/api/player/${me.id}/change-password`,
      headers: { authorization: `Bearer ${changer}` },
      payload: { old_password: me.password, new_password: 'another green' },
    });
    expect(res.statusCode).toBe(200);
    expect(await kept.quietFor(500)).toBe(true);
    expect(await modules.notificationStream.closeRevoked()).toBe(0);
  });

  it('still closes a revoked token’s stream on the periodic check when no announcement came', async () => {
    const me = await buildPlayer(app);
    const stream = await connected(await open(`?token=${me.token}`), me);
    expect(await modules.notificationStream.closeRevoked()).toBe(0);
    // Revoked behind the API's back: no NOTIFY, only the sweep can see it.
    await database.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.playerId, me.id));
    expect(await stream.quietFor(300)).toBe(true);
    expect(await modules.notificationStream.closeRevoked()).toBe(1);
    await stream.ended;
  });
});

describe('the token in the address never reaches the log', () => {
  it('redacts it from every line, accepted or refused', async () => {
    const me = await buildPlayer(app);
    const accepted = await connected(await open(`?token=${me.token}&last_event_id=1`), me);
    accepted.close();
    const refused = await open(`?token=${me.token}x`);
    expect(refused.status).toBe(401);
    const invalid = await open(`?token=${me.token}&last_event_id=abc`);
    expect(invalid.status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));

    const log = lines.join('\n');
    expect(log).toContain('/api/notifications/stream?token=[redacted]');
    expect(log).not.toContain(me.token);
    expect(log).not.toContain(me.token.split('.')[2]);
  });
});
