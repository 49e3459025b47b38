/**
 * Conformance, spec 01 §7 "Auth and account" and the §2 hand-offs (`?auth_token=`, the OAuth
 * return): every call sent as a client written to the spec sends it (spec-client.ts). The table
 * of calls is in README.md beside this file.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/mail.ts';
import { buildPlayer } from '../factories.ts';
import { startOidcTestProvider } from '../oidc-test-provider.ts';
import { createTestApp } from '../test-app.ts';
import { decodeTokenPayload, specClient } from './spec-client.ts';

const provider = await startOidcTestProvider(['http://holeout.test/api/auth/google/callback']);
afterAll(() => provider.close());
const { app, ctx } = await createTestApp({
  GOOGLE_CLIENT_ID: provider.clientId,
  GOOGLE_CLIENT_SECRET: provider.clientSecret,
  GOOGLE_ISSUER: provider.issuer,
});
const anonymous = specClient(app);

let n = 0;
const freshEmail = (prefix = 'spec') => `${prefix}-${Date.now().toString(36)}-${++n}@example.com`;

/** The registration body of the spec's forms (spec 01 §3 "Registration payload"). */
function registration(email: string, referral: string | null = null) {
  return { name: 'Spec Golfer', email, password: 'secret6', referral_session_id: referral, consent_contact_info: true };
}

/** Where the OAuth return page is sent: its query parameters (spec 01 §2). */
async function oauthReturn(mode: 'login' | 'signup', login: string) {
  const init = await anonymous.post('/auth/google/init', { mode });
  expect(init.status).toBe(200);
  const cookie = String(init.headers['set-cookie']).split(';')[0] ?? '';
  const back = new URL(await provider.authorize(init.data.authUrl, login));
  const res = await app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  expect(res.statusCode).toBe(302);
  return Object.fromEntries(new URL(String(res.headers.location)).searchParams);
}

describe('spec 01 §7 auth: register, login, password flows', () => {
  it('POST /register with the spec payload answers a token (and the referral when one was saved)', async () => {
    const plain = await anonymous.post('/register', registration(freshEmail()));
    expect(plain.status).toBe(201);
    expect(typeof plain.data.token).toBe('string');
    expect(plain.data.referral).toBeUndefined();

    const referrer = await buildPlayer(app);
    const referred = await anonymous.post('/register', registration(freshEmail(), String(referrer.id)));
    expect(referred.status).toBe(201);
    expect(referred.data.referral).toEqual({ referred_by: referrer.id });
  });

  it('POST /login answers {success, token, player, message}; the token carries playerId and sub (issue 21 #7)', async () => {
    const player = await buildPlayer(app);
    const res = await anonymous.post('/login', { email: player.email, password: player.password });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ success: true, player: { player_id: player.id, name: player.name } });
    expect(typeof res.data.token).toBe('string');
    expect(typeof res.data.message).toBe('string');
    // Spec 01 §3 lists playerId in the token payload; clients decode it after an OAuth hand-off.
    expect(decodeTokenPayload(res.data.token)).toMatchObject({ playerId: player.id, sub: String(player.id) });

    const wrong = await anonymous.post('/login', { email: player.email, password: 'not it' });
    expect(wrong.status).toBe(401);
    expect(wrong.error).toBeTruthy();
  });

  it('POST /forgot-password {email} and POST /reset-password {token, password} answer messages', async () => {
    const player = await buildPlayer(app);
    const forgot = await anonymous.post('/forgot-password', { email: player.email });
    expect(forgot.status).toBe(200);
    expect(typeof forgot.data.message).toBe('string');

    const [mail] = await ctx.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, player.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await anonymous.post('/reset-password', { token, password: 'brand new' });
    expect(reset.status).toBe(200);
    expect(typeof reset.data.message).toBe('string');
    expect((await anonymous.post('/login', { email: player.email, password: 'brand new' })).status).toBe(200);
  });

  it('POST /player/{id}/change-password {old_password, new_password} answers a message', async () => {
    const player = await buildPlayer(app);
    const me = specClient(app, player.token);
    const res = await me.post(`/player/${player.id}/change-password`, {
      old_password: player.password,
      new_password: 'changed it',
    });
    expect(res.status).toBe(200);
    expect(typeof res.data.message).toBe('string');
  });

  it('POST /logout, bodyless with the JSON content type, ends the token (issue 21 #1)', async () => {
    const player = await buildPlayer(app);
    const me = specClient(app, player.token);
    const res = await me.post('/logout');
    expect(res.status).toBe(200);
    expect((await me.get(`/player/${player.id}/notifications`)).status).toBe(401);
    // The client still sends the stale token with every call until it clears it: sign-in works.
    const again = await me.post('/login', { email: player.email, password: player.password });
    expect(again.status).toBe(200);
  });
});

