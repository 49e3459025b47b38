import { describe, expect, it } from 'vitest';
import { ROUTE_SPECIALS } from '../test/attack/route-examples.ts';
import { buildPlayer, type TestPlayer } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

// Issue 21 item 1: browser clients send `Content-Type: application/json` on every call, bodyless
// ones included. The log is collected to check that every 400 says why, without the values sent.
const lines: string[] = [];
const { app, ctx } = await createTestApp({ LOG_LEVEL: 'info' }, { logLines: lines });
const other = await buildPlayer(app);

/** Sends `payload` as it is, with the JSON content type unless `headers` name another. */
function sendRaw(method: 'POST' | 'DELETE', url: string, payload: string, headers: Record<string, string> = {}) {
  return app.inject({ method, url, headers: { 'content-type': 'application/json', ...headers }, payload });
}

/** Sends `METHOD /path/{param}` as such a client does: the JSON content type and an empty body. */
async function sendEmpty(key: string, me: TestPlayer) {
  const special = ROUTE_SPECIALS[key];
  const example = (await special?.valid?.({ app, db: ctx.db, me, other })) ?? {};
  const [method, template] = key.split(' ') as [string, string];
  const path: Record<string, string> = { id: String(example.playerId ?? me.id), ...example.path };
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '');
  const token = example.token === undefined ? me.token : example.token;
  const res = await sendRaw(method as 'POST' | 'DELETE', url, '', token ? { authorization: `Bearer ${token}` } : {});
  return { res, token, status: special?.status ?? 200 };
}

/** The bodyless writes the issue names: each answered as if the header were not there. */
const BODYLESS_ROUTES = [
  'POST /api/logout',
  'POST /api/duels/{id}/cancel',
  'POST /api/leagues/{id}/start',
  'POST /api/player/{id}/notifications/read-all',
  'POST /api/player/{id}/notifications/{nid}/read',
  'DELETE /api/player/{id}/notifications/{nid}',
  'POST /api/player/{id}/subscription/cancel',
  'POST /api/auth/ticket',
  'POST /api/referrals/share',
  'POST /api/friends/requests/{playerId}/accept',
  'POST /api/friends/requests/{playerId}/decline',
  'DELETE /api/friends/requests/{playerId}',
  'DELETE /api/friends/{playerId}',
];

describe('a JSON content type with an empty body is no body', () => {
  for (const key of BODYLESS_ROUTES) {
    it(`${key} answers as without the header`, async () => {
      const { res, status } = await sendEmpty(key, await buildPlayer(app));
      expect(res.statusCode, res.body).toBe(status);
    });
  }

  it('POST /api/logout really signs the token out', async () => {
    const me = await buildPlayer(app);
    const { res, token } = await sendEmpty('POST /api/logout', me);
    expect(res.json()).toEqual({ success: true, message: 'You have been logged out.' });
    const after = await app.inject({
      method: 'GET',
      url: `/api/player/${me.id}/notifications/unread-count`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('marks a notification read and deletes it', async () => {
    const me = await buildPlayer(app);
    const read = await sendEmpty('POST /api/player/{id}/notifications/{nid}/read', me);
    expect(read.res.json()).toMatchObject({ unread_count: 0 });
    const list = await app.inject({ method: 'GET', url: `/api/player/${me.id}/notifications`, headers: me.auth });
    const [notification] = list.json().notifications;
    expect(notification.read_status).toBe(true);
    const deleted = await sendRaw('DELETE', `/api/player/${me.id}/notifications/${notification.id}`, '', me.auth);
    expect(deleted.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: `/api/player/${me.id}/notifications`, headers: me.auth });
    expect(after.json().notifications).toEqual([]);
  });

  it('takes a whitespace-only body as no body too', async () => {
    const me = await buildPlayer(app);
    const res = await sendRaw('POST', '/api/auth/ticket', ' \n', {
      ...me.auth,
      'content-type': 'application/json; charset=utf-8',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a route that needs a body', () => {
  it('answers 400 naming the missing fields, and logs why without the values', async () => {
    const res = await sendRaw('POST', '/api/login', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      message: 'This request needs a JSON body: email, password are required.',
    });
    const me = await buildPlayer(app);
    const friend = await app.inject({ method: 'POST', url: '/api/friends/requests', headers: me.auth });
    expect(friend.statusCode).toBe(400);
    expect(friend.json().message).toBe('This request needs a JSON body: friend_id is required.');

    const refusals = lines.map((l) => JSON.parse(l)).filter((l) => l.refusal);
    expect(refusals.map((l) => l.refusal.message)).toContain(
      'This request needs a JSON body: email, password are required.',
    );
  });

  it('still refuses a wrong field, logging its path and reason but not its value', async () => {
    const secret = 'hunter2-never-logged';
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'not-an-address', password: secret, extra: secret },
    });
    expect(res.statusCode).toBe(400);
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.refusal && l.msg === 'request refused (400)');
    const last = logged.at(-1);
    expect(last.level).toBe(30);
    expect(last.refusal.fields.join(' ')).toMatch(/email/);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain('not-an-address');
  });

  it('takes no body on a route whose body fields are all optional as an empty one', async () => {
    const key = 'POST /api/leagues/{id}/join';
    const me = await buildPlayer(app);
    const { res, status } = await sendEmpty(key, me);
    expect(res.statusCode, res.body).toBe(status);
  });
});
