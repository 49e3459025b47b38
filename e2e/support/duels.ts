import { randomUUID } from 'node:crypto';
import type { Duel } from '@holeout/shared/duels';
import { type APIRequestContext, expect } from '@playwright/test';
import type { RegisteredPlayer } from './players.ts';

const auth = (player: RegisteredPlayer) => ({ authorization: `Bearer ${player.token}` });

/** The player's duels as the API lists them, newest first. */
export async function listDuels(request: APIRequestContext, player: RegisteredPlayer): Promise<Duel[]> {
  const res = await request.get('/api/duels', { headers: auth(player) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { duels: Duel[] }).duels;
}

/**
 * Uploads a session to a duel the way the desktop app does (POST /api/sessions with `duel_id`):
 * `makes` makes, then `misses` misses, one putt every 4 seconds, at the duel's distance.
 * Returns the stored session's id.
 */
export async function submitDuelSession(
  request: APIRequestContext,
  player: RegisteredPlayer,
  duel: Pick<Duel, 'duel_id' | 'putting_distance_feet'>,
  { makes, misses }: { makes: number; misses: number },
): Promise<string> {
  const putts = [
    ...Array.from({ length: makes }, () => ({ result: 'MAKE', zone: 'TOP', entry: 'CENTER' })),
    ...Array.from({ length: misses }, () => ({ result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' })),
  ].map((putt, i) => ({ t: 4 * (i + 1), ...putt }));
  const sessionId = randomUUID();
  const res = await request.post('/api/sessions', {
    headers: auth(player),
    data: {
      session_id: sessionId,
      started_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      putting_distance_feet: duel.putting_distance_feet,
      duel_id: duel.duel_id,
      putts,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return sessionId;
}
