import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { buildPlayer } from '../../test/factories.ts';
import { startOidcTestProvider } from '../../test/oidc-test-provider.ts';
import { createTestApp } from '../../test/test-app.ts';
import { OAUTH_CANCELLED, OAUTH_STALE } from './oauth.service.ts';

// A real OpenID provider on loopback; the app's PUBLIC_URL is http://holeout.test.
const provider = await startOidcTestProvider(['http://holeout.test/api/auth/google/callback']);
afterAll(() => provider.close());
const clock = new ManualClock();
const { app } = await createTestApp(
  { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, GOOGLE_ISSUER: provider.issuer },
  { clock },
);

let n = 0;
const fresh = (prefix = 'new') => `${prefix}-${Date.now().toString(36)}-${++n}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /auth/google/init: the provider address and the binding cookie (`name=value`). */
async function init(mode: 'login' | 'signup' | 'link' = 'login', headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/google/init', payload: { mode }, headers });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  return { authUrl: res.json().authUrl as string, cookie };
}

/** The app's callback with the provider's answer: where it sends the browser, as query parameters. */
async function callback(url: string, cookie: string) {
  const { pathname, search } = new URL(url);
  const res = await app.inject({ method: 'GET', url: pathname + search, headers: { cookie } });
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(location.origin + location.pathname).toBe('http://holeout.test/oauth-return');
  return Object.fromEntries(location.searchParams);
}

/** A whole sign-in at the provider as `login`. */
async function signIn(login: string, options: { consent?: boolean; mode?: 'login' | 'link'; token?: string } = {}) {
  const { authUrl, cookie } = await init(options.mode, options.token ? bearer(options.token) : {});
  return callback(await provider.authorize(authUrl, login, options.consent), cookie);
}

function decode(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

async function completeSignup(setupToken: string, displayName = 'New Golfer') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/complete-oauth-signup',
    payload: { setupToken, displayName, provider: 'google' },
  });
}

describe('OpenID Connect sign-in against a real provider', () => {
  it('lists only configured providers; an unconfigured one answers 404', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(list.json()).toEqual({ providers: ['google'] });
    const res = await app.inject({ method: 'POST', url: '/api/auth/linkedin/init', payload: { mode: 'login' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Sign-in with LinkedIn is not configured on this server.');
  });

  it('sends a new e-mail to setup, creates the account once, then signs straight in', async () => {
    const email = fresh();
    const back = await signIn(email);
    expect(back).toMatchObject({ oauth_success: 'true', action: 'setup', provider: 'google' });
    expect(decode(back.token ?? '')).toMatchObject({ action: 'setup', email, emailVerified: true, subject: email });

    const created = await completeSignup(back.token ?? '');
    expect(created.statusCode).toBe(201);
    expect(created.json().player).toMatchObject({ name: 'New Golfer', email });
    const again = await completeSignup(back.token ?? '');
    expect(again.statusCode).toBe(400);

    const later = await signIn(email);
    expect(later).toMatchObject({ oauth_success: 'true', action: 'signed_in' });
    // The token is a single-use ticket, never a bearer token.
    const exchanged = await app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { ticket: later.token } });
    expect(exchanged.json().player.player_id).toBe(created.json().player.player_id);
    const replay = await app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { ticket: later.token } });
    expect(replay.statusCode).toBe(401);
  });

  it("sends an existing account's e-mail to the link page; only that account's sign-in links it", async () => {
    const owner = await buildPlayer(app, { email: fresh('owner') });
    const other = await buildPlayer(app);
    const back = await signIn(owner.email);
    expect(back).toMatchObject({ action: 'link', provider: 'google' });
    const link = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/link-oauth',
        payload: { linkToken: back.token, provider: 'google' },
        headers,
      });
    expect((await link({})).statusCode).toBe(401);
    const wrong = await link(other.auth);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Failed to link account');
    // The refused attempt used the token up: a link needs a fresh sign-in at the provider.
    expect((await link(owner.auth)).statusCode).toBe(400);

    const retry = await signIn(owner.email);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/link-oauth',
      payload: { linkToken: retry.token, provider: 'google' },
      headers: owner.auth,
    });
    expect(ok.statusCode).toBe(200);
    const later = await signIn(owner.email);
    expect(later.action).toBe('signed_in');
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const back = await signIn(fresh('unverified'));
    expect(back).toEqual({
      oauth_error: 'Your Google e-mail address is not verified.',
      mode: 'login',
      provider: 'google',
    });
  });

  it('reports a refused consent as cancelled', async () => {
    const back = await signIn(fresh(), { consent: false });
    expect(back.oauth_error).toBe(OAUTH_CANCELLED);
  });

  it('refuses a wrong state, a missing binding cookie and a replayed callback', async () => {
    const { authUrl, cookie } = await init();
    const returned = await provider.authorize(authUrl, fresh());
    const wrongState = new URL(returned);
    wrongState.searchParams.set('state', 'not-the-state');
    expect((await callback(wrongState.href, cookie)).oauth_error).toBe(OAUTH_STALE);
    expect((await callback(returned, '')).oauth_error).toBe(OAUTH_STALE);
    // The cookie-less attempt used the state up: the genuine browser cannot resume it either.
    expect((await callback(returned, cookie)).oauth_error).toBe(OAUTH_STALE);

    const second = await init();
    const ok = await callback(await provider.authorize(second.authUrl, fresh()), second.cookie);
    expect(ok.action).toBe('setup');
  });

  it("refuses a code replayed into another sign-in (the provider's PKCE and code checks)", async () => {
    const first = await init();
    const code = new URL(await provider.authorize(first.authUrl, fresh())).searchParams.get('code') ?? '';
    const second = await init();
    const secondReturn = new URL(await provider.authorize(second.authUrl, fresh()));
    secondReturn.searchParams.set('code', code);
    expect((await callback(secondReturn.href, second.cookie)).oauth_error).toBe(
      'The provider did not confirm the sign-in. Please try again.',
    );
  });

  it('refuses link and setup tokens after 15 minutes', async () => {
    const back = await signIn(fresh());
    clock.advance(15 * 60_000 + 1000);
    try {
      const res = await completeSignup(back.token ?? '');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This link has expired or was already used. Please sign in again.');
    } finally {
      clock.set(new Date());
    }
  });

  it('links from settings, lists the methods and never unlinks the last way in', async () => {
    const player = await buildPlayer(app);
    const linked = await signIn(fresh('settings'), { mode: 'link', token: player.token });
    expect(linked).toMatchObject({ oauth_success: 'true', action: 'linked' });
    const list = await app.inject({ method: 'GET', url: '/api/auth/sign-in-methods', headers: player.auth });
    const methods = list.json().methods;
    expect(methods.map((m: { kind: string }) => m.kind)).toEqual(['password', 'google']);

    // The same Google account cannot be linked to a second player.
    const other = await buildPlayer(app);
    const taken = await signIn(methods[1].label, { mode: 'link', token: other.token });
    expect(taken.oauth_error).toBe('This Google account is already linked to another player.');

    const unlink = (id: number, headers = player.auth) =>
      app.inject({ method: 'DELETE', url: `/api/auth/sign-in-methods/${id}`, headers });
    expect((await unlink(methods[1].id, other.auth)).statusCode).toBe(404);
    expect((await unlink(methods[1].id)).statusCode).toBe(200);

    // An account created through Google has no password: its only identity stays.
    const setup = await signIn(fresh('only'));
    const created = (await completeSignup(setup.token ?? '')).json();
    const own = await app.inject({ method: 'GET', url: '/api/auth/sign-in-methods', headers: bearer(created.token) });
    const [only] = own.json().methods;
    const refused = await unlink(only.id, bearer(created.token));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You cannot remove your only way to sign in.');
  });

  it('needs a bearer token to start a link', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/google/init', payload: { mode: 'link' } });
    expect(res.statusCode).toBe(401);
  });
});
