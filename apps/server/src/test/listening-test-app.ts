import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { SseStream } from './sse-client.ts';
import { openTestDatabase, TEST_JOB_POLLING, testConfig } from './test-app.ts';

/**
 * The app listening on a loopback port (live streams need a real socket), on a fresh database.
 * Streams pushed to `streams` are closed, and the app and database with them, after the file.
 */
export async function listeningTestApp(overrides: Partial<Record<string, string>> = {}, logLines?: string[]) {
  const { database, drop } = await openTestDatabase();
  const { app, ctx, modules } = await buildApp(testConfig(overrides), database, {
    jobs: TEST_JOB_POLLING,
    ...(logLines ? { logStream: { write: (line: string) => logLines.push(line) } } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const streams: SseStream[] = [];
  afterAll(async () => {
    for (const s of streams) s.close();
    await app.close();
    await database.close();
    await drop();
  });
  return { app, ctx, modules, database, base, streams };
}
