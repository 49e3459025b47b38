import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema/accounts.ts';
import { buildPlayer } from '../factories.ts';
import { createTestApp } from '../test-app.ts';
import { fingerprintChanges, fingerprints } from './table-fingerprints.ts';

const { app, ctx } = await createTestApp();

describe('table fingerprints', () => {
  it('see an insert, an update, and an update that writes the same values; reads change nothing', async () => {
    const alice = await buildPlayer(app);
    let before = await fingerprints(ctx.db);
    await ctx.db.select().from(players);
    expect(fingerprintChanges(before, await fingerprints(ctx.db))).toEqual([]);

    await buildPlayer(app);
    let after = await fingerprints(ctx.db);
    const count = before.get('players')?.rows ?? 0;
    expect(fingerprintChanges(before, after)).toContain(`players: ${count} → ${count + 1} rows`);

    before = after;
    await ctx.db.update(players).set({ name: 'Renamed' }).where(eq(players.id, alice.id));
    after = await fingerprints(ctx.db);
    expect(fingerprintChanges(before, after)).toContain(`players: same ${count + 1} rows, changed content`);

    before = after;
    await ctx.db
      .update(players)
      .set({ name: sql`${players.name}` })
      .where(eq(players.id, alice.id));
    after = await fingerprints(ctx.db);
    expect(fingerprintChanges(before, after)).toContain(`players: same ${count + 1} rows, changed content`);
  });
});
