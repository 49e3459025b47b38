import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { openTestDatabase } from './test/test-app.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'holeout-serve-'));
const shared = process.env.DATABASE_URL ? await openTestDatabase() : null;
let server: ServerProcess | null = null;
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (shared) {
    await shared.database.close();
    await shared.drop();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.status,
    () => null,
  );

describe('graceful shutdown behind a proxy', () => {
  it('on SIGTERM readiness turns to 503 while liveness and requests still answer, then the process exits 0', async () => {
    server = await startServerProcess({
      SHUTDOWN_DRAIN_SECONDS: '3',
      METRICS_PORT: '0',
      ...(shared?.url ? { DATABASE_URL: shared.url } : { DATA_DIR: dataDir }),
    });
    const { url } = server;
    expect(await status(`${url}/api/health/ready`)).toBe(200);
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(await status(server.metricsUrl as string)).toBe(200);

    server.proc.kill('SIGTERM');
    let draining = false;
    for (let i = 0; i < 50 && !draining; i++) {
      draining = (await status(`${url}/api/health/ready`)) === 503;
      if (!draining) await new Promise((r) => setTimeout(r, 50));
    }
    expect(draining).toBe(true);
    expect(await status(`${url}/api/health`)).toBe(200);
    const registered = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Late Golfer', email: `late-${Date.now()}@example.com`, password: 'correct horse' }),
    });
    expect(registered.status).toBe(201);

    expect(await server.exited).toBe(0);
    expect(await status(`${url}/api/health`)).toBeNull();
  }, 120_000);
});
