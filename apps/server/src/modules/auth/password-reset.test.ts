import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/auth.ts';
import { outbox } from '../../db/schema/mail.ts';
import { sha256 } from '../../lib/sha256.ts';
import { buildPlayer } from '../../test/factories.ts';
import { startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp } from '../../test/test-app.ts';
import { RESET_REQUESTED } from './auth.service.ts';

// Registered first so it runs last: the app (and its mail transport) closes before the server.
const capture = await startSmtpCapture();
afterAll(() => capture.close());
const { app, ctx } = await createTestApp({ SMTP_URL: capture.url });

const RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';
const RESET_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

function forgot(email: string) {
  return app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
}

function reset(token: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });
}

function login(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
}

/** The token of the reset link in an e-mail body. */
function linkToken(text: string): string {
  const match = /http:\/\/holeout\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

describe('password reset by e-mail (real SMTP)', () => {
  it('mails a link whose token sets a new password once and signs out every session', async () => {
    const player = await buildPlayer(app);
    const other = (await login(player.email, player.password)).json().token as string;

    const res = await forgot(player.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RESET_REQUESTED });

    const mail = await capture.waitForMessage(player.email);
    expect(mail.from).toBe('no-reply@holeout.app');
    expect(mail.subject).toBe('Reset your Holeout password');
    expect(mail.text).toContain(`Hi ${player.name},`);
    const token = linkToken(mail.text);
    expect(mail.html).toContain(`http://holeout.test/reset-password?token=${token}`);

    // Only the hash is kept.
    expect(await ctx.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, token))).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, sha256(token))),
    ).toHaveLength(1);

    await ctx.mailer.flush();
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.to, player.email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();

    // A refused new password does not use up the link.
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: Password must be at least 6 characters long');

    const done = await reset(token, 'brand new putt');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: RESET_DONE });

    for (const t of [player.token, other]) {
      const probe = await app.inject({
        method: 'GET',
        url: `/api/player/${player.id}/notifications/unread-count`,
        headers: { authorization: `Bearer ${t}` },
      });
      expect(probe.statusCode).toBe(401);
    }
    expect((await login(player.email, player.password)).statusCode).toBe(401);
    expect((await login(player.email, 'brand new putt')).statusCode).toBe(200);

    const reused = await reset(token, 'yet another one');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'Bad Request', message: RESET_INVALID });
  });

  it('answers an unknown address with the same message and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RESET_REQUESTED });
    await ctx.mailer.flush();
    expect(capture.messages.filter((m) => m.to.includes(email))).toEqual([]);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  });

  it('voids the earlier links of a player once one of them is used', async () => {
    const player = await buildPlayer(app);
    await forgot(player.email);
    const first = linkToken((await capture.waitForMessage(player.email)).text);
    await forgot(player.email);
    const second = linkToken((await capture.waitForMessage(player.email)).text);
    expect(second).not.toBe(first);

    expect((await reset(second, 'second link wins')).statusCode).toBe(200);
    const stale = await reset(first, 'first link loses');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(RESET_INVALID);
    expect((await login(player.email, 'second link wins')).statusCode).toBe(200);
  });
});
