/**
 * Helpers for the duel API tests: an app whose modules (the sweep) the test can reach, a second
 * instance on the same database, and short ways to challenge, answer and submit. Not used by the
 * server.
 */
import type { Duel } from '@holeout/shared/duels';
import type { Putt } from '@holeout/shared/putt-log';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type Modules } from '../../app.ts';
import type { AppContext } from '../../app-context.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { ManualClock } from '../../lib/clock.ts';
import type { TestPlayer } from '../../test/factories.ts';
import { sessionBody, upload } from '../../test/session-fixtures.ts';
import { openTestDatabase, TEST_JOB_POLLING, testConfig } from '../../test/test-app.ts';

export interface DuelTestApp {
  app: FastifyInstance;
  ctx: AppContext;
  modules: Modules;
  database: Database;
  /** The PostgreSQL database's URL (absent on PGlite), for a second instance. */
  url?: string;
}

/** Like `createTestApp`, but hands out the modules too; closed after the file's tests. */
export async function createDuelTestApp(clock?: ManualClock): Promise<DuelTestApp> {
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
): Promise<DuelTestApp & { close(): Promise<void> }> {
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

/** Sends a request as `player` (or anonymously) and returns status and parsed body. */
export async function call<T = Json>(
  app: FastifyInstance,
  player: TestPlayer | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: player ? player.auth : {},
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: res.statusCode, body: res.json() as T & { message?: string } };
}

/** A 5-minute time-limit duel at 7.0 ft, 72 hours to answer, unless the rules say otherwise. */
export async function challenge(app: FastifyInstance, creator: TestPlayer, invitee: TestPlayer, rules: Json = {}) {
  const res = await call<{ duel: Duel }>(app, creator, 'POST', '/api/duels', {
    invited_player_id: invitee.id,
    competition_mode: 'time_limit',
    time_limit_minutes: 5,
    ...rules,
  });
  if (res.status !== 201) throw new Error(`challenge failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.duel;
}

export async function answer(app: FastifyInstance, player: TestPlayer, duelId: number, response: string) {
  return call<{ duel: Duel }>(app, player, 'POST', `/api/duels/${duelId}/respond`, { response });
}

/** A challenge from `creator` that `invitee` has accepted. */
export async function activeDuel(app: FastifyInstance, creator: TestPlayer, invitee: TestPlayer, rules: Json = {}) {
  const duel = await challenge(app, creator, invitee, rules);
  const res = await answer(app, invitee, duel.duel_id, 'accepted');
  if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.duel;
}

/** Uploads a session of `putts` submitted to the duel. */
export function submit(app: FastifyInstance, player: TestPlayer, duelId: number, putts: Putt[], overrides: Json = {}) {
  return upload(app, player, sessionBody(putts, { duel_id: duelId, ...overrides }));
}

export async function getDuel(app: FastifyInstance, player: TestPlayer, duelId: number) {
  return call<Duel>(app, player, 'GET', `/api/duels/${duelId}`);
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
