import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { buildPlayer } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, ctx } = await createTestApp();
const player = await buildPlayer(app);
const other = await buildPlayer(app);

function list(id: number, headers: Record<string, string> = player.auth) {
  return app.inject({ method: 'GET', url: `/api/player/${id}/notifications`, headers });
}

function unread(id: number, headers: Record<string, string> = player.auth) {
  return app.inject({ method: 'GET', url: `/api/player/${id}/notifications/unread-count`, headers });
}

describe('notifications (read side)', () => {
  it('a new player has none', async () => {
    const res = await list(player.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notifications: [], unread_count: 0 });
    const count = await unread(player.id);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ unread_count: 0 });
  });

  it("answers 403 for another player's notifications and 401 without a token", async () => {
    for (const res of [await list(other.id), await unread(other.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Forbidden', message: 'You can only access your own account.' });
    }
    expect((await list(player.id, {})).statusCode).toBe(401);
    expect((await unread(player.id, {})).statusCode).toBe(401);
  });

  it("lists only the player's own rows, newest first, and counts the unread ones", async () => {
    await ctx.db.insert(notifications).values([
      {
        playerId: player.id,
        kind: 'duel_challenge',
        title: 'New duel',
        message: 'You were challenged to a duel',
        linkPath: '/duels',
        createdAt: sql`now() - interval '2 hours'`,
      },
      {
        playerId: player.id,
        kind: 'achievement',
        title: 'Certificate',
        message: '21 in a row!',
        readStatus: true,
        createdAt: sql`now() - interval '1 hour'`,
      },
      { playerId: other.id, kind: 'social', title: 'Friend request', message: 'Someone wants to be friends' },
    ]);

    const res = await list(player.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread_count).toBe(1);
    expect(body.notifications).toEqual([
      {
        id: expect.any(Number),
        title: 'Certificate',
        message: '21 in a row!',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        read_status: true,
        link_path: null,
      },
      {
        id: expect.any(Number),
        title: 'New duel',
        message: 'You were challenged to a duel',
        created_at: expect.any(String),
        read_status: false,
        link_path: '/duels',
      },
    ]);
    expect((await unread(player.id)).json()).toEqual({ unread_count: 1 });
    expect((await unread(other.id, other.auth)).json()).toEqual({ unread_count: 1 });
  });
});

describe('mark read, mark all read, delete', () => {
  const NOT_FOUND = { error: 'Not Found', message: 'Notification not found' };
  const FORBIDDEN = { error: 'Forbidden', message: 'You can only access your own account.' };

  async function seed(playerId: number, titles: string[]): Promise<number[]> {
    const rows = await ctx.db
      .insert(notifications)
      .values(titles.map((title) => ({ playerId, kind: 'social', title, message: `${title}!` })))
      .returning({ id: notifications.id });
    return rows.map((r) => r.id);
  }

  async function snapshot(playerId: number) {
    return ctx.db
      .select({ id: notifications.id, read: notifications.readStatus })
      .from(notifications)
      .where(sql`${notifications.playerId} = ${playerId}`)
      .orderBy(notifications.id);
  }

  type Call = (who: { id: number; auth: Record<string, string> }, nid: number) => Promise<LightMyRequestResponse>;
  const read: Call = (who, nid) =>
    app.inject({ method: 'POST', url: `/api/player/${who.id}/notifications/${nid}/read`, headers: who.auth });
  const readAll: Call = (who) =>
    app.inject({ method: 'POST', url: `/api/player/${who.id}/notifications/read-all`, headers: who.auth });
  const remove: Call = (who, nid) =>
    app.inject({ method: 'DELETE', url: `/api/player/${who.id}/notifications/${nid}`, headers: who.auth });

  it('marks one read and answers the unread count; again is harmless', async () => {
    const me = await buildPlayer(app);
    const [a, b] = await seed(me.id, ['A', 'B']);
    const res = await read(me, a as number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification marked as read', unread_count: 1 });
    expect((await read(me, a as number)).json()).toEqual({ message: 'Notification marked as read', unread_count: 1 });
    expect(await snapshot(me.id)).toEqual([
      { id: a, read: true },
      { id: b, read: false },
    ]);
  });

  it('marks all read', async () => {
    const me = await buildPlayer(app);
    await seed(me.id, ['A', 'B', 'C']);
    const res = await readAll(me, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'All notifications marked as read', unread_count: 0 });
    expect((await snapshot(me.id)).every((r) => r.read)).toBe(true);
    expect((await readAll(me, 0)).json()).toEqual({ message: 'All notifications marked as read', unread_count: 0 });
  });

  it('deletes one; deleting it again is 404', async () => {
    const me = await buildPlayer(app);
    const [a, b] = await seed(me.id, ['A', 'B']);
    const res = await remove(me, a as number);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification deleted', unread_count: 1 });
    expect(await snapshot(me.id)).toEqual([{ id: b, read: false }]);
    const again = await remove(me, a as number);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });

  it('answers 401 without a token, 403 for another player and 404 for an unknown id, changing nothing', async () => {
    const me = await buildPlayer(app);
    const outsider = await buildPlayer(app);
    const [mine] = (await seed(me.id, ['Mine'])) as [number];
    const [theirs] = (await seed(outsider.id, ['Theirs'])) as [number];
    const before = [await snapshot(me.id), await snapshot(outsider.id)];
    const anonymous = { id: me.id, auth: {} };
    const outsiderOnMyPath = { id: me.id, auth: outsider.auth };

    for (const call of [read, readAll, remove]) {
      const anon = await call(anonymous, mine);
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toEqual({ error: 'Unauthorized', message: 'Authentication required. Please log in.' });
      const forbidden = await call(outsiderOnMyPath, mine);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual(FORBIDDEN);
    }
    for (const call of [read, remove]) {
      // Unknown, and another player's id under one's own path: the same 404, so ids reveal nothing.
      for (const nid of [2_000_000_000, theirs]) {
        const res = await call(me, nid);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
      const malformed = await call(me, 0);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/^nid: /);
    }
    expect([await snapshot(me.id), await snapshot(outsider.id)]).toEqual(before);
  });
});
