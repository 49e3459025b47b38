import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema/accounts.ts';
import { buildPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, ctx } = await createTestApp();

const DUPLICATE = 'An account with this email already exists. Please sign in instead.';

async function playerCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(players);
  return row?.n ?? 0;
}

function register(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/register', payload: payload as object });
}

describe('POST /register', () => {
  it('creates the account, answers 201 with a working token, and stores the e-mail lower-cased', async () => {
    const res = await register({ name: ' Ada Putter ', email: '  Ada.Putter@Example.COM ', password: 'secret' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      message: 'Account created successfully.',
      player: {
        player_id: expect.any(Number),
        name: 'Ada Putter',
        email: 'ada.putter@example.com',
        phone: null,
        timezone: 'UTC',
        membership_tier: 'free',
        stats: { total_sessions: 0, total_makes: 0, total_misses: 0 },
      },
    });
    expect(body).not.toHaveProperty('referral');
    expect(JSON.stringify(body)).not.toContain('argon2');

    const [row] = await ctx.db.select().from(players).where(eq(players.id, body.player.player_id));
    expect(row?.email).toBe('ada.putter@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const me = await app.inject({
      method: 'GET',
      url: `/api/player/${body.player.player_id}/data`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ player_id: body.player.player_id, email: 'ada.putter@example.com' });
  });

  it('refuses the same e-mail in another case with 409 and stores nothing', async () => {
    const existing = await buildPlayer(app);
    const before = await playerCount();
    const res = await register({ name: 'Copy', email: existing.email.toUpperCase(), password: 'another1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Conflict', message: DUPLICATE });
    expect(await playerCount()).toBe(before);
  });

  it('records the referrer when referral_session_id is an existing player, and accepts a 256-character password', async () => {
    const referrer = await buildPlayer(app);
    const res = await register({
      name: 'Referred',
      email: `referred-${Date.now()}@example.com`,
      password: 'p'.repeat(256),
      referral_session_id: String(referrer.id),
      consent_contact_info: false,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.referral).toEqual({ referred_by: referrer.id });
    const [row] = await ctx.db.select().from(players).where(eq(players.id, body.player.player_id));
    expect(row?.referredBy).toBe(referrer.id);
    expect(row?.consentContactInfo).toBe(false);
  });

  it('ignores a referral code that is not an existing player', async () => {
    const res = await register({
      name: 'Unreferred',
      email: `unreferred-${Date.now()}@example.com`,
      password: 'secret',
      referral_session_id: '987654',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('referral');
    const [row] = await ctx.db.select().from(players).where(eq(players.id, res.json().player.player_id));
    expect(row?.referredBy).toBeNull();
  });

  const valid = { name: 'Valid Name', email: 'valid@example.com', password: 'secret' };
  it.each([
    ['name is missing', { email: valid.email, password: valid.password }, /^name: /],
    ['e-mail is missing', { name: valid.name, password: valid.password }, /^email: /],
    ['password is missing', { name: valid.name, email: valid.email }, /^password: /],
    ['name is blank', { ...valid, name: '   ' }, /^name: Name is required$/],
    ['name is not a string', { ...valid, name: 42 }, /^name: /],
    ['e-mail is not a string', { ...valid, email: ['a@b.co'] }, /^email: /],
    ['password is not a string', { ...valid, password: 12345678 }, /^password: /],
    ['consent is not a boolean', { ...valid, consent_contact_info: 'yes' }, /^consent_contact_info: /],
    ['referral code is not a string', { ...valid, referral_session_id: 12 }, /^referral_session_id: /],
    ['e-mail is malformed', { ...valid, email: 'not-an-email' }, /^email: Please enter a valid e-mail address$/],
    [
      'password is too short',
      { ...valid, password: '12345' },
      /^password: Password must be at least 6 characters long$/,
    ],
    [
      'password is too long',
      { ...valid, password: 'x'.repeat(257) },
      /^password: Password must be at most 256 characters long$/,
    ],
  ])('answers 400 naming the field when the %s, and stores nothing', async (_case, payload, message) => {
    const before = await playerCount();
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
    expect(res.json().message).toMatch(message);
    expect(await playerCount()).toBe(before);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(400);
  });

  it('lets exactly one of two simultaneous registrations of one e-mail through', async () => {
    const before = await playerCount();
    const email = `race-${Date.now()}@example.com`;
    const results = await Promise.all([
      register({ name: 'First', email, password: 'secret' }),
      register({ name: 'Second', email: email.toUpperCase(), password: 'secret' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(DUPLICATE);
    expect(await playerCount()).toBe(before + 1);
  });
});
