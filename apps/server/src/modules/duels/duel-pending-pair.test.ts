import type { Duel } from '@holeout/shared/duels';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { duels } from '../../db/schema/duels.ts';
import { ManualClock } from '../../lib/clock.ts';
import { answer, call, challenge, createDuelTestApp, secondInstance } from '../../test/duel-test-kit.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { itOnPostgres } from '../../test/postgres-only.ts';
import { DUELS_TEXT } from './duel-texts.ts';

const clock = new ManualClock('2026-05-01T12:00:00Z');
const { app, ctx, url } = await createDuelTestApp(clock);
const rules = { competition_mode: 'time_limit', time_limit_minutes: 5 };
const create = (as: TestPlayer, to: TestPlayer) =>
  call<{ duel: Duel }>(app, as, 'POST', '/api/duels', { invited_player_id: to.id, ...rules });

async function pendingBetween(creatorId: number, invitedId: number): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(duels)
    .where(and(eq(duels.creatorId, creatorId), eq(duels.invitedPlayerId, invitedId), eq(duels.status, 'pending')));
  return rows.length;
}

describe('one pending challenge per pair and direction', () => {
  it('a second challenge from A to B while the first is pending is 409 with a clear message; nothing is stored', async () => {
    const [a, b] = [await buildPlayer(app), await buildPlayer(app)];
    const first = await challenge(app, a, b);
    const second = await create(a, b);
    expect(second).toEqual({ status: 409, body: { error: 'Conflict', message: DUELS_TEXT.alreadyChallenged } });
    expect(await pendingBetween(a.id, b.id)).toBe(1);

    // The other direction is another pair: B may challenge A.
    expect((await create(b, a)).status).toBe(201);

    // Once the first is answered, A may challenge B again.
    expect((await answer(app, b, first.duel_id, 'declined')).status).toBe(200);
    expect((await create(a, b)).status).toBe(201);
  });

  itOnPostgres('ten challenges from A to B at once, on two instances: exactly one is created', async () => {
    const other = await secondInstance(url as string, clock);
    const [a, b] = [await buildPlayer(app), await buildPlayer(app)];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call<{ duel: Duel }>(i % 2 ? other.app : app, a, 'POST', '/api/duels', { invited_player_id: b.id, ...rules }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...new Array(9).fill(409)]);
    expect(await pendingBetween(a.id, b.id)).toBe(1);
    await other.close();
  });
});
