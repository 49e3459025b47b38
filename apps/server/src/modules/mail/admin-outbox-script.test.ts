import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { scriptDatabase } from '../../test/script-database.ts';

let p: TestPlayer;
const { run } = await scriptDatabase(fileURLToPath(new URL('../../scripts/admin.ts', import.meta.url)), async (app) => {
  p = await buildPlayer(app, { name: 'Outbox Olive' });
  await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: p.email } });
});

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
