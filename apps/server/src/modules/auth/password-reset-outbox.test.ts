import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema/accounts.ts';
import { passwordResets } from '../../db/schema/auth.ts';
import { outbox } from '../../db/schema/mail.ts';
import { sha256 } from '../../lib/sha256.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// No SMTP_URL: e-mails stay in the outbox table, which is where these tests read the links.
const { app, ctx } = await createTestApp();

const RESET_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

function reset(token: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });
}

/** Asks for a reset and returns the token from the newest outbox e-mail to the player. */
async function requestReset(player: TestPlayer): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: player.email } });
  expect(res.statusCode).toBe(200);
  const [row] = await ctx.db.select().from(outbox).where(eq(outbox.to, player.email)).orderBy(desc(outbox.id)).limit(1);
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(row?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

async function passwordHash(id: number): Promise<string | null | undefined> {
  const [row] = await ctx.db.select({ h: players.passwordHash }).from(players).where(eq(players.id, id));
  return row?.h;
}

describe('password reset without SMTP', () => {
  it('keeps the e-mail in the outbox, unsent, and its link works', async () => {
    const player = await buildPlayer(app);
    const token = await requestReset(player);
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.to, player.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Reset your Holeout password', sentAt: null, error: null });
    expect((await reset(token, 'from the outbox')).statusCode).toBe(200);
  });

  it('refuses a link past its hour and leaves the password as it was', async () => {
    const player = await buildPlayer(app);
    const token = await requestReset(player);
    const [row] = await ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);

    await ctx.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const before = await passwordHash(player.id);
    const res = await reset(token, 'too late now');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: RESET_INVALID });
    expect(await passwordHash(player.id)).toBe(before);
  });

  it('refuses a token that was never issued', async () => {
    const res = await reset('x'.repeat(43), 'whatever1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_INVALID);
  });

  it('lets exactly one of two simultaneous uses of a link succeed', async () => {
    const player = await buildPlayer(app);
    const token = await requestReset(player);
    const results = await Promise.all([reset(token, 'first racer'), reset(token, 'second racer')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'first racer' : 'second racer';
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: winner },
    });
    expect(login.statusCode).toBe(200);
  });
});
