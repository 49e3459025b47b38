import { randomUUID } from 'node:crypto';
import type { LeagueDetail } from '@holeout/shared/leagues';
import { type APIRequestContext, expect } from '@playwright/test';
import type { RegisteredPlayer } from './players.ts';

const auth = (player: RegisteredPlayer) => ({ authorization: `Bearer ${player.token}` });

/** A league as the API shows it to `player` (GET /api/leagues/{id}). */
export async function getLeague(
  request: APIRequestContext,
  player: RegisteredPlayer,
  leagueId: number,
): Promise<LeagueDetail> {
  const res = await request.get(`/api/leagues/${leagueId}`, { headers: auth(player) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as LeagueDetail;
}

/**
 * Uploads a session to a league round the way the desktop app does (POST /api/sessions with
 * `league_round_id`, and `irl_player` for an in-person league's named player): `makes` makes, then
 * `misses` misses, one putt every 4 seconds, at 7 ft. Resolves with the answer's status and body,
 * so a refusal can be checked too.
 */
export async function uploadLeagueSession(
  request: APIRequestContext,
  player: RegisteredPlayer,
  leagueRoundId: number,
  {
    makes,
    misses,
    irlPlayer,
    distanceFeet = 7,
  }: { makes: number; misses: number; irlPlayer?: string; distanceFeet?: number },
): Promise<{ status: number; body: { message?: string } }> {
  const putts = [
    ...Array.from({ length: makes }, () => ({ result: 'MAKE', zone: 'TOP', entry: 'CENTER' })),
    ...Array.from({ length: misses }, () => ({ result: 'MISS', miss: 'RETURN', entry: 'LEFT', exit: 'RIGHT' })),
  ].map((putt, i) => ({ t: 4 * (i + 1), ...putt }));
  const res = await request.post('/api/sessions', {
    headers: auth(player),
    data: {
      session_id: randomUUID(),
      started_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      putting_distance_feet: distanceFeet,
      league_round_id: leagueRoundId,
      ...(irlPlayer ? { irl_player: irlPlayer } : {}),
      putts,
    },
  });
  return { status: res.status(), body: (await res.json()) as { message?: string } };
}