describe('spec 01 §7 account: the player record and settings', () => {
  it('GET /player/{id}/data answers the player with stats to the owner, the name to anyone (the /register referrer)', async () => {
    const player = await buildPlayer(app);
    const own = await specClient(app, player.token).get(`/player/${player.id}/data`);
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ player_id: player.id, name: player.name, email: player.email });
    expect(own.data.stats).toMatchObject({ total_sessions: 0, total_makes: 0, total_misses: 0 });

    // /register fetches the referrer's name without a token.
    const referrer = await anonymous.get(`/player/${player.id}/data`);
    expect(referrer.status).toBe(200);
    expect(referrer.data.name).toBe(player.name);
  });

  it('PUT /player/{id} {name, phone, timezone} updates the profile', async () => {
    const player = await buildPlayer(app);
    const res = await specClient(app, player.token).put(`/player/${player.id}`, {
      name: 'Renamed Golfer',
      phone: '+44 20 7946 0018',
      timezone: 'Europe/London',
    });
    expect(res.status).toBe(200);
    expect(res.data.player).toMatchObject({
      name: 'Renamed Golfer',
      phone: '+44 20 7946 0018',
      timezone: 'Europe/London',
    });
  });

  it('PUT /player/{id} with the profile form fields answers 200 and applies only editable ones (issue 21 #6, decision 044)', async () => {
    const player = await buildPlayer(app);
    const me = specClient(app, player.token);
    const res = await me.put(`/player/${player.id}`, {
      name: 'Profile Form',
      first_name: 'Profile',
      last_name: 'Form',
      display_name: 'Profile Form',
      phone: '',
      timezone: 'UTC',
      // A form that sends the cached player back: never applied.
      membership_tier: 'premium',
    });
    expect(res.status).toBe(200);
    expect(res.data.player).toMatchObject({ name: 'Profile Form', membership_tier: 'free', email: player.email });
    const { player: _answered, ...rest } = res.data;
    // The answer says which keys it ignored.
    expect(JSON.stringify(rest)).toContain('membership_tier');
    const after = await me.get(`/player/${player.id}/data`);
    expect(after.data.membership_tier).toBe('free');
  });

  it('PUT /player/{id}/socials and /notification-preferences take the spec fields', async () => {
    const player = await buildPlayer(app);
    const me = specClient(app, player.token);
    const socials = await me.put(`/player/${player.id}/socials`, {
      x_url: 'https://x.com/golfer',
      tiktok_url: '',
      website_url: 'https://golfer.example.com',
      telegram_url: '',
    });
    expect(socials.status).toBe(200);
    expect(socials.data.player).toMatchObject({ x_url: 'https://x.com/golfer', tiktok_url: null });

    const flags = {
      duel_requests: false,
      duel_updates: true,
      league_invites: true,
      league_updates: false,
      fundraiser_updates: true,
      product_updates: false,
    };
    const prefs = await me.put(`/player/${player.id}/notification-preferences`, flags);
    expect(prefs.status).toBe(200);
    expect(prefs.data.player.notification_preferences).toEqual(flags);
  });

  it("another player's id in a settings path is refused with 403 (DESIGN §1: identity only from the token)", async () => {
    const player = await buildPlayer(app);
    const other = await buildPlayer(app);
    const res = await specClient(app, player.token).put(`/player/${other.id}`, { name: 'Hijack' });
    expect(res.status).toBe(403);
    expect(res.error).toBe('You can only access your own account.');
  });

  it('the start-failure fallbacks: GET /api/player/{id}/sessions?limit=5 and GET /api/debug-stats (issue 21 #8)', async () => {
    const player = await buildPlayer(app);
    const me = specClient(app, player.token);
    const sessions = await me.get(`/api/player/${player.id}/sessions`, { limit: 5 });
    expect(sessions.status).toBe(200);
    expect(sessions.data.sessions).toEqual([]);

    const debug = await me.get('/api/debug-stats');
    expect(debug.status).toBe(200);
    const own = await me.get(`/player/${player.id}/data`);
    expect(debug.data.dashboard_data.stats).toMatchObject({
      total_makes: own.data.stats.total_makes,
      total_misses: own.data.stats.total_misses,
      total_sessions: own.data.stats.total_sessions,
    });
    expect((await anonymous.get('/api/debug-stats')).status).toBe(401);
  });
});

