import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { PROXY_WITHOUT_TRUST_PROXY } from './proxy-warning.ts';

// Per-IP limits are keyed by `request.ip`; these tests prove a client cannot choose that key by
// writing its own X-Forwarded-For, and that a configured proxy's header is the one believed.
const PER_IP = 'Too many requests. Please wait a minute and try again.';
/** The register route's per-IP budget a minute (docs/decisions/004). */
const REGISTER_PER_MINUTE = 20;

const direct = await createTestApp({ RATE_LIMITS: 'on' });
const PROXY = '10.0.0.1';
const behindProxy = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY: PROXY });
const oneHop = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY: '1' });

let n = 0;
/** A new address each call (documentation range), so every forged header names another client. */
function anotherAddress(): string {
  n += 1;
  return `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** A refused registration (400): cheap, and counted by the per-IP limit all the same. */
function register(app: typeof direct.app, remoteAddress: string, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'x' },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
}

/** Spends one address's whole budget; the next request from it must be refused. */
async function spendBudget(send: () => ReturnType<typeof register>) {
  for (let i = 0; i < REGISTER_PER_MINUTE; i++) expect((await send()).statusCode).toBe(400);
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ error: 'Too Many Requests', message: PER_IP });
}

describe('per-IP limit with TRUST_PROXY unset', () => {
  it('ignores a forged X-Forwarded-For: a new header on every request still counts as one client', async () => {
    const socket = '198.51.100.10';
    await spendBudget(() => register(direct.app, socket, anotherAddress()));
    // Another socket address still has its own budget.
    expect((await register(direct.app, '198.51.100.11', anotherAddress())).statusCode).toBe(400);
  });
});

describe('per-IP limit with TRUST_PROXY set to the proxy address', () => {
  it("believes the proxy's header: each client behind the proxy has its own budget", async () => {
    const client = '198.51.100.20';
    await spendBudget(() => register(behindProxy.app, PROXY, client));
    // The same proxy relaying another client is not limited.
    expect((await register(behindProxy.app, PROXY, '198.51.100.21')).statusCode).toBe(400);
  });

  it('ignores the header from an address that is not the proxy', async () => {
    const socket = '198.51.100.30';
    await spendBudget(() => register(behindProxy.app, socket, anotherAddress()));
  });

  it('through the proxy, an entry the client prepends itself is not believed', async () => {
    // The proxy appends the address it saw; only that rightmost entry is the client.
    const client = '198.51.100.40';
    await spendBudget(() => register(behindProxy.app, PROXY, `${anotherAddress()}, ${client}`));
  });
});

describe('per-IP limit with TRUST_PROXY as a hop count', () => {
  it('reads the client from the last hop only, so a prepended entry is not believed', async () => {
    const client = '198.51.100.50';
    await spendBudget(() => register(oneHop.app, '10.9.9.9', `${anotherAddress()}, ${client}`));
    expect((await register(oneHop.app, '10.9.9.9', '198.51.100.51')).statusCode).toBe(400);
  });
});

// An app that has seen no forwarded request yet (the warning is said once per process).
const unwarned = await createTestApp();

describe('a proxy nobody told us about', () => {
  it('logs one clear warning at the first request carrying X-Forwarded-For while TRUST_PROXY is unset', async () => {
    const direct = unwarned;
    const warn = vi.spyOn(direct.ctx.log, 'warn');
    const proxyWarnings = () => warn.mock.calls.filter(([, message]) => message === PROXY_WITHOUT_TRUST_PROXY);
    await direct.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.20' });
    expect(proxyWarnings()).toHaveLength(0);
    await direct.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.5' } });
    await direct.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.6' } });
    expect(proxyWarnings()).toEqual([[{ remoteAddress: '127.0.0.1' }, PROXY_WITHOUT_TRUST_PROXY]]);
    warn.mockRestore();
  });

  it('says nothing when TRUST_PROXY is set', async () => {
    const warn = vi.spyOn(behindProxy.ctx.log, 'warn');
    await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(warn.mock.calls.filter(([, message]) => message === PROXY_WITHOUT_TRUST_PROXY)).toEqual([]);
    warn.mockRestore();
  });
});
