/// <reference path="./oidc-provider.d.ts" />
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A real OpenID provider on loopback for the tests and the e2e harness (oidc-provider). */
export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Plays the person at the provider: opens `authUrl`, signs in as `login` (an e-mail address;
   * one starting with `unverified` has `email_verified: false`) and consents — or refuses — and
   * answers the redirect back to the app (its callback URL with code or error).
   */
  authorize(authUrl: string, login: string, consent?: boolean): Promise<string>;
  close(): Promise<void>;
}

export const OIDC_TEST_CLIENT = { clientId: 'holeout-test', clientSecret: 'holeout-test-secret-0123456789' };

/**
 * Starts the provider on 127.0.0.1 (`port` 0: any free port). Every login is accepted with any
 * password; the login is the account: `sub` and `email` are the login, `name` its local part.
 */
export async function startOidcTestProvider(redirectUris: string[], port = 0): Promise<OidcTestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.clientId,
        client_secret: OIDC_TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: !id.startsWith('unverified'), name: id.split('@')[0] }),
    }),
    cookies: { keys: ['holeout-oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    ...OIDC_TEST_CLIENT,
    authorize: (authUrl, login, consent = true) => authorize(issuer, authUrl, login, consent),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's redirects with a cookie jar, answering its login and consent forms. */
async function authorize(issuer: string, authUrl: string, login: string, consent: boolean): Promise<string> {
  const jar = new Map<string, string>();
  const request = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = authUrl;
  for (let step = 0; step < 12; step++) {
    const res = await request(url);
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
    const next = new URL(location, issuer).href;
    if (!next.startsWith(issuer)) return next;
    const interaction = /\/interaction\/[^/?]+$/.exec(new URL(next).pathname);
    if (!interaction) {
      url = next;
      continue;
    }
    const page = await (await request(next)).text();
    const prompt = page.includes('value="login"') ? 'login' : 'consent';
    if (prompt === 'consent' && !consent) {
      url = `${next}/abort`;
      continue;
    }
    const answer = await request(next, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    url = new URL(answer.headers.get('location') ?? '', issuer).href;
  }
  throw new Error('provider redirected too many times');
}
