/**
 * Helpers for the duel API tests: the shared module test app (test/module-test-app.ts) and short
 * ways to challenge, answer and submit. Not used by the server.
 */
import type { Duel } from '@holeout/shared/duels';
import type { Putt } from '@holeout/shared/putt-log';
import type { FastifyInstance } from 'fastify';
import type { TestPlayer } from './factories.ts';
import { call } from './module-test-app.ts';
import { sessionBody, upload } from './session-fixtures.ts';

export {
  call,
  createModuleTestApp as createDuelTestApp,
  type ModuleTestApp as DuelTestApp,
  notificationsOf,
  secondInstance,
} from './module-test-app.ts';

type Json = Record<string, unknown>;

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