describe('spec 01 §2 hand-offs: ?auth_token= and the OAuth return', () => {
  it('?auth_token= carries a single-use ticket, exchanged for the bearer token (decision 003)', async () => {
    const player = await buildPlayer(app);
    // Bodyless POST with the JSON content type (issue 21 #1).
    const ticket = await specClient(app, player.token).post('/auth/ticket');
    expect(ticket.status).toBe(200);
    const authToken = ticket.data.ticket as string;

    // Decision 003: a bearer token never travels in an address, so the value is not a bearer token…
    expect((await specClient(app, authToken).get(`/player/${player.id}/notifications`)).status).toBe(401);
    // …the page exchanges it once for one.
    const exchanged = await anonymous.post('/auth/exchange', { ticket: authToken });
    expect(exchanged.status).toBe(200);
    expect(exchanged.data).toMatchObject({ success: true, player: { player_id: player.id } });
    expect(decodeTokenPayload(exchanged.data.token).playerId).toBe(player.id);
    expect((await anonymous.post('/auth/exchange', { ticket: authToken })).status).toBe(401);
  });

  it('POST /auth/google/init {mode} answers {success, authUrl, sessionId, message}', async () => {
    for (const mode of ['login', 'signup'] as const) {
      const res = await anonymous.post('/auth/google/init', { mode });
      expect(res.status).toBe(200);
      expect(res.data).toMatchObject({ success: true });
      expect(new URL(res.data.authUrl).origin).toBe(provider.issuer);
      expect(typeof res.data.sessionId).toBe('string');
      expect(typeof res.data.message).toBe('string');
    }
  });

  it('a new e-mail: POST /api/auth/complete-oauth-signup {setupToken, displayName, provider} answers {success, token, message}', async () => {
    const back = await oauthReturn('signup', freshEmail('setup'));
    expect(back).toMatchObject({ oauth_success: 'true', provider: 'google' });
    // The setup token carries what /setup-account shows (spec 01 §2).
    expect(decodeTokenPayload(back.token ?? '')).toMatchObject({
      email: expect.any(String),
      name: expect.any(String),
      googleId: expect.any(String),
      emailVerified: true,
    });
    const res = await anonymous.post('/api/auth/complete-oauth-signup', {
      setupToken: back.token,
      displayName: 'Setup Golfer',
      provider: 'google',
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ success: true, message: expect.any(String) });
    expect(decodeTokenPayload(res.data.token)).toMatchObject({ playerId: expect.any(Number) });
  });

  it("an existing account's e-mail: POST /api/auth/link-oauth {linkToken, provider} with the bearer token answers {success, message}", async () => {
    const owner = await buildPlayer(app, { email: freshEmail('owner') });
    const back = await oauthReturn('login', owner.email);
    expect(back).toMatchObject({ oauth_success: 'true', provider: 'google' });
    const res = await specClient(app, owner.token).post('/api/auth/link-oauth', {
      linkToken: back.token,
      provider: 'google',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('a signed-in return: the `token` is a ticket (decision 003, 032); its exchange answers a token with playerId', async () => {
    const owner = await buildPlayer(app, { email: freshEmail('linked') });
    const first = await oauthReturn('login', owner.email);
    await specClient(app, owner.token).post('/api/auth/link-oauth', { linkToken: first.token, provider: 'google' });

    const back = await oauthReturn('login', owner.email);
    expect(back).toMatchObject({ oauth_success: 'true', provider: 'google' });
    const exchanged = await anonymous.post('/auth/exchange', { ticket: back.token });
    expect(exchanged.status).toBe(200);
    expect(decodeTokenPayload(exchanged.data.token).playerId).toBe(owner.id);
    const data = await specClient(app, exchanged.data.token).get(`/player/${owner.id}/data`);
    expect(data.data.email).toBe(owner.email);
  });
});
