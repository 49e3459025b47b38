import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { openTestDatabase, testConfig } from './test-app.ts';

/**
 * Two instances of the app on one PostgreSQL database, as behind a proxy: `a` on the test's own
 * database handle, `b` on a second pool. Only on PostgreSQL (an embedded PGlite belongs to one
 * process); `close` stops both and drops the database.
 */
export async function twoInstances(overrides: Partial<Record<string, string>>) {
  const shared = await openTestDatabase();
  const second = await openDatabase({ url: shared.url, dataDir: 'unused' });
  const config = testConfig(overrides);
  const a = await buildApp(config, shared.database);
  const b = await buildApp(config, second);
  await a.app.ready();
  await b.app.ready();
  return {
    a,
    b,
    shared,
    second,
    async close() {
      await b.app.close();
      await a.app.close();
      await second.close();
      await shared.database.close();
      await shared.drop();
    },
  };
}

/**
 * Keeps `loaders` calls of `request` in flight until stopped; every answer is kept with the moment
 * its request started, so a test can ask what was answered after an event. Each loader waits for
 * the event loop's next turn before its next call, as a client's request arrives on a socket: an
 * `inject` answered from memory settles without one, and loaders that never yield would starve
 * the timers and the database listener the test is waiting on.
 */
export function keepLoading<T extends object>(loaders: number, request: () => Promise<T>) {
  const samples: (T & { started: number })[] = [];
  let running = true;
  const loops = Array.from({ length: loaders }, async () => {
    while (running) {
      await new Promise((r) => setImmediate(r));
      const started = performance.now();
      samples.push({ ...(await request()), started });
    }
  });
  return {
    samples,
    /** Resolves once `n` more answers have come back. */
    async answers(n: number) {
      const target = samples.length + n;
      while (samples.length < target) await new Promise((r) => setTimeout(r, 5));
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
