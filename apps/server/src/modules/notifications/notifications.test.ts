import { sql } from 'drizzle-orm';
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
