import { describe, expect, it } from 'vitest';
import { buildPlayer, logIn } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();
const me = await buildPlayer(app);
const other = await buildPlayer(app);

const FORBIDDEN = { error: 'Forbidden', message: 'You can only access your own account.' };

function data(id: number | string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/player/${id}/data`, headers });
}

describe("another player's account", () => {
  it.each([
    ['PUT', '', { name: 'Renamed by someone else' }],
    ['PUT', '/socials', { website_url: 'https://spam.example.com' }],
    ['PUT', '/notification-preferences', { duel_requests: false }],
    ['POST', '/change-password', { old_password: 'correct horse', new_password: 'stolen one' }],
    ['GET', '/notifications', undefined],
    ['GET', '/notifications/unread-count', undefined],
  ])('%s /player/{other}%s answers 403 and changes nothing', async (method, path, payload) => {
    const before = (await data(other.id, other.auth)).json();
    const res = await app.inject({
      method: method as 'GET',
      url: `/api/player/${other.id}${path}`,
      headers: me.auth,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await data(other.id, other.auth)).json()).toEqual(before);
  });

  it('the victim can still sign in with their own password', async () => {
    const res = await logIn(app, other);
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /player/{id}/data', () => {
  it('gives the owner the whole record', async () => {
    const res = await data(me.id, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ player_id: me.id, name: me.name, email: me.email, stats: expect.any(Object) });
  });

  it('gives another signed-in player only the id and name', async () => {
    const res = await data(other.id, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ player_id: other.id, name: other.name });
  });

  it('gives an anonymous visitor (the /register referrer banner) only the id and name', async () => {
    const res = await data(other.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ player_id: other.id, name: other.name });
  });

  it('treats a revoked or forged token as anonymous, never as the owner', async () => {
    const forged = await data(other.id, { authorization: `Bearer ${other.token.slice(0, -12)}AAAAAAAAAAAA` });
    expect(forged.json()).toEqual({ player_id: other.id, name: other.name });
  });

  it('answers 404 for an unknown player, signed in or not', async () => {
    for (const headers of [{}, me.auth]) {
      const res = await data(987654, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found', message: 'Player not found' });
    }
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5']])('answers 400 for the id %j', async (id) => {
    const res = await data(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^id: /);
  });
});
