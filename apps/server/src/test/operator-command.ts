import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { activeDuel, submit } from './duel-test-kit.ts';
import { buildPlayer, type TestPlayer } from './factories.ts';
import { getJson, mixedLog, sessionBody, upload } from './session-fixtures.ts';
import { newPostgresDatabase } from './test-app.ts';

/**
 * For the tests of the database commands (db:move, db:backup, db:restore): running a command in a
 * process of its own with only the environment given, a fresh empty PostgreSQL database, and a
 * small installation to carry across and compare.
 */
export function runCommand(script: string, env: Record<string, string>, ...args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

/** A new, empty PostgreSQL database on the DATABASE_URL server (no migrations); drop it with `drop`. */
export function emptyOperatorDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return newPostgresDatabase(process.env.DATABASE_URL as string, 'holeout_ops');
}

/** Two players with sessions and a duel both have played. */
export async function seedInstallation(app: FastifyInstance): Promise<[TestPlayer, TestPlayer]> {
  const ann = await buildPlayer(app);
  const bob = await buildPlayer(app);
  for (let i = 0; i < 3; i++) await upload(app, ann, sessionBody(mixedLog(40, i)));
  const duel = await activeDuel(app, ann, bob);
  await submit(app, ann, duel.duel_id, mixedLog(30, 7));
  await submit(app, bob, duel.duel_id, mixedLog(30, 8));
  return [ann, bob];
}

/** What a player sees of their own data with their own token: equal before and after a move or restore. */
export async function seenBy(app: FastifyInstance, p: TestPlayer) {
  return {
    career: await getJson(app, p, '/api/career-stats'),
    history: await getJson(app, p, `/api/player/${p.id}/sessions`),
    duels: await getJson(app, p, '/api/duels'),
  };
}
