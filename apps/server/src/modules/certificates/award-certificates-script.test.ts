import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/certificates.ts';
import { buildPlayer } from '../../test/factories.ts';
import { scriptDatabase } from '../../test/script-database.ts';
import { makesRun, sessionBody, upload } from '../../test/session-fixtures.ts';

// A player whose 21-make session predates the certificates: its certificate is removed behind the server's back.
const script = fileURLToPath(new URL('../../scripts/award-certificates.ts', import.meta.url));
const { run } = await scriptDatabase(script, async (app, db) => {
  const p = await buildPlayer(app);
  await upload(app, p, sessionBody(makesRun(21)));
  await db.delete(certificates);
});

describe('npm run db:award-certificates', () => {
  it('awards what the history earned, then nothing more', () => {
    const first = run();
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    // 21 in a row and a perfect 21/21.
    expect(first.out).toContain('1 player(s) checked, 2 certificate(s) awarded.');
    expect(run().out).toContain('0 certificate(s) awarded.');
  }, 120_000);

  it('exits 2 on a bad argument', () => {
    expect(run('--player', 'abc').code).toBe(2);
  }, 30_000);
});
