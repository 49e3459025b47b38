/**
 * What the competition modules' API tests share: an app whose modules (sweeps, services) the test
 * can reach, a second instance on the same PostgreSQL database, a one-line request, and the
 * notifications a player was sent. Not used by the server.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type Modules } from '../app.ts';
import type { AppContext } from '../app-context.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import type { ManualClock } from '../lib/clock.ts';
import type { TestPlayer } from './factories.ts';
import { openTestDatabase, TEST_JOB_POLLING, testConfig } from './test-app.ts';

export interface ModuleTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  modules: Modules;
  database: Database;
  /** The PostgreSQL database's URL (absent on PGlite), for a second instance. */
  url?: string;
}

/** Like `createTestApp`, but hands out the modules too; closed after the file's tests. */
export async function createModuleTestApp(clock?: ManualClock): Promise<ModuleTestApp> {
  const { database, url, drop } = await openTestDatabase();
  const built = await buildApp(testConfig(), database, { clock, jobs: TEST_JOB_POLLING });
  await built.app.ready();
  afterAll(async () => {
    await built.app.close();
    await database.close();
    await drop();
  });
  return { ...built, database, url };
}

/** Another instance of the app on the same PostgreSQL database; close it before the test ends. */
export async function secondInstance(
  url: string,
  clock?: ManualClock,
): Promise<ModuleTestApp & { close(): Promise<void> }> {
  const database = await openDatabase({ url, dataDir: 'unused' });
  const built = await buildApp(testConfig(), database, { clock, jobs: TEST_JOB_POLLING });
  await built.app.ready();
  const close = async () => {
    await built.app.close();
    await database.close();
  };
  return { ...built, database, url, close };
}

type Json = Record<string, unknown>;

/**
 * Sends a request as `player` (or anonymously): the status and the body, parsed when it is JSON,
 * else its text. `raw`, the whole response, is not enumerable, so results compare as {status, body}.
 */
export async function call<T = Json>(
  app: FastifyInstance,
  player: TestPlayer | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: player ? player.auth : {},
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  const result = { status: res.statusCode, body: body as T & { message?: string } };
  return Object.defineProperty(result, 'raw', { value: res, enumerable: false }) as typeof result & { raw: typeof res };
}

/** The player's notifications as stored, oldest first. */
export async function notificationsOf(db: AppContext['db'], playerId: number) {
  return db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      message: notifications.message,
      link: notifications.linkPath,
    })
    .from(notifications)
    .where(eq(notifications.playerId, playerId))
    .orderBy(asc(notifications.id));
}
