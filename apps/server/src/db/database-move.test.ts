import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { buildApp } from '../app.ts';
import { buildPlayer } from '../test/factories.ts';
import { emptyOperatorDatabase, runCommand, seedInstallation, seenBy } from '../test/operator-command.ts';
import { itOnPostgres } from '../test/postgres-only.ts';
import { mixedLog, sessionBody, upload } from '../test/session-fixtures.ts';
import { testConfig } from '../test/test-app.ts';
import { openDatabase } from './client.ts';
import { careerStats } from './schema/career.ts';

const script = fileURLToPath(new URL('../scripts/db-move.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'holeout-move-'));
const targets: { drop(): Promise<void> }[] = [];
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  for (const t of targets) await t.drop();
});

const move = (...args: string[]) => runCommand(script, { DATA_DIR: dataDir }, ...args);

describe('npm run db:move', () => {
  itOnPostgres(
    'copies the embedded database into an empty PostgreSQL one, refuses a non-empty target, and catches a tampered copy',
    async () => {
      // The embedded installation: two players, sessions, a duel both have played.
      const embedded = await openDatabase({ dataDir });
      const { app } = await buildApp(testConfig(), embedded);
      await app.ready();
      const [ann, bob] = await seedInstallation(app);
      const before = { ann: await seenBy(app, ann), bob: await seenBy(app, bob) };
      // A source whose career row disagrees with its own logs: the move must not verify.
      await embedded.db
        .update(careerStats)
        .set({ sumMisses: sql`${careerStats.sumMisses} + 1` })
        .where(eq(careerStats.playerId, ann.id));
      await app.close();
      await embedded.close();

      const empty = await emptyOperatorDatabase();
      targets.push(empty);
      const target = empty.url;
      const refused = move('--to', target);
      expect(refused.out).toContain(`player ${ann.id} career: sum_misses:`);
      expect(refused.out).toContain('rolled back');
      expect(refused.code).toBe(1);

      // Repaired at the source, the same command runs again into the same (still empty) target.
      const fixed = await openDatabase({ dataDir });
      await fixed.db
        .update(careerStats)
        .set({ sumMisses: sql`${careerStats.sumMisses} - 1` })
        .where(eq(careerStats.playerId, ann.id));
      await fixed.close();
      const moved = move('--to', target);
      expect(moved.err).toBe('');
      expect(moved.out).toMatch(/sessions +\d+ → +\d+ {2}ok/);
      expect(moved.out).toContain('Moved and verified');
      expect(moved.code).toBe(0);

      expect(move('--to', target).err).toContain('Refused: the target database is not empty');
      expect(move('--to', target, '--verify').code).toBe(0);

      // A copy changed behind the command's back no longer verifies.
      const server = await openDatabase({ url: target, dataDir: 'unused' });
      const tamper = (by: number) =>
        server.db
          .update(careerStats)
          .set({ sumMisses: sql`${careerStats.sumMisses} + ${by}` })
          .where(eq(careerStats.playerId, bob.id));
      await tamper(1);
      const tampered = move('--to', target, '--verify');
      expect(tampered.out).toContain('career_stats: the rows differ');
      expect(tampered.out).toContain(`player ${bob.id} career: sum_misses:`);
      expect(tampered.out).toContain('The copy does NOT verify.');
      expect(tampered.code).toBe(1);
      await tamper(-1);

      // The server on PostgreSQL: the same tokens, figures, history and duel; new ids follow the old.
      const onServer = await buildApp(testConfig(), server);
      await onServer.app.ready();
      expect({ ann: await seenBy(onServer.app, ann), bob: await seenBy(onServer.app, bob) }).toEqual(before);
      const carl = await buildPlayer(onServer.app);
      expect(carl.id).toBeGreaterThan(bob.id);
      expect((await upload(onServer.app, bob, sessionBody(mixedLog(20, 9)))).statusCode).toBe(201);
      await onServer.app.close();
      await server.close();
    },
    300_000,
  );

  // Two command processes, each starting tsx: seconds on a quiet machine, more on a loaded one.
  itOnPostgres(
    'exits 2 without a PostgreSQL target',
    async () => {
      expect(move().code).toBe(2);
      expect(move('--to', 'mysql://x').code).toBe(2);
    },
    120_000,
  );
});
