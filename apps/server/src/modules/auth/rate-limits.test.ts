import { describe, expect, it } from 'vitest';
import { buildPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// The only API test file with the limits on: the others turn them off to run fast.
const { app } = await createTestApp({ RATE_LIMITS: 'on' });

const PER_ACCOUNT = 'Too many attempts. Please wait a few minutes and try again.';
const PER_IP = 'Too many requests. Please wait a minute and try again.';

let nextIp = 1;
/** A fresh client address, so per-IP limits of one test do not leak into another. */
function freshIp(): string {
  nextIp += 1;
  return `198.51.100.${nextIp}`;
}

function login(email: string, password: string, remoteAddress = freshIp()) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

describe('per-account limits', () => {
  it('locks one client out of an account after 10 failed logins, even with the right password', async () => {
    const victim = await buildPlayer(app);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(victim.email, `wrong-${i}`, attacker)).statusCode).toBe(401);
    }
    const locked = await login(victim.email.toUpperCase(), victim.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Too Many Requests', message: PER_ACCOUNT });

    // The owner, from a client that has not failed, still signs in; so do other accounts.
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
    const other = await buildPlayer(app);
    expect((await login(other.email, other.password, attacker)).statusCode).toBe(200);
  });

  it("failures spread over many clients cannot refuse the owner's correct password", async () => {
    const victim = await buildPlayer(app);
    for (let i = 0; i < 10; i++) expect((await login(victim.email, `wrong-${i}`)).statusCode).toBe(401);
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('a successful login clears the failure count', async () => {
    const player = await buildPlayer(app);
    for (let i = 0; i < 9; i++) await login(player.email, `wrong-${i}`);
    expect((await login(player.email, player.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login(player.email, `wrong-again-${i}`)).statusCode).toBe(401);
    }
  });

  it('limits reset requests for one address to 3, whether or not it has an account', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const ask = () =>
      app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: freshIp() });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const res = await ask();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(PER_ACCOUNT);
  });

  it('limits wrong current passwords on change-password, so a stolen token cannot guess the password', async () => {
    const player = await buildPlayer(app);
    const change = (old_password: string) =>
      app.inject({
        method: 'POST',
        url: `/api/player/${player.id}/change-password`,
        headers: player.auth,
        payload: { old_password, new_password: 'new secret' },
      });
    for (let i = 0; i < 10; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    const res = await change(player.password);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(PER_ACCOUNT);
  });
});

describe('per-IP limits', () => {
  it('answers 429 to the 21st login from one address within a minute; other addresses go on', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await login(`spray-${i}@example.com`, 'guess', ip)).statusCode).toBe(401);
    }
    const limited = await login('spray-21@example.com', 'guess', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too Many Requests', message: PER_IP });
    expect((await login('spray-21@example.com', 'guess', freshIp())).statusCode).toBe(401);
  });

  it('limits registrations per address, counting refused ones too', async () => {
    const ip = freshIp();
    const register = () =>
      app.inject({ method: 'POST', url: '/api/register', payload: { name: 'x' }, remoteAddress: ip });
    for (let i = 0; i < 20; i++) expect((await register()).statusCode).toBe(400);
    const res = await register();
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(PER_IP);
  });
});

describe('anonymous reads', () => {
  it("limits a stranger's reads of player records per address; a signed-in player is not held to it", async () => {
    const p = await buildPlayer(app);
    const ip = freshIp();
    const read = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/player/${p.id}/data`, headers, remoteAddress: ip });
    for (let i = 0; i < 30; i++) expect((await read()).statusCode).toBe(200);
    const limited = await read();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too Many Requests', message: PER_IP });
  });

  it('a signed-in player reads past the anonymous limit', async () => {
    const p = await buildPlayer(app);
    const ip = freshIp();
    for (let i = 0; i < 40; i++) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/player/${p.id}/data`,
        headers: p.auth,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
