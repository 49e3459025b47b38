/**
 * Log hygiene: a whole app run at debug level — sign-up, sign-in (right and wrong), URL tickets,
 * password reset, uploads, checkout and the Zaprite webhook (right and wrong path token), logout,
 * unknown routes — and not one log line holds a configured secret, a token, a ticket, a password
 * or a reset token.
 */

import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/mail.ts';
import { buildPlayer } from './factories.ts';
import { makesRun, sessionBody, upload } from './session-fixtures.ts';
import { createTestApp } from './test-app.ts';
import { ZapriteStandIn } from './zaprite-stand-in.ts';

const SECRETS = {
  JWT_SECRET: 'log-hygiene-jwt-secret-0123456789abcdef',
  ZAPRITE_API_KEY: 'log-hygiene-zaprite-key-0123',
  ZAPRITE_WEBHOOK_SECRET: 'log-hygiene-webhook-path-0123456789',
  GOOGLE_CLIENT_SECRET: 'log-hygiene-google-client-secret',
  LINKEDIN_CLIENT_SECRET: 'log-hygiene-linkedin-client-secret',
};

const zaprite = new ZapriteStandIn(SECRETS.ZAPRITE_API_KEY);
const zapriteUrl = await zaprite.start();
const lines: string[] = [];
const { app, ctx } = await createTestApp(
  {
    ...SECRETS,
    LOG_LEVEL: 'debug',
    ZAPRITE_API_URL: zapriteUrl,
    GOOGLE_CLIENT_ID: 'log-hygiene-google-id',
    LINKEDIN_CLIENT_ID: 'log-hygiene-linkedin-id',
  },
  { logLines: lines },
);
afterAll(() => zaprite.stop());

describe('log hygiene', () => {
  it('a run through sign-in, tickets, reset, uploads and the webhook logs no secret, token, ticket or password', async () => {
    const issued: string[] = [];
    const password = 'log-hygiene password 1';
    const player = await buildPlayer(app, { password });
    issued.push(player.token, password);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: 'log-hygiene wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    issued.push('log-hygiene wrong password');
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: player.email, password } });
    expect(login.statusCode).toBe(200);
    issued.push(login.json().token);

    const ticket = (await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: player.auth })).json().ticket;
    issued.push(ticket);
    const streamTicket = (await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: player.auth })).json()
      .ticket;
    issued.push(streamTicket);
    await app.inject({ method: 'GET', url: `/dashboard?auth_token=${ticket}` });
    const exchanged = await app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { ticket } });
    expect(exchanged.statusCode).toBe(200);
    issued.push(exchanged.json().token);

    expect((await upload(app, player, sessionBody(makesRun(22)))).statusCode).toBe(201);
    await app.inject({ method: 'GET', url: `/api/player/${player.id}/sessions`, headers: player.auth });
    await app.inject({ method: 'GET', url: `/api/nope?token=${player.token}` });

    await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: player.email } });
    const mails = await ctx.db.select().from(outbox);
    const resetToken = mails.map((m) => /token=([^\s&"<]+)/.exec(m.text)?.[1]).find(Boolean);
    expect(resetToken).toBeTruthy();
    issued.push(resetToken as string);
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });

    const checkout = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-zaprite-order',
      headers: player.auth,
      payload: { interval: 'monthly' },
    });
    expect(checkout.statusCode).toBe(200);
    const order = zaprite.lastOrder();
    const nudge = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/subscriptions/zaprite-webhook/${token}`,
        payload: { eventType: 'order.change', id: order.id },
      });
    expect((await nudge(SECRETS.ZAPRITE_WEBHOOK_SECRET)).statusCode).toBe(200);
    expect((await nudge('log-hygiene-guessed-path-token')).statusCode).toBe(404);
    issued.push('log-hygiene-guessed-path-token');
    await ctx.jobs.drain();

    await app.inject({ method: 'POST', url: '/api/logout', headers: player.auth });

    const all = lines.join('\n');
    // The run was logged: the requests are there, their secrets are not.
    expect(all).toContain('/api/subscriptions/zaprite-webhook/[redacted]');
    expect(all).toContain('/api/login');
    for (const [name, value] of Object.entries(SECRETS)) expect(all, name).not.toContain(value);
    for (const value of issued) expect(all).not.toContain(value);
  });
});
