/**
 * Helpers for the league API tests: an app whose modules (the sweep) the test can reach, and
 * short ways to create, join and submit. Not used by the server.
 */
import type { LeagueChangeResponse, LeagueDetail } from '@holeout/shared/leagues';
import type { Putt } from '@holeout/shared/putt-log';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type Modules } from '../../app.ts';
import type { AppContext } from '../../app-context.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { buildPlayer, type TestPlayer } from '../../test/factories.ts';
import { sessionBody, upload } from '../../test/session-fixtures.ts';
import { openTestDatabase, TEST_JOB_POLLING, testConfig } from '../../test/test-app.ts';

export interface LeagueTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  modules: Modules;
  database: Database;
  /** The PostgreSQL database's URL (absent on PGlite), for a second instance. */
  url?: string;
}

/** Like `createTestApp`, but hands out the modules too; closed after the file's tests. */
export async function createLeagueTestApp(clock?: ManualClock): Promise<LeagueTestApp> {
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
export async function secondInstance(url: string, clock?: ManualClock) {
  const database = await openDatabase({ url, dataDir: 'unused' });
  const built = await buildApp(testConfig(), database, { clock, jobs: TEST_JOB_POLLING });
  await built.app.ready();
  return {
    ...built,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Sends a request as `player` (or anonymously) and returns status and parsed body. */
export async function call<T = Json>(
  app: FastifyInstance,
  player: TestPlayer | null,
  method: Method,
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: player ? player.auth : {},
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body: body as T & { message?: string }, raw: res };
}

/** A regular (paying) member, who may create leagues. */
export function organiser(app: FastifyInstance, db: AppContext['db'], name?: string) {
  return buildPlayer(app, { tier: 'regular', db, ...(name ? { name } : {}) });
}

/** Creates a league as `creator`; fails the test on anything but 201. */
export async function createLeague(
  app: FastifyInstance,
  creator: TestPlayer,
  body: Json = {},
): Promise<LeagueChangeResponse> {
  const res = await call<LeagueChangeResponse>(app, creator, 'POST', '/api/leagues', {
    name: 'Tuesday Putters',
    description: 'Weekly club league',
    privacy_type: 'public',
    ...body,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function getLeague(app: FastifyInstance, player: TestPlayer, id: number) {
  return call<LeagueDetail>(app, player, 'GET', `/api/leagues/${id}`);
}

export async function join(app: FastifyInstance, player: TestPlayer, id: number) {
  return call<LeagueChangeResponse>(app, player, 'POST', `/api/leagues/${id}/join`, {});
}

/** Uploads a session of `putts` submitted to the round. */
export function submit(app: FastifyInstance, player: TestPlayer, roundId: number, putts: Putt[], overrides: Json = {}) {
  return upload(app, player, sessionBody(putts, { league_round_id: roundId, ...overrides }));
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
