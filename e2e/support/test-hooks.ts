import type { APIRequestContext } from '@playwright/test';
import { APP_PORT } from './harness-urls.ts';

/**
 * The e2e harness's test-only hooks for what no public route may do: give a player a paid
 * membership (payments are out of the journey), and move one league through time. They listen in
 * the harness process only (test-hooks-server.ts), never in the product app.
 */
export const TEST_HOOKS_PORT = APP_PORT - 4;
export const TEST_HOOKS_URL = `http://127.0.0.1:${TEST_HOOKS_PORT}`;

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${TEST_HOOKS_URL}${path}`, { data });
  if (res.status() !== 200) throw new Error(`test hook ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Sets a player's membership tier in the harness's database, as a paid plan would. */
export async function setMembershipTier(
  request: APIRequestContext,
  playerId: number,
  tier: 'free' | 'regular' | 'premium',
): Promise<void> {
  await post(request, '/players/tier', { playerId, tier });
}

/**
 * Time passes for one league: every instant it holds (start and end, its rounds, memberships,
 * submissions, invitations) moves `minutes` into the past, exactly as if the clock had moved that
 * far for it alone — other journeys running against the same server are untouched. Then the
 * league sweep runs at once, as its every-minute job would. Resolves with the steps it took.
 */
export async function advanceLeagueTime(
  request: APIRequestContext,
  leagueId: number,
  minutes: number,
): Promise<{ steps: number }> {
  return post(request, '/leagues/advance', { leagueId, minutes });
}

/**
 * Bitcoin confirms every certificate so far: the harness stamps the unstamped ones on its local
 * calendar, mines a block there and upgrades every stamped proof. Resolves with how many were
 * stamped, the block's height and how many became verified.
 */
export async function confirmCertificates(
  request: APIRequestContext,
): Promise<{ stamped: number; height: number; verified: number }> {
  return post(request, '/certificates/confirm', {});
}
