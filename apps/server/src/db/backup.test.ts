import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { emptyOperatorDatabase, runCommand, seedInstallation, seenBy } from '../test/operator-command.ts';
import { itOnPostgres } from '../test/postgres-only.ts';
import { testConfig } from '../test/test-app.ts';
import { openDatabase } from './client.ts';
import { DATA_DIR_LOCK } from './data-dir-lock.ts';

const backupScript = fileURLToPath(new URL('../scripts/db-backup.ts', import.meta.url));
const restoreScript = fileURLToPath(new URL('../scripts/db-restore.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'holeout-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
  rmSync(work, { recursive: true, force: true });
});

/** Seeds the database, notes what the players see, closes it. */
async function seeded(database: Awaited<ReturnType<typeof openDatabase>>) {
  const { app } = await buildApp(testConfig(), database);
  await app.ready();
  const [ann, bob] = await seedInstallation(app);
  const seen = { ann: await seenBy(app, ann), bob: await seenBy(app, bob) };
  await app.close();
  await database.close();
  return { ann, bob, seen };
}

/** What the players see on the restored database. */
async function seenAfter(
  database: Awaited<ReturnType<typeof openDatabase>>,
  players: Awaited<ReturnType<typeof seeded>>,
) {
  const { app } = await buildApp(testConfig(), database);
  await app.ready();
  const seen = { ann: await seenBy(app, players.ann), bob: await seenBy(app, players.bob) };
  await app.close();
  await database.close();
  return seen;
}

describe('npm run db:backup and db:restore (restore drill)', () => {
  it('embedded: backs up DATA_DIR, refuses while another process has it open, restores into a new DATA_DIR', async () => {
    const original = join(work, 'original');
    const players = await seeded(await openDatabase({ dataDir: original }));
    const file = join(work, 'embedded.tar.gz');

    // A server still running on the directory (here: this test's parent process holds the lock).
    writeFileSync(join(original, DATA_DIR_LOCK), String(process.ppid));
    const refused = runCommand(backupScript, { DATA_DIR: original }, '--out', file);
    expect(refused.err).toContain(`is open in process ${process.ppid}`);
    expect(refused.code).toBe(1);
    rmSync(join(original, DATA_DIR_LOCK));

    const backup = runCommand(backupScript, { DATA_DIR: original }, '--out', file);
    expect(backup.err).toBe('');
    expect(backup.out).toContain(`backed up to ${file}`);
    expect(backup.code).toBe(0);

    const restoredDir = join(work, 'restored');
    const restore = runCommand(restoreScript, { DATA_DIR: restoredDir }, '--from', file);
    expect(restore.err).toBe('');
    expect(restore.out).toContain('2 player(s), every career agrees with its putt logs.');
    expect(restore.code).toBe(0);
    expect(runCommand(restoreScript, { DATA_DIR: restoredDir }, '--from', file).err).toContain(
      'already holds a database',
    );

    expect(await seenAfter(await openDatabase({ dataDir: restoredDir }), players)).toEqual(players.seen);
  }, 180_000);

  itOnPostgres(
    'PostgreSQL: pg_dump while the database is open, pg_restore into an empty database, refused over data',
    async () => {
      const source = await emptyOperatorDatabase();
      const target = await emptyOperatorDatabase();
      cleanups.push(source.drop, target.drop);
      const players = await seeded(await openDatabase({ url: source.url, dataDir: 'unused' }));
      const file = join(work, 'server.dump');

      const open = await openDatabase({ url: source.url, dataDir: 'unused' }); // an instance still running
      const backup = runCommand(backupScript, { DATABASE_URL: source.url }, '--out', file);
      await open.close();
      expect(backup.err).toBe('');
      expect(backup.code).toBe(0);

      const restore = runCommand(restoreScript, { DATABASE_URL: target.url }, '--from', file);
      expect(restore.err).toBe('');
      expect(restore.out).toContain('2 player(s), every career agrees with its putt logs.');
      expect(restore.code).toBe(0);
      const again = runCommand(restoreScript, { DATABASE_URL: target.url }, '--from', file);
      expect(again.err).toContain('restore into a new, empty database');
      expect(again.code).toBe(1);

      expect(await seenAfter(await openDatabase({ url: target.url, dataDir: 'unused' }), players)).toEqual(
        players.seen,
      );
    },
    180_000,
  );

  it('exits 2 on a restore without --from', () => {
    expect(runCommand(restoreScript, { DATA_DIR: join(work, 'none') }).code).toBe(2);
  }, 120_000);
});
