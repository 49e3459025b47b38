import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();
const player = await buildPlayer(app, { email: `Mixed.Case-${Date.now()}@Example.com` });

const INVALID = { error: 'Unauthorized', message: 'Invalid email or password' };

function login(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
}

/** A private route: 200 with a live token of the player, 401 otherwise. */
function probe(token: string) {
  return app.inject({
    method: 'GET',
    url: `/api/player/${player.id}/notifications/unread-count`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('POST /login', () => {
  it('answers {success, token, player, message} with a new working token', async () => {
    const res = await login(player.email, player.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      message: 'Login successful',
      player: { player_id: player.id, email: player.email, name: player.name, membership_tier: 'free' },
    });
    expect(body.token).not.toBe(player.token);
    expect((await probe(body.token)).statusCode).toBe(200);
    expect((await probe(player.token)).statusCode).toBe(200);
  });

  it('matches the e-mail case-insensitively', async () => {
    const res = await login(` ${player.email.toUpperCase()} `, player.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().player.player_id).toBe(player.id);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login(player.email, `${player.password}!`);
    const unknown = await login('nobody-here@example.com', player.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
    expect(unknown.json()).toEqual(INVALID);
  });

  it('does not treat the password as case-insensitive', async () => {
    const res = await login(player.email, player.password.toUpperCase());
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 naming the field when a field is missing or malformed', async () => {
    const noPassword = await app.inject({ method: 'POST', url: '/api/login', payload: { email: player.email } });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/^password: /);
    const badEmail = await login('not-an-email', 'whatever');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('email: Please enter a valid e-mail address');
  });
});

describe('POST /logout', () => {
  it('revokes the token it was called with and no other', async () => {
    const first = (await login(player.email, player.password)).json().token as string;
    const second = (await login(player.email, player.password)).json().token as string;

    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You have been logged out.' });

    expect((await probe(first)).statusCode).toBe(401);
    expect((await probe(second)).statusCode).toBe(200);
    expect((await probe(player.token)).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authentication required. Please log in.' });
  });
});
