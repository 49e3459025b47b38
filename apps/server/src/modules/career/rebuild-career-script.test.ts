import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerStats } from '../../db/schema/career.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { scriptDatabase } from '../../test/script-database.ts';
import { mixedLog, sessionBody, upload } from '../../test/session-fixtures.ts';

// A player with five sessions whose stored career is then made wrong behind the server's back.
let p: TestPlayer;
const script = fileURLToPath(new URL('../../scripts/rebuild-career.ts', import.meta.url));
const { run } = await scriptDatabase(script, async (app, db) => {
  p = await buildPlayer(app);
  for (let i = 0; i < 5; i++) await upload(app, p, sessionBody(mixedLog(50, i)));
  await db
    .update(careerStats)
    .set({ sumMisses: sql`${careerStats.sumMisses} + 1` })
    .where(eq(careerStats.playerId, p.id));
});

describe('npm run db:rebuild-career', () => {
  it('prints the differences and exits 1, fixes them with --fix, then exits 0', () => {
    const check = run('--player', String(p.id));
    expect(check.err).toBe('');
    expect(check.code).toBe(1);
    expect(check.out).toContain(`player ${p.id} differs (stored ≠ rebuilt):`);
    expect(check.out).toMatch(/ {2}sum_misses: (\d+) ≠ \d+/);

    const fix = run('--fix');
    expect(fix.code).toBe(0);
    expect(fix.out).toContain(`player ${p.id} fixed`);

    const again = run();
    expect(again.code).toBe(0);
    expect(again.out).toContain('0 with differences');
  }, 120_000);

  it('exits 2 on a bad argument', () => {
    expect(run('--player', 'abc').code).toBe(2);
  }, 30_000);
});
