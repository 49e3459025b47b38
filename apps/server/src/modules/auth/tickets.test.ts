import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTickets } from '../../db/schema/auth.ts';
import { sha256 } from '../../lib/sha256.ts';
import { buildPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { REVOCATIONS, revokeToken } from '../../test/token-revocations.ts';
import { REVOKED_TICKET } from './auth.service.ts';

const { app, ctx } = await createTestApp();
const player = await buildPlayer(app);
const INVALID_LINK = { error: 'Unauthorized', message: 'This sign-in link is invalid or has expired.' };

async function issueTicket(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: player.auth });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ticket: expect.any(String), expires_in: 60 });
  return res.json().ticket;
}

function exchange(ticket: string) {
  return app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { ticket } });
}

describe('auth_token hand-off: /auth/ticket and /auth/exchange', () => {
  it('trades a ticket once for a working bearer token of the same player', async () => {
    const ticket = await issueTicket();
    const res = await exchange(ticket);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String), player: { player_id: player.id } });
    expect(body.token).not.toBe(player.token);

    const data = await app.inject({
      method: 'GET',
      url: `/api/player/${player.id}/notifications/unread-count`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(data.statusCode).toBe(200);

    const second = await exchange(ticket);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual(INVALID_LINK);
  });

  it('stores only the hash of a ticket, valid for 60 seconds', async () => {
    const ticket = await issueTicket();
    expect(await ctx.db.select().from(authTickets).where(eq(authTickets.ticketHash, ticket))).toEqual([]);
    const [row] = await ctx.db
      .select()
      .from(authTickets)
      .where(eq(authTickets.ticketHash, sha256(ticket)));
    expect(row?.playerId).toBe(player.id);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 60_000)).toBeLessThan(2_000);
  });

  it('refuses a ticket older than 60 seconds', async () => {
    const ticket = await issueTicket();
    await ctx.db
      .update(authTickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTickets.ticketHash, sha256(ticket)));
    const res = await exchange(ticket);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_LINK);
  });

  it('refuses an unknown ticket', async () => {
    const res = await exchange('bm90LWEtdGlja2V0LWF0LWFsbA');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_LINK);
  });

  it('lets only one of two simultaneous exchanges of a ticket succeed', async () => {
    const ticket = await issueTicket();
    const results = await Promise.all([exchange(ticket), exchange(ticket)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('needs a bearer token to issue a ticket', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/ticket' });
    expect(res.statusCode).toBe(401);
  });

  it('binds the ticket to the token that minted it', async () => {
    const ticket = await issueTicket();
    const [row] = await ctx.db
      .select()
      .from(authTickets)
      .where(eq(authTickets.ticketHash, sha256(ticket)));
    const jti = JSON.parse(Buffer.from(player.token.split('.')[1] ?? '', 'base64url').toString()).jti;
    expect(row?.tokenJti).toBe(jti);
  });
});

describe('a ticket dies with the token that minted it (issue 22 §2)', () => {
  for (const how of REVOCATIONS) {
    it(`refuses to exchange a ticket whose token was revoked by a ${how}, for good`, async () => {
      const owner = await buildPlayer(app);
      const minted = await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: owner.auth });
      expect(minted.statusCode).toBe(200);
      const { ticket } = minted.json();
      await revokeToken(app, ctx.db, owner, owner.token, how);

      const res = await exchange(ticket);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: REVOKED_TICKET });
      // Refused without a change (the attack suite's rule); the ticket can never come back to life.
      const [row] = await ctx.db
        .select()
        .from(authTickets)
        .where(eq(authTickets.ticketHash, sha256(ticket)));
      expect(row?.usedAt).toBeNull();
      expect((await exchange(ticket)).json()).toEqual({ error: 'Unauthorized', message: REVOKED_TICKET });
    });
  }

  it('keeps a ticket good when another token of the player is revoked', async () => {
    const owner = await buildPlayer(app);
    const minted = await app.inject({ method: 'POST', url: '/api/auth/ticket', headers: owner.auth });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.email, password: owner.password },
    });
    await revokeToken(app, ctx.db, owner, login.json().token, 'logout');
    const res = await exchange(minted.json().ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json().player.player_id).toBe(owner.id);
  });
});
