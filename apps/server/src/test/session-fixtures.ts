/**
 * Upload bodies and helpers for the sessions and players API tests. Not used by the server.
 */
import { randomUUID } from 'node:crypto';
import { formatLegacyDetail, type Putt } from '@holeout/shared/putt-log';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { careerStats } from '../db/schema/career.ts';
import { sessions } from '../db/schema/sessions.ts';
import type { TestPlayer } from './factories.ts';

/** A modern upload body around `putts`; overrides replace or add top-level fields. */
export function sessionBody(putts: Putt[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    session_id: randomUUID(),
    started_at: '2026-03-01T09:30:00+01:00',
    putts,
    ...overrides,
  };
}

/** The same log in the legacy desktop shape, elements in the given order of `putts`. */
export function legacyBody(putts: Putt[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { putts: _p, ...rest } = sessionBody([], overrides);
  return {
    ...rest,
    putt_list: putts.map((p, i) => ({
      'Putt Index': i + 1,
      'Putt Classification': p.result,
      'Putt Detailed Classification': formatLegacyDetail(p),
      'Putt Time': p.t.toFixed(2),
    })),
  };
}

/** `n` makes through the top, one every `every` seconds from `from`. */
export function makesRun(n: number, from = 1, every = 2): Putt[] {
  return Array.from({ length: n }, (_, i) => ({ t: from + i * every, result: 'MAKE' as const, zone: 'TOP' as const }));
}

/** A varied log (makes in every zone, each miss kind) of `n` putts, deterministic from `seed`. */
export function mixedLog(n: number, seed: number): Putt[] {
  const zones = ['TOP', 'RIGHT', 'LOW', 'LEFT'] as const;
  const kinds = ['RETURN', 'CATCH', 'TIMEOUT', 'QUICK PUTT'] as const;
  const sides = ['LEFT', 'CENTER', 'RIGHT'] as const;
  let x = seed * 7919 + 17;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
  let t = 0;
  return Array.from({ length: n }, (): Putt => {
    t += 1 + (next() % 40) / 10;
    const r = next();
    if (r % 10 < 7) return { t, result: 'MAKE', zone: zones[r % 4], entry: sides[r % 3] };
    return {
      t,
      result: 'MISS',
      miss: kinds[r % 4],
      ...(r % 2 ? { entry: sides[r % 3], exit: sides[(r + 1) % 3] } : {}),
    };
  });
}

/** The upload paths: the desktop app's, the phone recorder's, the camera tracker's (decision 039). */
export type UploadPath = '/api/sessions' | '/api/sessions/phone' | '/api/sessions/camera';

/** POSTs an upload as `player` (or anonymously), by default through the desktop app's path. */
export function upload(
  app: FastifyInstance,
  player: TestPlayer | null,
  body: unknown,
  path: UploadPath = '/api/sessions',
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: player ? player.auth : {},
    payload: body as Record<string, unknown>,
  });
}

/** GETs `url` as `player` and returns the parsed JSON with the status. */
export async function getJson<T = Record<string, unknown>>(
  app: FastifyInstance,
  player: TestPlayer | null,
  url: string,
) {
  const res = await app.inject({ method: 'GET', url, headers: player ? player.auth : {} });
  return { status: res.statusCode, body: res.json() as T };
}

/** Number of stored sessions, of one player or of everyone. */
export async function countSessions(db: Db, playerId?: number): Promise<number> {
  const q = db.select({ n: count() }).from(sessions);
  const [row] = await (playerId === undefined ? q : q.where(eq(sessions.playerId, playerId)));
  return row.n;
}

/** The player's stored career row, or null when none was ever written. */
export async function careerRowOf(db: Db, playerId: number) {
  const [row] = await db.select().from(careerStats).where(eq(careerStats.playerId, playerId));
  return row ?? null;
}

/** The session's breakdown figures: the details a free player's older sessions hold back. */
export const BREAKDOWNS = [
  'makes_overview',
  'misses_overview',
  'makes_by_category',
  'misses_by_category',
  'consecutive_by_category',
] as const;
