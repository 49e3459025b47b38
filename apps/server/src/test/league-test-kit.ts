/**
 * Helpers for the league API tests: the shared module test app (test/module-test-app.ts) and short
 * ways to create, join and submit. Not used by the server.
 */
import type { LeagueChangeResponse, LeagueDetail } from '@holeout/shared/leagues';
import type { Putt } from '@holeout/shared/putt-log';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { buildPlayer, type TestPlayer } from './factories.ts';
import { call } from './module-test-app.ts';
import { sessionBody, upload } from './session-fixtures.ts';

export {
  createModuleTestApp as createLeagueTestApp,
  type ModuleTestApp as LeagueTestApp,
  secondInstance,
} from './module-test-app.ts';

type Json = Record<string, unknown>;

/** A regular (paying) member, who may create leagues. */
export function organiser(app: FastifyInstance, db: AppContext['db'], name?: string) {
  return buildPlayer(app, { tier: 'regular', db, ...(name ? { name } : {}) });
}

/**
 * Creates a league as `creator`; fails the test on anything but 201. It starts itself at its
 * start time (`start_mode: scheduled`) unless it is IRL or the body says otherwise.
 */
export async function createLeague(
  app: FastifyInstance,
  creator: TestPlayer,
  body: Json = {},
): Promise<LeagueChangeResponse> {
  const irl = (body.settings as Json | undefined)?.is_irl === true;
  const res = await call<LeagueChangeResponse>(app, creator, 'POST', '/api/leagues', {
    name: 'Tuesday Putters',
    description: 'Weekly club league',
    privacy_type: 'public',
    ...(irl ? {} : { start_mode: 'scheduled' }),
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
