import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, authTokens } from '../../db/schema/auth.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { identityChangeHeard } from '../../test/identity-changes.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, ctx, modules } = await createTestApp();
const AUTH_REQUIRED = { error: 'Unauthorized', message: 'Authentication required. Please log in.' };

let alice: TestPlayer;
let bob: TestPlayer;
let secret: Uint8Array;

beforeAll(async () => {
  alice = await buildPlayer(app);
  bob = await buildPlayer(app);
  // No JWT_SECRET in tests: the server generated one and keeps it in the database.
  const [row] = await ctx.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  secret = new TextEncoder().encode(row?.value);
});

/** A private route of `who`: 200 with a live token of that player, 401 otherwise. */
function probe(who: TestPlayer, authorization: string) {
  return app.inject({
    method: 'GET',
    url: `/api/player/${who.id}/notifications`,
    headers: { authorization },
  });
}

/** Signs claims the way the server does, with a chosen key and overrides. */
function sign(key: Uint8Array, claims: { sub: string; jti: string; exp?: number; iss?: string }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(claims.iss ?? 'holeout')
    .setIssuedAt(now)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(key);
}

describe('missing tokens', () => {
  const privateRoutes: Array<[string, string, object?]> = [
    ['POST', '/api/logout'],
    ['POST', '/api/auth/ticket'],
    ['POST', '/api/player/1/change-password', { old_password: 'secret1', new_password: 'secret2' }],
    ['PUT', '/api/player/1', { name: 'Hijack' }],
    ['PUT', '/api/player/1/socials', { x_url: 'https://x.com/a' }],
    ['PUT', '/api/player/1/notification-preferences', { duel_requests: false }],
    ['GET', '/api/player/1/notifications'],
    ['GET', '/api/player/1/notifications/unread-count'],
  ];
  it.each(privateRoutes)('%s %s answers 401', async (method, url, payload) => {
    const res = await app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED);
  });

  it('checks the token before the body, so an anonymous caller learns nothing from validation', async () => {
    const res = await app.inject({ method: 'PUT', url: '/api/player/1', payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token in the query string or under another scheme', async () => {
    const query = await app.inject({
      method: 'GET',
      url: `/api/player/${alice.id}/notifications?token=${alice.token}`,
    });
    expect(query.statusCode).toBe(401);
    expect((await probe(alice, `Basic ${alice.token}`)).statusCode).toBe(401);
    expect((await probe(alice, alice.token)).statusCode).toBe(401);
  });
});

describe('tampered and forged tokens', () => {
  it('accepts the genuine token and one signed the same way with the server key (control)', async () => {
    expect((await probe(alice, `Bearer ${alice.token}`)).statusCode).toBe(200);
    const { sub, jti } = decodeJwt(alice.token) as { sub: string; jti: string };
    expect((await probe(alice, `Bearer ${await sign(secret, { sub, jti })}`)).statusCode).toBe(200);
  });

  it('refuses a token whose signature has one character changed', async () => {
    const [header, payload, signature = ''] = alice.token.split('.');
    // A middle character: the last one carries padding bits and may decode to the same bytes.
    const i = 10;
    const swapped = signature[i] === 'A' ? 'B' : 'A';
    const tampered = `${header}.${payload}.${signature.slice(0, i)}${swapped}${signature.slice(i + 1)}`;
    expect(tampered).not.toBe(alice.token);
    expect((await probe(alice, `Bearer ${tampered}`)).statusCode).toBe(401);
  });

  it("refuses a payload changed to another player's id under the original signature", async () => {
    const [header, payload, signature] = alice.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(bob.id) })).toString('base64url');
    expect((await probe(bob, `Bearer ${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('refuses the same claims signed with another secret', async () => {
    const { sub, jti } = decodeJwt(alice.token) as { sub: string; jti: string };
    const other = new TextEncoder().encode('a-different-secret-of-enough-length-0123456789');
    expect((await probe(alice, `Bearer ${await sign(other, { sub, jti })}`)).statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const { sub, jti, iat, exp } = decodeJwt(alice.token);
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub, jti, iss: 'holeout', iat, exp })}.`;
    expect((await probe(alice, `Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  it('refuses a validly signed token that the server never issued (unknown jti)', async () => {
    const forged = await sign(secret, { sub: String(alice.id), jti: randomUUID() });
    expect((await probe(alice, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it("refuses one player's token id re-signed for another player", async () => {
    const { jti } = decodeJwt(alice.token) as { jti: string };
    const forged = await sign(secret, { sub: String(bob.id), jti });
    expect((await probe(bob, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('refuses a token from another issuer or past its expiry', async () => {
    const { sub, jti } = decodeJwt(alice.token) as { sub: string; jti: string };
    const foreign = await sign(secret, { sub, jti, iss: 'someone-else' });
    expect((await probe(alice, `Bearer ${foreign}`)).statusCode).toBe(401);
    const expired = await sign(secret, { sub, jti, exp: Math.floor(Date.now() / 1000) - 10 });
    expect((await probe(alice, `Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('refuses a kept token once its signed expiry passes, though its record lives on', async () => {
    // Kept in memory by its whole string (decision 050), the token is not signature-checked again:
    // the signed expiry it was kept with must still end it.
    const { sub, jti } = decodeJwt(alice.token) as { sub: string; jti: string };
    const exp = Math.floor(Date.now() / 1000) + 1;
    const shortLived = await sign(secret, { sub, jti, exp });
    expect((await probe(alice, `Bearer ${shortLived}`)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
    expect((await probe(alice, `Bearer ${shortLived}`)).statusCode).toBe(401);
    expect((await probe(alice, `Bearer ${alice.token}`)).statusCode).toBe(200);
  });

  it('refuses a token whose server-side record has expired', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: alice.email, password: alice.password },
    });
    const token = login.json().token as string;
    expect((await probe(alice, `Bearer ${token}`)).statusCode).toBe(200);
    const { jti } = decodeJwt(token) as { jti: string };
    // A change made by hand applies once it is announced (decision 050): at once on PGlite.
    const heard = identityChangeHeard(modules.notificationListener, alice.id);
    await ctx.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(authTokens.jti, jti));
    await heard;
    expect((await probe(alice, `Bearer ${token}`)).statusCode).toBe(401);
    expect((await probe(alice, `Bearer ${alice.token}`)).statusCode).toBe(200);
  });

  it('issues 30-day tokens', async () => {
    const { iat, exp } = decodeJwt(alice.token) as { iat: number; exp: number };
    expect(exp - iat).toBe(30 * 24 * 3600);
  });

  it('names the player as playerId (spec 01 §3) as well as sub', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: alice.email, password: alice.password },
    });
    expect(login.statusCode).toBe(200);
    const payload = decodeJwt(login.json().token);
    expect(payload).toMatchObject({ sub: String(alice.id), playerId: alice.id });
    expect(decodeJwt(alice.token)).toMatchObject({ playerId: alice.id });
  });
});
