import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/mail.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, ctx } = await createTestApp();

function changePassword(who: TestPlayer, targetId: number, body: object, token = who.token) {
  return app.inject({
    method: 'POST',
    url: `/api/player/${targetId}/change-password`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

function login(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
}

/** 200 while `token` is live for `who`, 401 once revoked. */
async function probe(who: TestPlayer, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/player/${who.id}/notifications/unread-count`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}

describe('POST /player/{id}/change-password', () => {
  it('keeps the token that made the change working and revokes every other', async () => {
    const player = await buildPlayer(app);
    const elsewhere = (await login(player.email, player.password)).json().token as string;

    const res = await changePassword(player, player.id, { old_password: player.password, new_password: 'fresh green' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully' });

    expect(await probe(player, player.token)).toBe(200);
    expect(await probe(player, elsewhere)).toBe(401);
    expect((await login(player.email, player.password)).statusCode).toBe(401);
    expect((await login(player.email, 'fresh green')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const player = await buildPlayer(app);
    const res = await changePassword(player, player.id, { old_password: 'not it', new_password: 'fresh green' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'Current password is incorrect' });
    expect((await login(player.email, player.password)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const player = await buildPlayer(app);
    const short = await changePassword(player, player.id, { old_password: player.password, new_password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('new_password: Password must be at least 6 characters long');
    const missing = await changePassword(player, player.id, { new_password: 'long enough' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^old_password: /);
  });

  it("answers 403 for another player's id and leaves that account alone", async () => {
    const player = await buildPlayer(app);
    const victim = await buildPlayer(app);
    const res = await changePassword(player, victim.id, { old_password: player.password, new_password: 'taken over' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden', message: 'You can only access your own account.' });
    expect(await probe(victim, victim.token)).toBe(200);
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('voids reset links mailed before the change', async () => {
    const player = await buildPlayer(app);
    await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: player.email } });
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, player.email)).orderBy(desc(outbox.id));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    await changePassword(player, player.id, { old_password: player.password, new_password: 'changed first' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'reset afterwards' },
    });
    expect(res.statusCode).toBe(400);
    expect((await login(player.email, 'changed first')).statusCode).toBe(200);
  });

  it('lets exactly one of five concurrent changes with the same old password win', async () => {
    const p = await buildPlayer(app);
    const attempts = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => changePassword(p, p.id, { old_password: p.password, new_password: `new pass ${n}` })),
    );
    const statuses = attempts.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    for (const r of attempts.filter((a) => a.statusCode === 400)) {
      expect(r.json().message).toBe('Current password is incorrect');
    }
    const winner = attempts.findIndex((r) => r.statusCode === 200) + 1;
    expect((await login(p.email, `new pass ${winner}`)).statusCode).toBe(200);
    for (const n of [1, 2, 3, 4, 5].filter((k) => k !== winner)) {
      expect((await login(p.email, `new pass ${n}`)).statusCode).toBe(401);
    }
  });
});
