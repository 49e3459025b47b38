import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { buildPlayer } from '../../test/factories.ts';
import { openTestDatabase, testConfig } from '../../test/test-app.ts';

const script = fileURLToPath(new URL('../../scripts/admin.ts', import.meta.url));

// As in the rebuild-career script test: the command runs in its own process, on a PostgreSQL
// test database or on PGlite in a temporary directory that this process has closed.
const onServer = Boolean(process.env.DATABASE_URL);
const dataDir = mkdtempSync(join(tmpdir(), 'holeout-admin-'));
const testDb = onServer ? await openTestDatabase() : null;
const database = testDb?.database ?? (await openDatabase({ dataDir }));
const { app } = await buildApp(testConfig(), database);
await app.ready();
const p = await buildPlayer(app, { name: 'Outbox Olive' });
await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: p.email } });
await app.close();
if (!onServer) await database.close();

afterAll(async () => {
  if (testDb) {
    await testDb.database.close();
    await testDb.drop();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function run(...args: string[]) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, LOG_LEVEL: 'silent' };
  if (testDb?.url) env.DATABASE_URL = testDb.url;
  else env.DATA_DIR = dataDir;
  const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8' });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

describe('npm run admin -- outbox', () => {
  it('prints the newest e-mails with their text, so a local operator can read a reset link', () => {
    const { code, out } = run('outbox', '--to', p.email);
    expect(code).toBe(0);
    expect(out).toContain(`to ${p.email}  (not sent)`);
    expect(out).toContain('Subject: Reset your Holeout password');
    expect(out).toMatch(/http:\/\/holeout\.test\/reset-password\?token=[\w-]{20,}/);
  }, 60_000);

  it('says so when nothing was sent to an address, and refuses unknown commands', () => {
    expect(run('outbox', '--to', 'nobody@example.com').out).toContain('The outbox is empty.');
    const bad = run('mailbox');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Usage: npm run admin -- outbox');
  }, 60_000);
});
